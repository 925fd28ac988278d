import { DEFAULT_STORE_NUMBER } from '@/lib/constants';
import { getMarket, type Locale } from '@/lib/markets';
import { memberAlerts, NO_ALERTS, type MemberAlerts } from '@/lib/rewards-alerts';
import { isSignedIn, type HeaderData, type SignedInMember } from '@/server/customers/current-user';
import type { Member } from '@/server/customers/member';
import { OFFERS_ALERT_TYPE, pilotAlertType, TERMS_ALERT_TYPE } from '@/server/rewards/alerts';
import { alertsFor } from '@/server/rewards/queries';
import type { Store } from '@/server/stores/directory';
import { distanceUnit } from '@/server/stores/geo';
import { toLocation, type StoreLocation } from '@/server/stores/service';

/** What the shell's member-dependent parts show of the signed-in member (the rewards modal, chat, session watcher, alerts). */
export type ShellMember = Omit<SignedInMember, 'id' | 'receivePromoAndSpecialEvents'>;

/**
 * The shopper's parts of the shell (docs/decisions/041): the header's greeting, cart count,
 * vehicle and store, and what the layout's member-dependent slots need. The server renders it
 * into a per-request page; a cached page loads it in the browser from the header call
 * (`?shell=true`), once per page load.
 */
export interface ShopperView {
  member: ShellMember | null;
  /** The member's loyalty alerts by role; none for a guest or in a market without the programme. */
  alerts: MemberAlerts;
  cartCount: number;
  vehicle: { count: number; name: string };
  /** The preferred store as the header shows it; null while the market's default store stands in. */
  store: { storeNumber: string; address1: string; address2: string; message: string } | null;
  /** The preferred store as the store modal's "my store" shows it. */
  myStore: { store: StoreLocation; message: string } | null;
}

function shellMember(member: Member): ShellMember {
  const { firstName, lastName, email, phone, userType, rewardsId, autoLogin, receivePromoPrint } = member;
  return { firstName, lastName, email, phone, userType, rewardsId, autoLogin, receivePromoPrint };
}

/** The shopper view of a request's header data, member and preferred store row. */
export async function shopperViewOf(header: HeaderData, member: Member | null, store: Store | null, locale: Locale, now = new Date()): Promise<ShopperView> {
  const signedIn = member !== null && isSignedIn(header.myAccountMap);
  const rewardsMarket = getMarket(locale).rewards;
  const alerts =
    signedIn && rewardsMarket ? memberAlerts(await alertsFor(member.id), { terms: TERMS_ALERT_TYPE, offers: OFFERS_ALERT_TYPE, pilot: pilotAlertType() }) : NO_ALERTS;
  const details = header.storeDetails;
  return {
    member: signedIn ? shellMember(member) : null,
    alerts,
    cartCount: header.miniCartMap.itemCount,
    vehicle: { count: header.vehicleMap.vehicleCount, name: header.vehicleMap.vehicleName },
    store:
      header.storeNumber === DEFAULT_STORE_NUMBER
        ? null
        : { storeNumber: header.storeNumber, address1: details.address1, address2: details.address2, message: details.messageToDisplay },
    myStore: store ? { store: toLocation(store, { value: 0, unit: distanceUnit(getMarket(locale).country) }, now), message: details.messageToDisplay } : null,
  };
}

/** A view that knows only the member: the checkout layout's, whose header shows none of the rest. */
export function memberOnlyView(member: Member | null): ShopperView {
  return {
    member: member ? shellMember(member) : null,
    alerts: NO_ALERTS,
    cartCount: 0,
    vehicle: { count: 0, name: '' },
    store: null,
    myStore: null,
  };
}

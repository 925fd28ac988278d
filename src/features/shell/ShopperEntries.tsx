'use client';

import { useShopper } from '@/components/ShopperParts';
import { countLabel, type CountLabels } from '@/lib/count-labels';
import { headerVehicleText, storeAddressText } from '@/lib/display';
import type { Locale } from '@/lib/markets';
import { HIDDEN_WHILE_PENDING, withName } from '@/lib/shopper-parts';
import { storeMessageIsOpen } from '@/lib/store-hours';
import { CartLink } from './CartLink';
import { HeaderEntry } from './HeaderEntry';

/**
 * The header's shopper entries (docs/decisions/041): the account greeting, the vehicle, the
 * store and the cart badge. They read the shopper's parts from ShopperPartsProvider: rendered by
 * the server on a per-request page; on a cached page the generic entries are the same elements
 * (same links, same tab order) whose texts fill in when the header call answers, invisible but
 * keeping their room until then.
 */

// Both states of an entry render HeaderEntry itself (not a wrapper of it): React then keeps the
// same link element when the texts fill in, and a focused entry keeps the keyboard focus.
export function AccountEntry({ hrefs, labels }: { hrefs: { account: string; signIn: string }; labels: { hello: string; myAccount: string; signIn: string; hint: string } }) {
  const member = useShopper()?.member;
  return member ? (
    <HeaderEntry href={hrefs.account} icon="user" testId="account-entry" title={withName(labels.hello, member.firstName)} hint={labels.myAccount} fit="giveWay" />
  ) : (
    <HeaderEntry
      href={hrefs.signIn}
      rel="nofollow"
      icon="user"
      testId="account-entry"
      fit="giveWay"
      title={labels.signIn}
      hint={labels.hint}
      titleClassName={HIDDEN_WHILE_PENDING}
      hintClassName={`text-white/75 ${HIDDEN_WHILE_PENDING}`}
    />
  );
}

export function VehicleEntry({ placement, href, labels }: { placement: 'bar' | 'inline'; href: string; labels: { add: string; hint: string; current: string } }) {
  const vehicle = useShopper()?.vehicle;
  const text = vehicle && vehicle.count > 0 ? headerVehicleText(vehicle.name) : '';
  const bar = placement === 'bar';
  return (
    <HeaderEntry
      href={href}
      icon="car"
      testId={`vehicle-entry-${placement}`}
      title={text || labels.add}
      hint={text ? labels.current : labels.hint}
      tone={bar ? 'onLight' : 'onDark'}
      textFrom={bar ? 'always' : 'lg'}
      className={bar ? 'w-full rounded-none px-4' : ''}
      fit={bar ? 'cut' : 'giveWay'}
      titleClassName={text ? '' : HIDDEN_WHILE_PENDING}
      hintClassName={`${bar ? 'text-muted' : 'text-white/75'} ${text ? '' : HIDDEN_WHILE_PENDING}`}
    />
  );
}

export function StoreEntry({ locale, href, labels }: { locale: Locale; href: string; labels: { select: string; hint: string } }) {
  const store = useShopper()?.store;
  if (!store) {
    return (
      <HeaderEntry
        href={href}
        icon="store"
        testId="store-entry"
        fit="giveWay"
        title={labels.select}
        hint={labels.hint}
        titleClassName={HIDDEN_WHILE_PENDING}
        hintClassName={`text-white/75 ${HIDDEN_WHILE_PENDING}`}
      />
    );
  }
  // Spec §5: the fixed (scrolled) header has room for the whole address; the other is cut.
  const short = storeAddressText(store.address1, store.address2, locale, false);
  const full = storeAddressText(store.address1, store.address2, locale, true);
  const title =
    short === full ? (
      short
    ) : (
      <>
        <span className="group-data-[fixed=true]/header:hidden">{short}</span>
        <span className="hidden group-data-[fixed=true]/header:inline">{full}</span>
      </>
    );
  return (
    <HeaderEntry
      href={href}
      icon="store"
      testId="store-entry"
      title={title}
      titleClassName="capitalize"
      hint={store.message}
      fit="hintWhole"
      hintClassName={storeMessageIsOpen(store.message) ? 'text-[#7ee2a8]' : 'text-[#ffb3a8]'}
    />
  );
}

/** The cart link with the shopper's count; `itemCount` holds the message's forms (header.cart.itemCount), picked here without an ICU parser. */
export function ShopperCartLink({ locale, href, labels }: { locale: Locale; href: string; labels: { title: string; itemCount: CountLabels; many: string } }) {
  const shopper = useShopper();
  const count = shopper?.cartCount ?? 0;
  return <CartLink href={href} itemCount={count} title={labels.title} label={countLabel(labels.itemCount, locale, count)} manyLabel={labels.many} />;
}

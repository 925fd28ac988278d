import { DEFAULT_STORE_NUMBER } from '@/lib/constants';
import { getMarket, type Locale } from '@/lib/markets';
import { COOKIES } from '@/lib/storage-keys';
import type { ResolvedVehicle } from '@/server/vehicles/service';
import type { CookieReader } from '@/server/platform/cookie-jar';

/** What the header and currentUser calls say about the shopper (spec §3). */
export interface MyAccountMap {
  userType: string;
  /** The string "false" means signed in; anything else is a guest. */
  anonymous: string;
  autoLogin: string;
  profileId: string;
  rewardsId: string;
  mf_homepage_header_username: string;
}

export interface StoreDetails {
  storeNumber: string;
  address1: string;
  address2: string;
  messageToDisplay: string;
  bopusEnabled: boolean;
}

export interface MiniCartMap {
  itemCount: number;
  /** Minor units of `currency`. */
  orderSubTotal: number;
  corePrice: number;
  currency: string;
  orderDetails: unknown[];
}

export interface VehicleMap {
  vehicleCount: number;
  year: string;
  make: string;
  model: string;
  engine: string;
  catalogVehicleId: string;
  makeName: string;
  modelName: string;
  engineName: string;
  vehicleId: string;
  vehicleName: string;
  subModel: string;
  vehicleTypeName: string;
  acesVehicleAttributes?: {
    vehicleQuestionsIds: Record<string, string>;
    vehicleQuestionsNames: {
      driveTypeName: string;
      engineName: string;
      makeName: string;
      modelName: string;
      subModelName: string;
      regionName: string;
    };
  };
}

export interface HeaderData {
  myAccountMap: MyAccountMap;
  storeNumber: string;
  zip: string;
  storeDetails: StoreDetails;
  userId: string;
  eCookieId: string;
  miniCartMap: MiniCartMap;
  vehicleMap: VehicleMap;
  analyticsData: { nddMarket: string; nddHubStore: string; nddStore: string };
  segments: string[];
  segmentMessageContent: string;
  savedOrderMap: Record<string, unknown>;
  cmsSegmentedContent: Record<string, unknown>;
  isStagingApp: boolean;
}

export interface CurrentUser extends HeaderData {
  receivePromoPrint: boolean;
  receivePromoAndSpecialEvents: boolean;
  loyaltyAccountAlerts: { alertType: string; status: string }[];
  /** Spendable rewards (minor units) and credits toward the next reward. */
  loyaltyAccount: { rewardBalance: number; credits: number };
}

/** What the header data says of a signed-in member (a subset of customers/member.ts Member). */
export interface SignedInMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Digits only. */
  phone: string;
  userType: string;
  rewardsId: string;
  autoLogin: boolean;
  receivePromoAndSpecialEvents: boolean;
  receivePromoPrint: boolean;
}


/** The shopper's vehicles as the vehicles module resolved them. */
export interface ShopperGarage {
  preferred: ResolvedVehicle | null;
  count: number;
}

export const EMPTY_GARAGE: ShopperGarage = { preferred: null, count: 0 };

/** What the other modules resolved behind the shopper's cookies: the garage, the preferred store, the mini cart. */
export interface ShopperParts {
  /** The signed-in member (accounts), or null/absent for a guest. */
  member?: SignedInMember | null;
  garage?: ShopperGarage;
  store?: StoreDetails | null;
  miniCart?: MiniCartMap | null;
  /** The member's loyalty alerts and spendable rewards (the rewards module). */
  loyalty?: { alerts: { alertType: string; status: string }[]; rewardBalance: number; credits: number } | null;
}

export function emptyMiniCart(currency: MiniCartMap['currency']): MiniCartMap {
  return { itemCount: 0, orderSubTotal: 0, corePrice: 0, currency, orderDetails: [] };
}

export function isSignedIn(account: Pick<MyAccountMap, 'anonymous'>): boolean {
  return account.anonymous === 'false';
}

/** The preferred vehicle as the header data describes it (spec §3 vehicleMap). */
export function vehicleMapFor(garage: ShopperGarage, aces: boolean): VehicleMap {
  const v = garage.preferred;
  const vehicle: VehicleMap = {
    vehicleCount: garage.count,
    year: v ? String(v.year) : '',
    make: v ? String(v.makeId) : '',
    model: v ? String(v.modelId) : '',
    engine: v?.engineId ? String(v.engineId) : '',
    catalogVehicleId: v ? String(v.baseVehicleId) : '',
    makeName: v?.make ?? '',
    modelName: v?.model ?? '',
    engineName: v?.engine ?? '',
    vehicleId: v?.key ?? '',
    vehicleName: v?.name ?? '',
    subModel: v?.submodel ?? '',
    vehicleTypeName: v?.vehicleType ?? '',
  };
  if (aces) {
    vehicle.acesVehicleAttributes = {
      vehicleQuestionsIds: v ? { engineId: v.engineId ? String(v.engineId) : '', subModelId: v.submodelId ? String(v.submodelId) : '' } : {},
      vehicleQuestionsNames: { driveTypeName: '', engineName: v?.engine ?? '', makeName: v?.make ?? '', modelName: v?.model ?? '', subModelName: v?.submodel ?? '', regionName: v ? 'United States' : '' },
    };
  }
  return vehicle;
}

/**
 * The header data for a request: the member (accounts) or a guest; the vehicles module resolves the garage, the stores module the preferred store and the
 * cart module the mini cart (cookies are only keys, never trusted as names).
 */
export function headerDataFor(
  cookies: CookieReader,
  locale: Locale,
  options: { aces: boolean; staging: boolean },
  { member = null, garage = EMPTY_GARAGE, store = null, miniCart = null }: ShopperParts = {},
): HeaderData {
  const market = getMarket(locale);
  const storeNumber = store?.storeNumber ?? DEFAULT_STORE_NUMBER;
  return {
    myAccountMap: member
      ? { userType: member.userType, anonymous: 'false', autoLogin: String(member.autoLogin), profileId: member.id, rewardsId: member.rewardsId, mf_homepage_header_username: member.firstName }
      : { userType: '', anonymous: 'true', autoLogin: 'false', profileId: '', rewardsId: '', mf_homepage_header_username: '' },
    storeNumber,
    zip: store ? (cookies.get(COOKIES.preferredZipCode) ?? '') : '',
    storeDetails: store ?? { storeNumber, address1: '', address2: '', messageToDisplay: '', bopusEnabled: false },
    userId: member?.id ?? '',
    eCookieId: cookies.get(COOKIES.eCookieId) ?? '',
    miniCartMap: miniCart ?? emptyMiniCart(market.currency),
    vehicleMap: vehicleMapFor(garage, options.aces),
    analyticsData: {
      nddMarket: cookies.get(COOKIES.nddMarket) ?? '',
      nddHubStore: cookies.get(COOKIES.nddHub) ?? '',
      nddStore: cookies.get(COOKIES.nddStore) ?? '',
    },
    segments: [member ? 'member' : 'guest'],
    segmentMessageContent: '',
    savedOrderMap: {},
    cmsSegmentedContent: {},
    isStagingApp: options.staging,
  };
}

export function currentUserFor(
  cookies: CookieReader,
  locale: Locale,
  options: { aces: boolean; staging: boolean },
  parts: ShopperParts = {},
): CurrentUser {
  return {
    ...headerDataFor(cookies, locale, options, parts),
    receivePromoPrint: parts.member?.receivePromoPrint ?? false,
    receivePromoAndSpecialEvents: parts.member?.receivePromoAndSpecialEvents ?? false,
    loyaltyAccountAlerts: parts.loyalty?.alerts ?? [],
    loyaltyAccount: { rewardBalance: parts.loyalty?.rewardBalance ?? 0, credits: parts.loyalty?.credits ?? 0 },
  };
}

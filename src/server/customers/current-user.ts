import { DEFAULT_STORE_NUMBER } from '@/lib/constants';
import { getMarket, type Locale } from '@/lib/markets';
import { COOKIES } from '@/lib/storage-keys';

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
  loyaltyAccount: { rewardBalance: number };
}

export interface CookieReader {
  get(name: string): string | undefined;
}

export function isSignedIn(account: Pick<MyAccountMap, 'anonymous'>): boolean {
  return account.anonymous === 'false';
}

function vehicleFromCookies(cookies: CookieReader, aces: boolean): VehicleMap {
  const year = cookies.get(COOKIES.preferredVehicleYear) ?? '';
  const make = cookies.get(COOKIES.preferredVehicleMake) ?? '';
  const model = cookies.get(COOKIES.preferredVehicleModel) ?? '';
  const engine = cookies.get(COOKIES.preferredVehicleEngine) ?? '';
  const vehicleId = cookies.get(COOKIES.preferredVehicleId) ?? '';
  const count = Number.parseInt(cookies.get(COOKIES.userVehicleCount) ?? '', 10);
  const vehicleName = [year, make, model, engine].filter(Boolean).join(' ');
  const vehicle: VehicleMap = {
    vehicleCount: Number.isFinite(count) && count > 0 ? count : vehicleId ? 1 : 0,
    year,
    make,
    model,
    engine,
    catalogVehicleId: vehicleId,
    makeName: make,
    modelName: model,
    engineName: engine,
    vehicleId,
    vehicleName,
    subModel: '',
    vehicleTypeName: '',
  };
  if (aces) {
    vehicle.acesVehicleAttributes = {
      vehicleQuestionsIds: {},
      vehicleQuestionsNames: { driveTypeName: '', engineName: engine, makeName: make, modelName: model, subModelName: '', regionName: '' },
    };
  }
  return vehicle;
}

/**
 * The header data for a request. Guests are all there is until accounts land (issue 7);
 * the cart (issue 6), vehicles (issue 3) and stores (issue 5) fill in their parts.
 */
export function headerDataFor(cookies: CookieReader, locale: Locale, options: { aces: boolean; staging: boolean }): HeaderData {
  const market = getMarket(locale);
  const storeNumber = cookies.get(COOKIES.preferredStoreId) || DEFAULT_STORE_NUMBER;
  return {
    myAccountMap: { userType: '', anonymous: 'true', autoLogin: 'false', profileId: '', rewardsId: '', mf_homepage_header_username: '' },
    storeNumber,
    zip: cookies.get(COOKIES.preferredZipCode) ?? '',
    storeDetails: { storeNumber, address1: '', address2: '', messageToDisplay: '', bopusEnabled: false },
    userId: '',
    eCookieId: cookies.get(COOKIES.eCookieId) ?? '',
    miniCartMap: { itemCount: 0, orderSubTotal: 0, corePrice: 0, currency: market.currency, orderDetails: [] },
    vehicleMap: vehicleFromCookies(cookies, options.aces),
    analyticsData: {
      nddMarket: cookies.get(COOKIES.nddMarket) ?? '',
      nddHubStore: cookies.get(COOKIES.nddHub) ?? '',
      nddStore: cookies.get(COOKIES.nddStore) ?? '',
    },
    segments: ['guest'],
    segmentMessageContent: '',
    savedOrderMap: {},
    cmsSegmentedContent: {},
    isStagingApp: options.staging,
  };
}

export function currentUserFor(cookies: CookieReader, locale: Locale, options: { aces: boolean; staging: boolean }): CurrentUser {
  return {
    ...headerDataFor(cookies, locale, options),
    receivePromoPrint: false,
    receivePromoAndSpecialEvents: false,
    loyaltyAccountAlerts: [],
    loyaltyAccount: { rewardBalance: 0 },
  };
}

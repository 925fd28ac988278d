/** Cookie and local-storage names of spec §3 (Storage), in one place. */
export const COOKIES = {
  sessionId: 'JSESSIONID',
  autoLogin: 'autoLogin',
  profileId: 'profileId',
  rewardsId: 'rewardsId',
  bearerToken: 'bearerToken',
  requestId: 'requestId',
  eCookieId: 'eCookieId',
  preferredZipCode: 'preferredZipCode',
  preferredStoreId: 'preferredStoreId',
  preferredVehicleYear: 'preferredVehicleYear',
  preferredVehicleMake: 'preferredVehicleMake',
  preferredVehicleModel: 'preferredVehicleModel',
  preferredVehicleEngine: 'preferredVehicleEngine',
  preferredVehicleId: 'preferredVehicleId',
  userVehicleCount: 'userVehicleCount',
  badgesInfo: 'badgesInfo',
  isSuccessFullLogin: 'isSuccessFullLogin',
  userType: 'userType',
  rewardPoints: 'rewardPoints',
  nddMarket: 'nddMarket',
  nddHub: 'nddHub',
  nddStore: 'nddStore',
  availableRewardBalance: 'availableRewardBalance',
  hashedEId: 'hashedEId',
  allSearchTerms: 'allSearchTerms',
  loginFlow: 'loginFlow',
  loginInteractionMethod: 'loginInteractionMethod',
  loginMethod: 'loginMethod',
  /** Ours: the guest's cart (a random id; HttpOnly). */
  cartId: 'cartId',
  /**
   * Ours: the guest's last few carts that became orders (their ids, HttpOnly), so the browser that
   * placed an order can still open its confirmation, payment slip and boleto after a new cart.
   */
  pastCartIds: 'pastCartIds',
  /** Ours: the shopper's cookie choices (necessary, so it may be set before consent). */
  cookieConsent: 'cookieConsent',
  /**
   * Ours: the member's pilot alert type while its banner prompts (set by the header call, not
   * HttpOnly), so that a cached page keeps the banner's room from the first paint (decision 045).
   */
  pilotAlertPrompt: 'pilotAlertPrompt',
} as const;

export const LOCAL_STORAGE = {
  rememberMe: 'rememberMe',
  storedEmail: 'storedEmail',
  loginFrom: 'loginFrom',
  hideModal: 'hideModal',
  signInTab: 'signInTab',
  vehicleAddActionSource: 'vehicleAddActionSource',
  interactionLocation: 'interactionLocation',
  recentSearches: 'recentSearches',
  /** Ours: product pages the shopper opened, for the home page. */
  recentlyViewed: 'recentlyViewed',
} as const;

/** Ours, for this tab's visit only. */
export const SESSION_STORAGE = {
  /** The rewards sign-in modal that opened by itself was closed: it does not open by itself again this visit ("Skip for now" hides it for good). */
  rewardsModalClosed: 'rewardsModalClosed',
} as const;

/** The footer's cookie-settings button reopens the preferences through this window event. */
export const OPEN_COOKIE_PREFERENCES = 'storefront:open-cookie-preferences';

/**
 * The specification's numbers, named once. Tests and code refer to these names.
 * Section numbers point into shared/spec/storefront-spec.md.
 */

// §9 Stores and locale
export const DEFAULT_STORE_NUMBER = '6997';

/** How many products one sku-details call answers for (docs/decisions/042): a shelf page's cards, with room to spare. */
export const SKU_DETAILS_MAX_PRODUCTS = 60;
export const STORE_SEARCH_DEFAULT_LIMIT = 10;
export const STORE_SEARCH_DEFAULT_RADIUS = 150;

// §9 Search
export const SEARCH_KEYSTROKE_DELAY_MS = 200;
export const SEARCH_MIN_CHARACTERS = 3;
export const PRODUCT_SUGGESTIONS_MIN_CHARACTERS = 5;
export const PRODUCT_SUGGESTIONS_MAX_DESKTOP = 5;
export const PRODUCT_SUGGESTIONS_MAX_MOBILE = 3;
export const RECENT_SEARCHES_MAX = 3;

// §9 Display
export const VEHICLE_TEXT_MAX_CHARACTERS = 50;
export const STORE_ADDRESS_TRUNCATE_OVER = 35;
export const STORE_ADDRESS_TRUNCATE_TO = 30;
export const MINI_CART_BADGE_MAX = 99;
export const SNACKBAR_AUTO_HIDE_MS = 5000;
export const NOTIFICATION_SHORT_MS = 4000;
export const NOTIFICATION_LONG_MS = 8000;
export const FADE_MS = 200;
export const DRAWER_TRANSITION_MS = 200;
export const FOCUS_VISIBLE_TIMER_MS = 100;
export const FOCUS_TRAP_POLL_MS = 50;
export const MOBILE_MENU_CLICK_GUARD_MS = 300;
export const IMAGE_DEFAULT_QUALITY = 75;
export const PREFETCH_MARGIN_PX = 200;
export const ENTER_KEY_CODE = 13;

// Ours (the spec sets no limit per line; decision 015): the most of one part a cart line may
// hold, a shop's limit, not a distributor's. The quantity select, the cart inputs' schemas and
// the cart module's rules all use it.
export const MAX_LINE_QUANTITY = 25;

// §4 Mobile menu and layout: breakpoints
export const BREAKPOINT_MOBILE_MAX = 719;
export const BREAKPOINT_TABLET_MIN = 720;
export const BREAKPOINT_TABLET_MAX = 1139;
export const BREAKPOINT_DESKTOP_MIN = 1140;
export const HEADER_BREAKPOINT_SM = 0;
export const HEADER_BREAKPOINT_XL = 1600;

// §9 Timing
export const VEHICLE_TOOLTIP_TIMEOUT_MS = 15_000;
export const PROACTIVE_CHAT_DELAY_MS = 30_000;
export const PROACTIVE_CHAT_RESET_DAYS = 30;
export const CHAT_AVAILABILITY_POLL_MS = 30_000;
export const CHAT_AVAILABILITY_POLL_FOR_MS = 180_000;
export const CHAT_AVAILABILITY_THROTTLE_MS = 3000;
export const COOKIE_BANNER_DELAY_MS = 2000;
export const CONSENT_BANNER_POLL_MS = 100;
export const CONSENT_BANNER_POLL_FOR_MS = 5000;
export const LCP_TIMEOUT_MS = 5000;
export const IDLE_TIMEOUT_MS = 2000;
export const GEOLOCATION_TIMEOUT_MS = 5000;
export const GEOLOCATION_MAX_AGE_MS = 5000;
export const SESSION_DATA_LIFETIME_MS = 3_600_000;

// §9 Requests and caching
export const RESPONSE_CACHE_SECONDS = 300;
export const QUERY_STALE_TIME_MS = 30_000;
export const RETRY_WAIT_WHEN_TWO_LEFT_MS = 2000;
export const RETRY_WAIT_OTHERWISE_MS = 4000;
export const LIBRARY_RETRY_BASE_MS = 1000;
export const LIBRARY_RETRY_MAX_MS = 30_000;
export const SESSION_CHECK_SKIP_AFTER_SKU_DETAILS_MS = 500;
export const E_COOKIE_ID_MAX_AGE_DAYS = 395;

// §9 Rewards, names and formats
export const REWARDS_LOOKUP_PAGE_SIZE = 5;
export const REWARDS_LOOKUP_PAGE_NUMBER = 1;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;
export const FIRST_NAME_MAX_SPACES = 1;
export const LAST_NAME_MAX_SPACES = 3;
export const ADDRESS_LINE_MAX = 255;
export const ADDRESS_LINE_EXTRA_MAX = 20;
export const ZIP_SENT_DIGITS = 5;
export const CARD_NUMBER_DIGITS = 16;
export const CARD_CODE_DIGITS = 6;
export const US_PHONE_DIGITS = 10;

// /api/log limits (ours: the spec names the endpoint, not its limits)
export const LOG_BODY_MAX_BYTES = 8 * 1024;

// Request bodies (ours, issue 19): read no further than the route class's limit; past it, 413.
/** Every JSON route but those below: a form, a cart change, a checkout. */
export const REQUEST_BODY_MAX_BYTES = 16 * 1024;
/** The operators' API (/api/admin/*, Bearer token): whole content pages, documents and circulars. */
export const ADMIN_REQUEST_BODY_MAX_BYTES = 1024 * 1024;
/**
 * A catalogue or stock file sent to an import (the admin API's and the back office's `/imports`):
 * issue 23, decision 055. Below Next's proxy buffer (10 MB, `proxyClientMaxBodySize`), which would
 * cut a longer body short; larger files go through `npm run import:catalog`.
 */
export const IMPORT_BODY_MAX_BYTES = 8 * 1024 * 1024;
/**
 * A product picture sent to the admin API or the back office's product screen (decision 063): the
 * picture's 5 MB (IMAGE_MAX_BYTES) with the form around it. Every other server action keeps
 * Next's own 1 MB bound (ACTION_BODY_MAX_BYTES, checked by the proxy).
 */
export const IMAGE_BODY_MAX_BYTES = 6 * 1024 * 1024;
export const ACTION_BODY_MAX_BYTES = 1024 * 1024;
/** Retry-After on a 503 while PostgreSQL cannot be reached (a restart or a fail-over takes about this long). */
export const DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS = 30;
export const LOG_MESSAGE_MAX_CHARACTERS = 2000;
export const LOG_RATE_LIMIT_PER_MINUTE = 60;

// Content and customer service (issue 9). The spec's §9 timings are above; these are ours.
/** Contact-us forms a caller may send an hour, and a mailbox a day, before being asked to wait. */
export const CONTACT_FORMS_PER_CALLER_PER_HOUR = 5;
export const CONTACT_FORMS_PER_EMAIL_PER_DAY = 10;
export const CONTACT_MESSAGE_MAX_CHARACTERS = 2000;
/** An agent counts as available while their console has been seen within this window. */
export const CHAT_AGENT_PRESENCE_TTL_MS = 45_000;
export const CHAT_MESSAGE_MAX_CHARACTERS = 1000;
/** §8: actions ending in ERROR or FAILURE are logged at a sample rate (ours: one in ten). */
export const FAILURE_ACTION_LOG_SAMPLE_RATE = 0.1;
/** §8: the last four actions travel with error logs. */
export const ACTIONS_KEPT_FOR_ERROR_LOGS = 4;
/** A dismissed app-install banner stays away this long. */
export const APP_BANNER_DISMISS_DAYS = 30;

// Store pickup times (issue 18 item 15; ours: the spec promises pickup, not when)
/** A part on the shelf is ready this long after the order while the store is open ("usually within an hour"). */
export const PICKUP_LEAD_MINUTES = 60;
/** A part sent from a sister store reaches the shopper's store this many days after the order. */
export const SISTER_STORE_TRANSFER_DAYS = 1;
/** A part sent from a distribution centre reaches the store this many days after the order. */
export const DISTRIBUTION_CENTRE_TRANSFER_DAYS = 2;

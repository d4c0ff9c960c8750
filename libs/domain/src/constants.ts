/**
 * Business constants and limits of spec §9 (and the header / storage names of §3 and §7).
 * Values the spec does not name are marked "assumption" and listed in ../ASSUMPTIONS.md.
 */

// ---- spec §7: headers of the main API client ------------------------------------------

/** Token refresh on the main API base (spec §4, §7). */
export const TOKEN_REFRESH_PATH = '/tokens/token-refresh';

/** Value of the x-ssp-channel header on every bottle / user-service call (spec §7, §9). */
export const CHANNEL_HEADER_VALUE = '3';

/** Header names of the main API client (spec §7). */
export const SSP_HEADERS = {
  token: 'x-ssp-token',
  refreshToken: 'x-ssp-refresh-token',
  channel: 'x-ssp-channel',
} as const;

/** Gateway service-id header name. Assumption: the spec (§7) describes it but does not name it. */
export const GATEWAY_SERVICE_HEADER = 'x-gateway-service-id';

/** Gateway service-id values: bottle for app calls, user for social-account and sign-on calls (spec §7). Assumed values. */
export const GATEWAY_SERVICE = {
  bottle: 'bottle-service',
  user: 'user-service',
} as const;
export type GatewayService = keyof typeof GATEWAY_SERVICE;

/** Header carrying the chat thread id on chat requests and responses (spec §3, §4). Assumed name. */
export const THREAD_ID_HEADER = 'x-thread-id';

/** Header carrying the member's cno on the recent-search count call (spec §3, §7). Assumed name. */
export const CNO_HEADER = 'cno';

/** XSRF cookie read into a header on same-origin requests (spec §9). */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** Generic error kinds of the HTTP client (spec §8). */
export const HTTP_ERROR_KINDS = ['network', 'timeout', 'cancelled', 'badRequest', 'badResponse'] as const;
export type HttpErrorKind = (typeof HTTP_ERROR_KINDS)[number];

// ---- spec §3: storage keys -----------------------------------------------------------

/**
 * Keys of local storage (tokens, auto-login state) and session storage (threadId), exactly the
 * spec's (§3, architecture.md "Contracts fixed here").
 */
export const STORAGE_KEYS = {
  acesTkn: 'acesTkn',
  rnwTkn: 'rnwTkn',
  ssoTkn: 'ssoTkn',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  autoLoginState: 'AUTO_LOGIN_STATE',
  threadId: 'threadId',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// ---- spec §3, §9: device defaults ----------------------------------------------------

export const DEFAULT_APP_VER = '0.0.0';
export const DEFAULT_DEVICE_OS = 'web';

// ---- spec §2, §9: stores -------------------------------------------------------------

/** Store saved as main store when the member skips the main-store setting (spec §2, §9). */
export const DEFAULT_STORE_ON_SKIP = '361';
/** Store shown by the store info popup to visitors who are not logged in (spec §2, §6, §9). */
export const ANONYMOUS_STORE_CODE = '201';

// ---- spec §9: data fetching ----------------------------------------------------------

/** Default number of retries of a data fetch (spec §9). */
export const RETRY_COUNT = 3;
const RETRY_BASE_DELAY_MS = 1000;
const RETRY_MAX_DELAY_MS = 30000;

/**
 * Delay before retry number `attempt` (0 for the first retry): min(1000 × 2^n, 30000) ms (spec §9).
 * A negative, fractional or non-number attempt is read as the nearest valid attempt (0 for NaN),
 * so a bad counter never yields NaN or a negative delay.
 *
 * @example
 * retryDelayMs(0); // 1000
 * retryDelayMs(5); // 30000
 */
export function retryDelayMs(attempt: number): number {
  // 2^15 × 1000 already exceeds the cap; clamping the exponent keeps huge n finite.
  const n = Number.isNaN(attempt) || attempt <= 0 ? 0 : Math.min(Math.floor(attempt), 15);
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** n, RETRY_MAX_DELAY_MS);
}

/** Cache time of unused data, in seconds: 5 minutes (spec §9). */
export const KEEP_UNUSED_DATA_FOR_SECONDS = 300;
/** Minimum stale time of suspense queries (spec §9). */
export const SUSPENSE_MIN_STALE_TIME_MS = 1000;

// ---- spec §2, §9: shell --------------------------------------------------------------

/** Bottom-sheet and full-screen panel slide duration, in seconds (spec §2, §9). */
export const SLIDE_DURATION_S = 0.5;
/** Viewport zoom range on the paths that allow zoom (spec §2, §9). Elsewhere the scale is 1. */
export const ZOOM_RANGE = { min: 0.5, max: 5 } as const;
export const LOCKED_ZOOM_SCALE = 1;

/** Paths the spec names (spec §2). Route paths of most screens are the app's own. */
export const KNOWN_PATHS = {
  login: '/login',
  productFindPlace: '/product/findplace',
  exhibition: '/exhibition',
  chat: '/chat',
  /** Assumption: the spec names the callback 'login_callback_kakao' without its full path. */
  kakaoLoginCallback: '/login_callback_kakao',
  /** Assumption: the spec only says "a naver callback". */
  naverLoginCallback: '/login_callback_naver',
} as const;

// ---- spec §2, §9: barcode ------------------------------------------------------------

/** Digits per group when a card number is displayed 4-4-4-4 (spec §2, §9). */
export const CARD_NUMBER_GROUP = 4;

// ---- spec §9: theme ------------------------------------------------------------------

/**
 * Theme colours of spec §9. The spec fixes black, white, red, bottle_green and gray_bg and says
 * "several other grays": the gray scale below (gray_100 … gray_900) is an assumption.
 */
export const THEME_COLORS = {
  black: '#000',
  white: '#fff',
  red: '#d74728',
  bottle_green: '#00484d',
  gray_bg: '#f4f4f4',
  gray_100: '#f8f8f8',
  gray_200: '#eeeeee',
  gray_300: '#dddddd',
  gray_400: '#bbbbbb',
  gray_500: '#999999',
  gray_600: '#777777',
  gray_700: '#555555',
  gray_800: '#333333',
  gray_900: '#222222',
} as const;
export type ThemeColor = keyof typeof THEME_COLORS;

// ---- spec §4: security check ---------------------------------------------------------

/** cert_key_dvs value with which the security check passes without a hash check (spec §4). */
export const CERT_KEY_DVS_PASS = 'D';

/** Y / N flags used all over the API (must_yn, isMyBucker, AUTO_LOGIN_STATE, valid_yn…). */
export type YesNo = 'Y' | 'N';

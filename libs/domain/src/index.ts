/**
 * @bottle/domain: the product's vocabulary (spec §3, §5, §8, §9) as typed, dependency-free data
 * and pure functions. No screen spells a code, a path or a message itself.
 */
export type { Lang } from './lang';
export { LANGS, toLang, langOfForeignFlag } from './lang';

export type { MessageKey, MessageParams, MessageTable, MessagePack } from './messages';
export {
  MESSAGES,
  MESSAGE_KEYS,
  message,
  lookupMessage,
  isMessageKey,
  registerMessages,
  registerMessagePack,
  loadLanguage,
  loadRequestedLanguages,
  isLanguageLoaded,
} from './messages';
export type { DomainMessageKey } from './messages/catalogue';

export type { GatewayService, HttpErrorKind, StorageKey, ThemeColor, YesNo } from './constants';
export { UPLOAD_CHUNK_SIZE, CHUNK_LOAD_TIMEOUT_MS, DESKTOP_QR, QUERY_KEYS, BARCODE_DEFAULTS } from './constants-screens';
export {
  CHANNEL_HEADER_VALUE,
  SSP_HEADERS,
  GATEWAY_SERVICE_HEADER,
  GATEWAY_SERVICE,
  THREAD_ID_HEADER,
  CNO_HEADER,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  HTTP_ERROR_KINDS,
  STORAGE_KEYS,
  DEFAULT_APP_VER,
  DEFAULT_DEVICE_OS,
  DEFAULT_STORE_ON_SKIP,
  ANONYMOUS_STORE_CODE,
  RETRY_COUNT,
  retryDelayMs,
  KEEP_UNUSED_DATA_FOR_SECONDS,
  SUSPENSE_MIN_STALE_TIME_MS,
  SLIDE_DURATION_S,
  ZOOM_RANGE,
  LOCKED_ZOOM_SCALE,
  KNOWN_PATHS,
  CARD_NUMBER_GROUP,
  THEME_COLORS,
  CERT_KEY_DVS_PASS,
} from './constants';

// The spec §7 call table and its lookups: every export of the module is public.
export * from './endpoints';
export { normalizePath, isTokenFreePath, parseSeqNo } from './rules/paths';

export { formatNumber, formatCardNumber, gradeToAmount, stripLast4 } from './format/number';
// The one rule of grade, next grade and amount to it.
export { gradeForSpend, gradeProgress, gradeRank } from './rules/grade';
export type { GradeProgress, GradeStandard } from './rules/grade';
export { fontSize } from './format/font-size';
export { GRADE_AMOUNT_STEP, GRADE_AMOUNT_UNLIMITED, GRADE_AMOUNT_UNLIMITED_FROM } from './format/number';
export { parseVersion, compareVersions, isVersionLower } from './format/version';
export type { ParticlePair } from './format/particle';
export { PARTICLE_PAIRS, particle, withParticle, finalConsonantOf } from './format/particle';
export type { MonthItem, DayOfWeekKo, DateValue } from './format/date';
// Straight from their own module, not through ./format/date: what start-up reads of dates must
// not bring the whole date module into the first route (a re-export makes it part of the graph).
export type { Instant, KstDateTime, ApiDateShape, ApiDateParts } from './format/kst-wall-time';
export { KST_TIME_ZONE, DAY_MS, kstParts, kstToday, toYmd, parseApiDate, addDays } from './format/kst-wall-time';
export {
  kstWeekday,
  kstDayFromNow,
  kstTodayInput,
  fromYmd,
  toYmdHm,
  fromYmdHm,
  toYmdHms,
  fromYmdHms,
  toAutoLoginSaveDate,
  fromAutoLoginSaveDate,
  fromApiDate,
  isApiDate,
  weekdayOf,
  dayOfWeekKo,
  DAY_OF_WEEK_KO,
  monthList,
  MONTH_LIST_MAX,
  apiDateToInput,
  inputDateToApi,
  formatDate,
  formatDateTime,
  formatMonthDayTime,
  formatDotDate,
  formatDayLabel,
} from './format/date';

export type { CodeDefinition, CodeDefinitions, CodeEntry, CodeTable, CodeOf, CodeIn, LabelResult } from './codes/code-table';
export { defineCodes, isCode, parseCode, entryOf, labelOf, labelText } from './codes/code-table';
// Every code table of spec §3 and its code type: the module is public as a whole.
export * from './codes/catalogue';
export * from './codes/catalogue-names';

export type { LoginDecision, LoginDecisionKind, LoginErrorOptions, LoginErrorResponse, LoginTarget } from './rules/login-error';
export {
  decideLoginError,
  LOGIN_TARGETS,
  LOGIN_44_DETAILS,
  LOGIN_ERROR_CODE,
  LOGIN_FAILURE_ONLY,
  LOGIN_WITHDRAWN_DETAIL,
  SIGNUP_ID_TAKEN_DETAIL,
} from './rules/login-error';
export type { SignupField, SignupProblem, SignupProfile } from './rules/signup';
export { isAdultByBirthDate, normalizePhone, signupProblems, SIGNUP_FIELDS } from './rules/signup';
export type { AgreementLike } from './rules/agreement';
export { agreementLabel, isRequiredAgreement, allRequiredAccepted } from './rules/agreement';
export type { MainStoreConfirmState, StoreInfoContext } from './rules/store';
export { canConfirmMainStore, mainStoreOnSkip, storeInfoCode, storeInfoActions, storeMapUrl } from './rules/store';
export { isWishListOn, isBookmarkActive, hasCardNumber } from './rules/product';
export type { ClassDates } from './rules/class-status';
export { classStatusOn, classTakesSignUps } from './rules/class-status';
export type { UpdateCheck, SecurityOutcome } from './rules/startup';
export { needsMandatoryUpdate, securityFirstStep, securityAfterHash } from './rules/startup';

export type {
  AnalyticsPlatform,
  AnalyticsEvent,
  AnalyticsEventId,
  AnalyticsEventName,
  AnalyticsParams,
  ScreenId,
  ScreenName,
} from './analytics';
export {
  ANALYTICS_PLATFORM,
  ANALYTICS_EVENTS,
  ANALYTICS_EVENT_NAME_PATTERN,
  SCREENS,
  platformOf,
  analyticsEvent,
  screenViewEvent,
  isValidAnalyticsEventName,
} from './analytics';
// Home's names straight from their own module, not through ./analytics: the first route must not
// carry the whole catalogue (a re-export makes it part of the graph).
export { HOME_ANALYTICS_EVENTS, HOME_SCREENS } from './analytics/home-events';

// The pickup pass: TOTP (RFC 6238) and what its QR code carries.
export * from './pickup';

// Stores by distance and open now (spec §3 store detail's hours and holidays, Korean time).
export * from './geo';

// Fair, verifiable draws (응모): the draw function the server runs and the verify page reruns.
export * from './draws';
// Ratings and reviews: half-star ratings, the average, limits, the displayed name and what a
// review may not hold (contact details, abusive words from published lists).
export * from './reviews';

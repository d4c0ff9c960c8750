/**
 * Every enumeration of spec §3 (and the device OS values of §3, the login status of §3), each a
 * typed table with Korean and English labels. Codes are the spec's; names and labels are ours.
 * Where the spec names a value without its wire code, the code is an assumption
 * (see ASSUMPTIONS.md): push message types and login status.
 */
import { defineCodes } from './code-table';
import type { CodeIn } from './code-table';
import { LOGIN_STATUSES } from './login-status';
import { FOOD_CATEGORIES, FOODS, GRAPE_VARIETIES, NATIONS } from './catalogue-names';

// ---- Wine type codes (spec §3 table). 034006006 is not in the spec's table. ----------
export const WINE_TYPES = defineCodes('wineType', {
  red: { code: '034006001', ko: '레드', en: 'Red' },
  sparkling: { code: '034006002', ko: '스파클링', en: 'Sparkling' },
  rose: { code: '034006003', ko: '로제', en: 'Rosé' },
  white: { code: '034006004', ko: '화이트', en: 'White' },
  none: { code: '034006005', ko: '논알코올', en: 'Non-alcoholic' },
  natural: { code: '034006007', ko: '내추럴', en: 'Natural' },
  fortified: { code: '034006008', ko: '주정강화', en: 'Fortified' },
});
export type WineTypeCode = CodeIn<typeof WINE_TYPES>;
export const WINE_TYPE = WINE_TYPES.byName;

// ---- Liquor type codes (spec §3 table) ----------------------------------------------
export const LIQUOR_TYPES = defineCodes('liquorType', {
  blendedWhisky: { code: '034005001', ko: '블렌디드 위스키', en: 'Blended whisky' },
  brandy: { code: '034005002', ko: '브랜디', en: 'Brandy' },
  liqueur: { code: '034005003', ko: '리큐르', en: 'Liqueur' },
  vodka: { code: '034005004', ko: '보드카', en: 'Vodka' },
  sake: { code: '034005005', ko: '사케', en: 'Sake' },
  baijiu: { code: '034005006', ko: '백주', en: 'Baijiu' },
  gift: { code: '034005007', ko: '선물세트', en: 'Gift' },
  flatPrice: { code: '034005008', ko: '균일가', en: 'Flat price' },
  singleMaltWhisky: { code: '034005009', ko: '싱글몰트 위스키', en: 'Single malt whisky' },
  bourbonWhisky: { code: '034005010', ko: '버번 위스키', en: 'Bourbon whisky' },
  japanWhisky: { code: '034005011', ko: '재패니즈 위스키', en: 'Japanese whisky' },
  tequila: { code: '034005012', ko: '데킬라', en: 'Tequila' },
  rum: { code: '034005013', ko: '럼', en: 'Rum' },
  gin: { code: '034005014', ko: '진', en: 'Gin' },
  miniature: { code: '034005015', ko: '미니어처', en: 'Miniature' },
});
export type LiquorTypeCode = CodeIn<typeof LIQUOR_TYPES>;
export const LIQUOR_TYPE = LIQUOR_TYPES.byName;

// ---- Membership grades (spec §3 table) ------------------------------------------------
export const MEMBERSHIP_GRADES = defineCodes('membershipGrade', {
  family: { code: '1', ko: '패밀리', en: 'Family' },
  silver: { code: '2', ko: '실버', en: 'Silver' },
  gold: { code: '3', ko: '골드', en: 'Gold' },
  diamond: { code: '4', ko: '다이아몬드', en: 'Diamond' },
});
export type MembershipGradeCode = CodeIn<typeof MEMBERSHIP_GRADES>;
export const MEMBERSHIP_GRADE = MEMBERSHIP_GRADES.byName;

// ---- Agreement types (spec §3 table) --------------------------------------------------
export const AGREEMENT_TYPES = defineCodes('agreementType', {
  member: { code: '1', ko: '회원 이용약관', en: 'Membership terms' },
  privacy: { code: '2', ko: '개인정보 수집·이용 동의', en: 'Collection and use of personal information' },
  marketing: { code: '3', ko: '마케팅 정보 수신 동의', en: 'Marketing information' },
  push: { code: '4', ko: '앱 푸시 알림 수신 동의', en: 'App push notifications' },
  ci: { code: '5', ko: 'CI(연계정보) 수집·이용 동의', en: 'Use of connecting information (CI)' },
  receipt: { code: '6', ko: '전자영수증 발급 동의', en: 'Electronic receipts' },
  crm: { code: '7', ko: 'CRM 활용 동의', en: 'Customer relationship management (CRM)' },
  partnerLoyaltyPrivacy: {
    code: '8',
    ko: '제휴 멤버십 개인정보 수집·이용 동의',
    en: 'Partner loyalty: collection and use of personal information',
  },
  partnerLoyaltyProvide: {
    code: '9',
    ko: '제휴 멤버십 개인정보 제3자 제공 동의',
    en: 'Partner loyalty: provision of personal information to third parties',
  },
  privacy2: { code: '19', ko: '개인정보 수집·이용 동의(2)', en: 'Collection and use of personal information (2)' },
});
export type AgreementTypeCode = CodeIn<typeof AGREEMENT_TYPES>;
export const AGREEMENT_TYPE = AGREEMENT_TYPES.byName;
/** The short list of agreement types: member 1, privacy 2, marketing 3, push 4 (spec §3). */
export const SHORT_AGREEMENT_TYPES: readonly AgreementTypeCode[] = ['1', '2', '3', '4'];

// ---- Catalogue (spec §3) --------------------------------------------------------------
export const PRODUCT_CATEGORIES = defineCodes('productCategory', {
  all: { code: 'all', ko: '전체', en: 'All' },
  wine: { code: 'wine', ko: '와인', en: 'Wine' },
  liquor: { code: 'liquor', ko: '리커', en: 'Liquor' },
});
export type ProductCategory = CodeIn<typeof PRODUCT_CATEGORIES>;

export const WINE_DETAIL_TABS = defineCodes('wineDetailTab', {
  style: { code: 'style', ko: '스타일', en: 'Style' },
  info: { code: 'info', ko: '정보', en: 'Info' },
  winery: { code: 'winery', ko: '와이너리', en: 'Winery' },
});
export type WineDetailTab = CodeIn<typeof WINE_DETAIL_TABS>;

export const LIQUOR_DETAIL_TABS = defineCodes('liquorDetailTab', {
  info: { code: 'info', ko: '정보', en: 'Info' },
  style: { code: 'style', ko: '스타일', en: 'Style' },
  distillery: { code: 'distillery', ko: '증류소', en: 'Distillery' },
});
export type LiquorDetailTab = CodeIn<typeof LIQUOR_DETAIL_TABS>;

export const WINE_FILTER_KEYS = defineCodes('wineFilterKey', {
  type: { code: 'type', ko: '종류', en: 'Type' },
  nation: { code: 'nation', ko: '국가', en: 'Country' },
  kind: { code: 'kind', ko: '품종', en: 'Grape variety' },
  fivesense: { code: 'fivesense', ko: '맛과 향', en: 'Taste and aroma' },
  style: { code: 'style', ko: '스타일', en: 'Style' },
  price: { code: 'price', ko: '가격', en: 'Price' },
});
export type WineFilterKey = CodeIn<typeof WINE_FILTER_KEYS>;

export const SEARCH_TAB_TYPES = defineCodes('searchTabType', {
  product: { code: '1', ko: '상품', en: 'Products' },
  price: { code: '2', ko: '가격', en: 'Price' },
  exchange: { code: '3', ko: '교환', en: 'Exchange' },
});
export type SearchTabType = CodeIn<typeof SEARCH_TAB_TYPES>;
export const SEARCH_TAB_TYPE = SEARCH_TAB_TYPES.byName;

export const SEARCH_FILTER_MODES = defineCodes('searchFilterMode', {
  all: { code: 'all', ko: '전체', en: 'All' },
  price: { code: 'price', ko: '가격', en: 'Price' },
  exchange: { code: 'exchange', ko: '교환', en: 'Exchange' },
  product: { code: 'product', ko: '상품', en: 'Products' },
});
export type SearchFilterMode = CodeIn<typeof SEARCH_FILTER_MODES>;

export const ALARM_KINDS = defineCodes('alarmKind', {
  restock: { code: 'restock', ko: '재입고 알림', en: 'Restock alert' },
  reservation: { code: 'reservation', ko: '예약 알림', en: 'Reservation alert' },
});
export type AlarmKind = CodeIn<typeof ALARM_KINDS>;

// ---- Other enumerations (spec §3) -----------------------------------------------------
export const EVENT_STATUSES = defineCodes('eventStatus', {
  before: { code: 'BEFORE', ko: '진행 예정', en: 'Upcoming' },
  ongoing: { code: 'ING', ko: '진행 중', en: 'Ongoing' },
});
export type EventStatus = CodeIn<typeof EVENT_STATUSES>;

export const CLASS_STATUSES = defineCodes('classStatus', {
  soon: { code: 'CLASS_SOON', ko: '오픈 예정', en: 'Opening soon' },
  ongoing: { code: 'CLASS_ING', ko: '모집 중', en: 'Ongoing' },
  ended: { code: 'CLASS_END', ko: '종료', en: 'Ended' },
});
export type ClassStatus = CodeIn<typeof CLASS_STATUSES>;

export const STATUSES = defineCodes('status', {
  ongoing: { code: 'ing', ko: '진행 중', en: 'Ongoing' },
  ended: { code: 'end', ko: '종료', en: 'Ended' },
});
export type Status = CodeIn<typeof STATUSES>;

export const RESULT_STATUSES = defineCodes('resultStatus', {
  none: { code: 'NONE', ko: '결과 없음', en: 'No result' },
  success: { code: 'SUCCESS', ko: '성공', en: 'Success' },
  fail: { code: 'FAIL', ko: '실패', en: 'Failed' },
  empty: { code: '', ko: '미정', en: 'Not set' },
});
export type ResultStatus = CodeIn<typeof RESULT_STATUSES>;

export const OPEN_STATES = defineCodes('openState', {
  open: { code: 'OPEN', ko: '열림', en: 'Open' },
  close: { code: 'CLOSE', ko: '닫힘', en: 'Closed' },
  empty: { code: '', ko: '미정', en: 'Not set' },
});
export type OpenState = CodeIn<typeof OPEN_STATES>;

export const LINK_KINDS = defineCodes('linkKind', {
  appList: { code: 'APPLIST', ko: '앱 화면', en: 'App screen' },
  url: { code: 'URL', ko: '외부 링크', en: 'Web link' },
  useless: { code: 'USELESS', ko: '링크 없음', en: 'No link' },
});
export type LinkKind = CodeIn<typeof LINK_KINDS>;

/**
 * Log entity types (spec §3). The spec lists '{product}' verbatim after PRODUCT; it is kept as a
 * value so a log record carrying it is recognised (assumption: a product-type placeholder).
 */
export const LOG_ENTITY_TYPES = defineCodes('logEntityType', {
  user: { code: 'USER', ko: '회원', en: 'User' },
  coupon: { code: 'COUPON', ko: '쿠폰', en: 'Coupon' },
  event: { code: 'EVENT', ko: '이벤트', en: 'Event' },
  push: { code: 'PUSH', ko: '푸시', en: 'Push' },
  product: { code: 'PRODUCT', ko: '상품', en: 'Product' },
  productPlaceholder: { code: '{product}', ko: '상품(유형별)', en: 'Product (by type)' },
});
export type LogEntityType = CodeIn<typeof LOG_ENTITY_TYPES>;

/**
 * Push message types (spec §3). The spec names them without wire codes: the codes below are
 * assumptions (ASSUMPTIONS.md), kept in one place so a correction is one edit.
 */
export const PUSH_MESSAGE_TYPES = defineCodes('pushMessageType', {
  pickupForbiddenPushY: { code: 'PICKUP_FORBIDDEN_PUSH_Y', ko: '픽업 불가 (푸시 수신)', en: 'Pickup unavailable (push on)' },
  pickupForbiddenPushN: { code: 'PICKUP_FORBIDDEN_PUSH_N', ko: '픽업 불가 (푸시 미수신)', en: 'Pickup unavailable (push off)' },
  pickupOpenBefore: { code: 'PICKUP_OPEN_BEFORE', ko: '픽업 오픈 예정', en: 'Pickup opening soon' },
  soldOutRestockY: { code: 'SOLDOUT_RESTOCK_Y', ko: '품절 상품 재입고', en: 'Sold-out item restocked' },
  soldOutRestockN: { code: 'SOLDOUT_RESTOCK_N', ko: '품절 상품 재입고 없음', en: 'Sold-out item not restocked' },
  pickup: { code: 'PICKUP', ko: '픽업', en: 'Pickup' },
  pickupType1: { code: 'PICKUP_TYPE1', ko: '픽업 유형 1', en: 'Pickup type 1' },
  pickupType2: { code: 'PICKUP_TYPE2', ko: '픽업 유형 2', en: 'Pickup type 2' },
  pickupComplete: { code: 'PICKUP_COMPLETE', ko: '픽업 완료', en: 'Pickup complete' },
});
export type PushMessageType = CodeIn<typeof PUSH_MESSAGE_TYPES>;

/** device_os values (spec §3): web by default, I for iOS, A for Android. */
export const DEVICE_OS = defineCodes('deviceOs', {
  web: { code: 'web', ko: '웹', en: 'Web' },
  ios: { code: 'I', ko: 'iOS', en: 'iOS' },
  android: { code: 'A', ko: '안드로이드', en: 'Android' },
});
export type DeviceOs = CodeIn<typeof DEVICE_OS>;

/** Y / N flags (must_yn, isMyBucker, AUTO_LOGIN_STATE, valid_yn, frnYn…). */
export const YES_NO = defineCodes('yesNo', {
  yes: { code: 'Y', ko: '예', en: 'Yes' },
  no: { code: 'N', ko: '아니요', en: 'No' },
});

// loginStatus lives in its own module (login-status.ts): the first route reads it, and this
// module's tables would come with it.
export { LOGIN_STATUSES, type LoginStatus } from './login-status';

/** Social login providers (spec §1, §2): two providers, plus the apple-account login. */
export const SOCIAL_PROVIDERS = defineCodes('socialProvider', {
  kakao: { code: 'kakao', ko: '카카오', en: 'Kakao' },
  naver: { code: 'naver', ko: '네이버', en: 'Naver' },
  apple: { code: 'apple', ko: 'Apple', en: 'Apple' },
});
export type SocialProvider = CodeIn<typeof SOCIAL_PROVIDERS>;

/** Every table, for generic checks (labels present in both languages, no duplicate codes). */
export const CODE_TABLES = [
  WINE_TYPES,
  LIQUOR_TYPES,
  MEMBERSHIP_GRADES,
  AGREEMENT_TYPES,
  PRODUCT_CATEGORIES,
  WINE_DETAIL_TABS,
  LIQUOR_DETAIL_TABS,
  WINE_FILTER_KEYS,
  SEARCH_TAB_TYPES,
  SEARCH_FILTER_MODES,
  ALARM_KINDS,
  EVENT_STATUSES,
  CLASS_STATUSES,
  STATUSES,
  RESULT_STATUSES,
  OPEN_STATES,
  LINK_KINDS,
  LOG_ENTITY_TYPES,
  PUSH_MESSAGE_TYPES,
  DEVICE_OS,
  YES_NO,
  LOGIN_STATUSES,
  SOCIAL_PROVIDERS,
  NATIONS,
  GRAPE_VARIETIES,
  FOOD_CATEGORIES,
  FOODS,
] as const;

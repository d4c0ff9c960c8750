/**
 * Analytics vocabulary (spec §2, §7; architecture.md "Contracts fixed here"): the screen names of
 * spec §2 and the events the app sends through gtag, with the platform property WebView or
 * MobileWeb. The spec counts about 100 event names without listing them; the names below are
 * ours, in GA4's snake_case (assumption), one per user action the spec describes.
 */
import type { MessageKey } from '../messages';
import { HOME_ANALYTICS_EVENTS, HOME_SCREENS } from './home-events';
import { analyticsEvent, type AnalyticsEvent, type AnalyticsParams, type AnalyticsPlatform } from './event';

export { ANALYTICS_PLATFORM, platformOf, analyticsEvent } from './event';
export type { AnalyticsPlatform, AnalyticsParams, AnalyticsEvent } from './event';

/** The screen names of spec §2 (sent as screen_name) and the catalogue key of their title. */
export const SCREENS = {
  // home's (main, the age check) live in ./home-events.ts: the first route carries only them
  ...HOME_SCREENS,
  promotion: { name: 'promotion', title: 'screen.promotion' },
  tastingList: { name: 'tasting_list', title: 'screen.tastingList' },
  tastingWrite: { name: 'tasting_write', title: 'screen.tastingWrite' },
  tastingDetail: { name: 'tasting_detail', title: 'screen.tastingDetail' },
  searchPage: { name: 'search_page', title: 'screen.searchPage' },
  myBunker: { name: 'my_bunker', title: 'screen.myBunker' },
  reservationDetails: { name: 'reservation_details', title: 'screen.reservationDetails' },
  myPage: { name: 'my_page', title: 'screen.myPage' },
  wineNavigation: { name: 'wine_navigation', title: 'screen.wineNavigation' },
  event: { name: 'event', title: 'screen.event' },
  alarm: { name: 'alarm', title: 'screen.alarm' },
  pickupList: { name: 'pickup_list', title: 'screen.pickupList' },
  recommendationItem: { name: 'recommendation_item', title: 'screen.recommendationItem' },
  aiSommelier: { name: 'ai_sommelier', title: 'screen.aiSommelier' },
  myDiary: { name: 'my_diary', title: 'screen.myDiary' },
  loginPage: { name: 'login_page', title: 'screen.loginPage' },
  termsPopup: { name: 'terms_popup', title: 'screen.termsPopup' },
  mainAlarm: { name: 'main_alarm', title: 'screen.mainAlarm' },
  customerCenter: { name: 'customer_center', title: 'screen.customerCenter' },
} as const satisfies Record<string, { name: string; title: MessageKey }>;
export type ScreenId = keyof typeof SCREENS;
export type ScreenName = (typeof SCREENS)[ScreenId]['name'];

/** Event names the app sends (GA4 rules: a letter first, then letters, digits, _; ≤ 40 chars). */
export const ANALYTICS_EVENTS = {
  // home's (the age check, banners and sections; screen_view) live in ./home-events.ts: the first
  // route carries only them
  ...HOME_ANALYTICS_EVENTS,
  // shell (spec §2: page views on every route change)
  pageView: 'page_view',
  desktopGuidanceView: 'desktop_guidance_view',
  desktopWebsiteClick: 'desktop_website_click',
  appUpdateView: 'app_update_view',
  appUpdateClick: 'app_update_click',
  appUpdateCancel: 'app_update_cancel',
  inspectionView: 'inspection_view',
  // footer tabs (spec §2)
  footerHomeClick: 'footer_home_click',
  footerFoodPairingClick: 'footer_food_pairing_click',
  footerSearchClick: 'footer_search_click',
  footerMyDiaryClick: 'footer_my_diary_click',
  footerMyPageClick: 'footer_my_page_click',
  // login and membership (spec §1, §8)
  loginClick: 'login_click',
  loginSuccess: 'login_success',
  loginFail: 'login_fail',
  easyLoginClick: 'easy_login_click',
  socialLoginClick: 'social_login_click',
  appleLoginClick: 'apple_login_click',
  autoLoginChange: 'auto_login_change',
  logout: 'logout',
  signupStart: 'signup_start',
  signupComplete: 'signup_complete',
  withdraw: 'withdraw',
  termsView: 'terms_view',
  termsAgreeAll: 'terms_agree_all',
  // main (spec §7 main calls)
  mainPopupView: 'main_popup_view',
  mainPopupClose: 'main_popup_close',
  mainAlarmClick: 'main_alarm_click',
  promotionClick: 'promotion_click',
  // search (spec §1: text, camera and voice)
  searchSubmit: 'search_submit',
  searchAutocompleteClick: 'search_autocomplete_click',
  searchTopWordClick: 'search_top_word_click',
  searchRecommendWordClick: 'search_recommend_word_click',
  searchRecentWordClick: 'search_recent_word_click',
  searchCameraClick: 'search_camera_click',
  searchVoiceClick: 'search_voice_click',
  searchTabChange: 'search_tab_change',
  searchFilterApply: 'search_filter_apply',
  searchFilterReset: 'search_filter_reset',
  searchResultClick: 'search_result_click',
  wineNavigationFilter: 'wine_navigation_filter',
  // product
  productView: 'product_view',
  productTabChange: 'product_tab_change',
  productImageView: 'product_image_view',
  productShare: 'product_share',
  productFindPlace: 'product_find_place',
  myBunkerAdd: 'my_bunker_add',
  myBunkerRemove: 'my_bunker_remove',
  alarmRestockSet: 'alarm_restock_set',
  alarmReservationSet: 'alarm_reservation_set',
  alarmCancel: 'alarm_cancel',
  // pickup flow (spec §2 steps 1–6)
  pickupReservationView: 'pickup_reservation_view',
  pickupLocationSelect: 'pickup_location_select',
  pickupPrivacyAgree: 'pickup_privacy_agree',
  pickupReservationConfirm: 'pickup_reservation_confirm',
  pickupCancel: 'pickup_cancel',
  pickupConfirm: 'pickup_confirm',
  // paying when reserving (docs/payments.md): the window opened, paid, failed (with Toss's code), refunded
  pickupPaymentStart: 'pickup_payment_start',
  pickupPaymentSuccess: 'pickup_payment_success',
  pickupPaymentFail: 'pickup_payment_fail',
  pickupPaymentRefund: 'pickup_payment_refund',
  // draws for allocated bottles (docs/decisions/1100-verifiable-draws.md): a draw seen, entered, withdrawn, verified
  drawView: 'draw_view',
  drawEnter: 'draw_enter',
  drawWithdraw: 'draw_withdraw',
  drawVerify: 'draw_verify',
  // tasting diary
  tastingWriteStart: 'tasting_write_start',
  tastingSave: 'tasting_save',
  tastingDelete: 'tasting_delete',
  tastingThemeClick: 'tasting_theme_click',
  tastingShareImage: 'tasting_share_image',
  // ratings and reviews (docs/reviews.md): published or edited, deleted, marked helpful, reported
  reviewWrite: 'review_write',
  reviewDelete: 'review_delete',
  reviewHelpful: 'review_helpful',
  reviewReport: 'review_report',
  // events, exhibitions, classes
  eventClick: 'event_click',
  eventApply: 'event_apply',
  eventShare: 'event_share',
  eventWinView: 'event_win_view',
  exhibitionView: 'exhibition_view',
  exhibitionItemClick: 'exhibition_item_click',
  classClick: 'class_click',
  // food pairing, encyclopedia
  foodPairingCategoryClick: 'food_pairing_category_click',
  foodPairingFoodClick: 'food_pairing_food_click',
  winepediaClick: 'winepedia_click',
  // AI sommelier (spec §1, §3 chat)
  aiSommelierOpen: 'ai_sommelier_open',
  aiChatSend: 'ai_chat_send',
  aiChatImageSend: 'ai_chat_image_send',
  aiChatVoiceStart: 'ai_chat_voice_start',
  aiChatCameraOpen: 'ai_chat_camera_open',
  aiChatFeedback: 'ai_chat_feedback',
  aiRecommendItemClick: 'ai_recommend_item_click',
  // my page, membership, stores (spec §2)
  myPagePickupClick: 'my_page_pickup_click',
  myPageCouponClick: 'my_page_coupon_click',
  myPageGradeClick: 'my_page_grade_click',
  myPageMenuClick: 'my_page_menu_click',
  membershipBarcodeOpen: 'membership_barcode_open',
  receiptView: 'receipt_view',
  pushSettingChange: 'push_setting_change',
  pushNoticeClick: 'push_notice_click',
  pushNoticeDelete: 'push_notice_delete',
  customerCenterClick: 'customer_center_click',
  noticeClick: 'notice_click',
  faqClick: 'faq_click',
  mainStoreSet: 'main_store_set',
  mainStoreSkip: 'main_store_skip',
  storeInfoView: 'store_info_view',
  storeCallClick: 'store_call_click',
  storeAddressCopy: 'store_address_copy',
  storeMapOpen: 'store_map_open',
  // field data: a member's page load as their phone measured it (LCP, INP, CLS, TTFB; sampled)
  webVitals: 'web_vitals',
} as const;
export type AnalyticsEventId = keyof typeof ANALYTICS_EVENTS;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[AnalyticsEventId];

/** GA4 limits on event names. */
export const ANALYTICS_EVENT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const RESERVED_PREFIXES = ['google_', 'ga_', 'firebase_'] as const;

/** Whether a string is a valid GA4 event name that no reserved prefix blocks. */
export function isValidAnalyticsEventName(name: unknown): boolean {
  return (
    typeof name === 'string' &&
    ANALYTICS_EVENT_NAME_PATTERN.test(name) &&
    !RESERVED_PREFIXES.some((prefix) => name.toLowerCase().startsWith(prefix))
  );
}

/** The screen_view event of a spec §2 screen. */
export function screenViewEvent(screen: ScreenId, platform: AnalyticsPlatform, params: AnalyticsParams = {}): AnalyticsEvent {
  return analyticsEvent(ANALYTICS_EVENTS.screenView, platform, { ...params, screen_name: SCREENS[screen].name });
}

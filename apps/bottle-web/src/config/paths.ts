/**
 * The typed route table (bulletproof-react `src/config/paths.ts`). Spec §2 fixes /login,
 * /product/findplace, /exhibition?exhibit_no=, /chat and the social login callbacks
 * (login_callback_kakao and a naver callback); every other path is our design, listed in
 * apps/bottle-web/ASSUMPTIONS.md. Paths containing login, signup or system need no token
 * (spec §2), which is why the demo single sign-on page lives under /system.
 */
import { shellPaths } from './shell-paths';

const seg = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  // Home and the footer tabs (spec §2), and the demo gallery: ./shell-paths.ts.
  ...shellPaths,

  // Catalogue.
  foodDetail: (foodNo: string) => `/food-pairing/${seg(foodNo)}`,
  winepedia: '/winepedia',
  winepediaDetail: (id: string) => `/winepedia/${seg(id)}`,
  product: (prdCd: string) => `/product/${seg(prdCd)}`,
  /** Spec §2 special path: where a product can be found (stores with stock). `?prd_cd=` */
  productFindPlace: '/product/findplace',
  bunker: '/mypage/bunker',

  // Pickup (spec §2 pickup flow).
  pickupReserve: (prdCd: string) => `/pickup/reserve/${seg(prdCd)}`,
  pickupList: '/pickup',
  pickupDetail: (rsvNo: string) => `/pickup/${seg(rsvNo)}`,
  alarm: '/alarm',

  // Diary and tasting.
  diaryNew: '/diary/new',
  diaryDetail: (noteNo: string) => `/diary/${seg(noteNo)}`,
  diaryEdit: (noteNo: string) => `/diary/${seg(noteNo)}/edit`,
  tastingTheme: (themeNo: string) => `/tasting/${seg(themeNo)}`,

  // Events, exhibitions, classes.
  events: '/event',
  eventDetail: (eventNo: string) => `/event/${seg(eventNo)}`,
  /** Spec §2: takes the query exhibit_no. */
  exhibition: '/exhibition',
  classes: '/class',

  // AI sommelier (spec §2: leaving /chat resets the chat loading popup).
  chat: '/chat',

  // Account.
  login: '/login',
  signup: '/signup',
  kakaoCallback: '/login_callback_kakao',
  naverCallback: '/login_callback_naver',
  /** The way back from the sign-on host (libs/api SSO_RETURN_PATH, A25). */
  ssoReturn: '/login/sso',
  grade: '/mypage/grade',
  coupons: '/mypage/coupons',
  receipts: '/mypage/receipts',
  pushNotices: '/mypage/push',
  settings: '/mypage/settings',
  customerCenter: '/mypage/help',
} as const;

export { ZOOMABLE_PATH_PREFIXES } from './shell-paths';

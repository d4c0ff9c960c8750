/**
 * The route table (bulletproof-react `src/config/paths.ts`), the one place a path is written
 *. Spec §2 fixes /login, /product/findplace, /exhibition?exhibit_no=, /chat
 * and the social login callbacks (login_callback_kakao and a naver callback); every other path
 * is our design (apps/bottle-web/ASSUMPTIONS.md says why). Paths containing login, signup or
 * system need no token (spec §2), which is why the mock server's demo single sign-on page lives
 * under /system.
 */
import { shellPaths } from './shell-paths';

/**
 * Every route of the app, written once: the router's pattern (`:name` for a parameter). Feature
 * route tables take their paths from here (`childPath`), links from `paths` below, and tests
 * from either; config/route-table.test.ts checks that the router serves exactly these.
 */
export const routePatterns = {
  // Home and the footer tabs (spec §2), and the developer gallery (dev server only): ./shell-paths.ts.
  ...shellPaths,

  // Catalogue.
  foodDetail: '/food-pairing/:foodNo',
  winepedia: '/winepedia',
  winepediaDetail: '/winepedia/:id',
  /** Spec §2 special path: where a product can be found (stores with stock). `?prd_cd=` */
  productFindPlace: '/product/findplace',
  product: '/product/:prdCd',
  bunker: '/mypage/bunker',

  // Pickup (spec §2 pickup flow).
  pickupReserve: '/pickup/reserve/:prdCd',
  // Where the payment window returns (docs/payments.md: Toss's successUrl and failUrl).
  pickupPaySuccess: '/pickup/payment/success',
  pickupPayFail: '/pickup/payment/fail',
  pickupList: '/pickup',
  pickupDetail: '/pickup/:rsvNo',
  alarm: '/alarm',

  // Draws for allocated bottles (응모): the list, a draw, its verification in the browser.
  draws: '/draws',
  drawDetail: '/draws/:drawNo',
  drawVerify: '/draws/:drawNo/verify',

  // Diary and tasting.
  diaryNew: '/diary/new',
  diaryDetail: '/diary/:noteNo',
  diaryEdit: '/diary/:noteNo/edit',
  tastingTheme: '/tasting/:themeNo',

  // Screens home opens (features/main): promotions, the guided wine choice,
  // the member's recommended items, one monthly pick.
  promotion: '/promotion',
  wineNavigation: '/wine-navigation',
  recommendations: '/recommend',
  monthlyPick: '/monthly/:mnthItemNo',

  // Events, exhibitions, classes.
  events: '/event',
  eventDetail: '/event/:eventNo',
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
  /** The L.POINT account's login form (/fo/user/ssobottle/login/lpoint). */
  lpointLogin: '/login/lpoint',
  grade: '/mypage/grade',
  /** Linked Kakao, Naver and Apple accounts. */
  linkedAccounts: '/mypage/accounts',
  /** Withdrawal: what is lost, the reason, the identity check through the sign-on. */
  withdraw: '/mypage/withdraw',
  coupons: '/mypage/coupons',
  receipts: '/mypage/receipts',
  receiptDetail: '/mypage/receipts/:rcptNo',
  pushNotices: '/mypage/push',
  settings: '/mypage/settings',
  customerCenter: '/mypage/help',
  noticeDetail: '/mypage/help/notice/:noticeNo',
} as const;

export type RouteName = keyof typeof routePatterns;

/** The parameter names of a pattern, in order: '/diary/:noteNo/edit' → ['noteNo']. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamsOf<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** One value per parameter name. */
type ValuesOf<Names extends string[]> = { [K in keyof Names]: string | number };

/** A link to a pattern: the path itself, or a function of its parameters' values, in order. */
export type LinkTo<P extends string> = ParamsOf<P> extends [] ? P : (...values: ValuesOf<ParamsOf<P>>) => string;

/**
 * Fills a pattern's parameters in order, each URL-encoded: fillPath('/diary/:noteNo/edit', '7')
 * is '/diary/7/edit'. A missing or empty value is an error: it would make a link to another route.
 */
export function fillPath(pattern: string, ...values: (string | number)[]): string {
  let next = 0;
  const filled = pattern.replace(/:[A-Za-z]+/g, (param) => {
    const value = values[next++];
    if (value === undefined || String(value) === '') throw new Error(`${pattern}: no value for ${param}`);
    return encodeURIComponent(String(value));
  });
  if (next !== values.length) throw new Error(`${pattern}: ${values.length} values for ${next} parameters`);
  return filled;
}

function linksTo<T extends Record<string, string>>(patterns: T): { [K in keyof T]: LinkTo<T[K]> } {
  return Object.fromEntries(
    Object.entries(patterns).map(([name, pattern]) => [
      name,
      pattern.includes(':') ? (...values: (string | number)[]) => fillPath(pattern, ...values) : pattern,
    ]),
  ) as { [K in keyof T]: LinkTo<T[K]> };
}

/** Links: `paths.login` is '/login', `paths.product('W0001')` is '/product/W0001'. */
export const paths = linksTo(routePatterns);

/** A pattern as a child route of the tab layout at '/': '/product/:prdCd' → 'product/:prdCd'. */
export function childPath(pattern: string): string {
  return pattern.replace(/^\//, '');
}

export { ZOOMABLE_PATH_PREFIXES } from './shell-paths';

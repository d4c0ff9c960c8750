/**
 * Routes of the account feature. `tabRoutes` render inside the tab layout (footer visible);
 * `screenRoutes` are full-screen (ScreenLayout covers the footer). Components load lazily
 * (budgets: tools/budgets.mjs). Paths come from config/paths.ts.
 */
import type { RouteObject } from 'react-router';
import { routePatterns } from '../../config/paths';
import { lazyRoute } from '../../lib/lazy-route';

export const tabRoutes: RouteObject[] = [lazyRoute(routePatterns.myPage, () => import('./routes/my-page'), 'MyPage')];

export const screenRoutes: RouteObject[] = [
  lazyRoute(routePatterns.login, () => import('./routes/login-page'), 'LoginPage'),
  // The way back from the sign-on host (libs/api A25: SSO_RETURN_PATH).
  lazyRoute(routePatterns.ssoReturn, () => import('./routes/sso-return-page'), 'SsoReturnPage'),
  lazyRoute(routePatterns.lpointLogin, () => import('./routes/lpoint-login-page'), 'LpointLoginPage'),
  lazyRoute(routePatterns.kakaoCallback, () => import('./routes/social-callback-page'), 'KakaoCallbackPage'),
  lazyRoute(routePatterns.naverCallback, () => import('./routes/social-callback-page'), 'NaverCallbackPage'),
  lazyRoute(routePatterns.signup, () => import('./routes/signup-page'), 'SignupPage'),
  lazyRoute(routePatterns.linkedAccounts, () => import('./routes/linked-accounts-page'), 'LinkedAccountsPage'),
  lazyRoute(routePatterns.withdraw, () => import('./routes/withdraw-page'), 'WithdrawPage'),
  lazyRoute(routePatterns.grade, () => import('./routes/grade-page'), 'GradePage'),
  lazyRoute(routePatterns.coupons, () => import('./routes/coupons-page'), 'CouponsPage'),
  lazyRoute(routePatterns.receipts, () => import('./routes/receipts-page'), 'ReceiptsPage'),
  lazyRoute(routePatterns.receiptDetail, () => import('./routes/receipt-detail-page'), 'ReceiptDetailPage'),
  lazyRoute(routePatterns.pushNotices, () => import('./routes/push-notices-page'), 'PushNoticesPage'),
  lazyRoute(routePatterns.settings, () => import('./routes/settings-page'), 'SettingsPage'),
  lazyRoute(routePatterns.customerCenter, () => import('./routes/customer-center-page'), 'CustomerCenterPage'),
  lazyRoute(routePatterns.noticeDetail, () => import('./routes/notice-detail-page'), 'NoticeDetailPage'),
];

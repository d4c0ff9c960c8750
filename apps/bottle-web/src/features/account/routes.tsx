/**
 * Routes of the account feature. `tabRoutes` render inside the tab layout (footer visible);
 * `screenRoutes` are full-screen (ScreenLayout covers the footer). Components load lazily
 * (budgets: tools/budgets.mjs). Paths come from config/paths.ts.
 */
import type { RouteObject } from 'react-router';
import { childPath, routePatterns } from '../../config/paths';

export const tabRoutes: RouteObject[] = [
  { path: childPath(routePatterns.myPage), lazy: () => import('./routes/my-page').then((m) => ({ Component: m.MyPage })) },
];

export const screenRoutes: RouteObject[] = [
  { path: childPath(routePatterns.login), lazy: () => import('./routes/login-page').then((m) => ({ Component: m.LoginPage })) },
  // The way back from the sign-on host (libs/api A25: SSO_RETURN_PATH).
  {
    path: childPath(routePatterns.ssoReturn),
    lazy: () => import('./routes/sso-return-page').then((m) => ({ Component: m.SsoReturnPage })),
  },
  {
    path: childPath(routePatterns.lpointLogin),
    lazy: () => import('./routes/lpoint-login-page').then((m) => ({ Component: m.LpointLoginPage })),
  },
  {
    path: childPath(routePatterns.kakaoCallback),
    lazy: () => import('./routes/social-callback-page').then((m) => ({ Component: m.KakaoCallbackPage })),
  },
  {
    path: childPath(routePatterns.naverCallback),
    lazy: () => import('./routes/social-callback-page').then((m) => ({ Component: m.NaverCallbackPage })),
  },
  { path: childPath(routePatterns.signup), lazy: () => import('./routes/signup-page').then((m) => ({ Component: m.SignupPage })) },
  {
    path: childPath(routePatterns.linkedAccounts),
    lazy: () => import('./routes/linked-accounts-page').then((m) => ({ Component: m.LinkedAccountsPage })),
  },
  { path: childPath(routePatterns.withdraw), lazy: () => import('./routes/withdraw-page').then((m) => ({ Component: m.WithdrawPage })) },
  { path: childPath(routePatterns.grade), lazy: () => import('./routes/grade-page').then((m) => ({ Component: m.GradePage })) },
  { path: childPath(routePatterns.coupons), lazy: () => import('./routes/coupons-page').then((m) => ({ Component: m.CouponsPage })) },
  { path: childPath(routePatterns.receipts), lazy: () => import('./routes/receipts-page').then((m) => ({ Component: m.ReceiptsPage })) },
  {
    path: childPath(routePatterns.receiptDetail),
    lazy: () => import('./routes/receipt-detail-page').then((m) => ({ Component: m.ReceiptDetailPage })),
  },
  {
    path: childPath(routePatterns.pushNotices),
    lazy: () => import('./routes/push-notices-page').then((m) => ({ Component: m.PushNoticesPage })),
  },
  { path: childPath(routePatterns.settings), lazy: () => import('./routes/settings-page').then((m) => ({ Component: m.SettingsPage })) },
  {
    path: childPath(routePatterns.customerCenter),
    lazy: () => import('./routes/customer-center-page').then((m) => ({ Component: m.CustomerCenterPage })),
  },
  {
    path: childPath(routePatterns.noticeDetail),
    lazy: () => import('./routes/notice-detail-page').then((m) => ({ Component: m.NoticeDetailPage })),
  },
];

/**
 * Routes of the account feature. `tabRoutes` render inside the tab layout (footer visible);
 * `screenRoutes` are full-screen (ScreenLayout covers the footer). Components load lazily
 * (budgets: tools/budgets.mjs). Paths come from config/paths.ts; the two detail paths it lacks
 * are ACCOUNT_PATHS in lib/account-paths.ts.
 */
import type { RouteObject } from 'react-router';

export const tabRoutes: RouteObject[] = [
  { path: 'mypage', lazy: () => import('./routes/my-page').then((m) => ({ Component: m.MyPage })) },
];

export const screenRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('./routes/login-page').then((m) => ({ Component: m.LoginPage })) },
  // The way back from the sign-on host (libs/api A25: SSO_RETURN_PATH).
  { path: 'login/sso', lazy: () => import('./routes/sso-return-page').then((m) => ({ Component: m.SsoReturnPage })) },
  {
    path: 'login_callback_kakao',
    lazy: () => import('./routes/social-callback-page').then((m) => ({ Component: m.KakaoCallbackPage })),
  },
  {
    path: 'login_callback_naver',
    lazy: () => import('./routes/social-callback-page').then((m) => ({ Component: m.NaverCallbackPage })),
  },
  { path: 'signup', lazy: () => import('./routes/signup-page').then((m) => ({ Component: m.SignupPage })) },
  { path: 'mypage/grade', lazy: () => import('./routes/grade-page').then((m) => ({ Component: m.GradePage })) },
  { path: 'mypage/coupons', lazy: () => import('./routes/coupons-page').then((m) => ({ Component: m.CouponsPage })) },
  { path: 'mypage/receipts', lazy: () => import('./routes/receipts-page').then((m) => ({ Component: m.ReceiptsPage })) },
  {
    path: 'mypage/receipts/:rcptNo',
    lazy: () => import('./routes/receipt-detail-page').then((m) => ({ Component: m.ReceiptDetailPage })),
  },
  { path: 'mypage/push', lazy: () => import('./routes/push-notices-page').then((m) => ({ Component: m.PushNoticesPage })) },
  { path: 'mypage/settings', lazy: () => import('./routes/settings-page').then((m) => ({ Component: m.SettingsPage })) },
  { path: 'mypage/help', lazy: () => import('./routes/customer-center-page').then((m) => ({ Component: m.CustomerCenterPage })) },
  {
    path: 'mypage/help/notice/:noticeNo',
    lazy: () => import('./routes/notice-detail-page').then((m) => ({ Component: m.NoticeDetailPage })),
  },
];

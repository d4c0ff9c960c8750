/** Logging a demo member in for a test, the way the app does it. */

/** The part of setupMockServer()'s mock that logs a member in. */
export interface DemoLogin {
  backend: { login(id: string, password: string): { access_token?: string; refresh_token?: string } };
}

/**
 * Logs a demo member in (libs/mock-api's members, all with the demo password) and gives the
 * tokens the SSO login answers (libs/api A11), as renderApp's `tokens` takes them. A login that
 * gives no tokens fails the test here, by name, rather than later as a visitor's screen.
 */
export function loginTokens(mock: DemoLogin, loginId = 'demo'): { accessToken: string; refreshToken: string } {
  const answer = mock.backend.login(loginId, 'bottle1234');
  if (!answer.access_token || !answer.refresh_token) throw new Error(`demo login ${loginId} gave no tokens`);
  return { accessToken: answer.access_token, refreshToken: answer.refresh_token };
}

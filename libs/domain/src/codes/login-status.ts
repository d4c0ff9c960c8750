import { defineCodes } from './code-table';
import type { CodeIn } from './code-table';

/**
 * loginStatus (spec §3): starts as initial, then success or other values. 'failure' and
 * 'loggedOut' are our names for the "other values" (assumption).
 */
export const LOGIN_STATUSES = defineCodes('loginStatus', {
  initial: { code: 'initial', ko: '확인 전', en: 'Not checked' },
  success: { code: 'success', ko: '로그인됨', en: 'Logged in' },
  failure: { code: 'failure', ko: '로그인 실패', en: 'Login failed' },
  loggedOut: { code: 'loggedOut', ko: '로그아웃됨', en: 'Logged out' },
});
export type LoginStatus = CodeIn<typeof LOGIN_STATUSES>;

/** Test support of the account screens: a demo member's session as a login leaves it. */
import { STORAGE_KEYS } from '@bottle/domain';
import type { LoginResponse } from '@bottle/api';
import type { RenderAppOptions } from '../../../testing/render-app';

/** Logs `loginId` in at the mock and keeps the member token set, as the login screen does. */
/** What this needs of the test's mock server (typed here: the app's code imports no mock). */
interface LoginBackend {
  backend: { login(loginId: string, password: string): LoginResponse; memberOfAcesTkn(acesTkn: string | undefined): { cno: string } };
}

export function memberSession(mock: LoginBackend, loginId: string): Pick<RenderAppOptions, 'tokens'> & { cno: string } {
  const answer = mock.backend.login(loginId, 'bottle1234');
  localStorage.setItem(STORAGE_KEYS.acesTkn, answer.acesTkn ?? '');
  return {
    tokens: { accessToken: answer.access_token, refreshToken: answer.refresh_token },
    cno: mock.backend.memberOfAcesTkn(answer.acesTkn).cno,
  };
}

/**
 * The sign-on host's one-time key leaves the address at start (libs/api ASSUMPTIONS A25): the
 * app keeps the way back's query in memory and the address, and the history entry, hold the
 * bare path before the router or anything else reads them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { forgetSsoReturn, keptSsoReturn, takeSsoReturnAddress } from './sso-return-address';

afterEach(() => {
  forgetSsoReturn();
  window.history.replaceState(null, '', '/');
});

describe('the way back from the sign-on host, at start', () => {
  it.each(['ssoTkn', 'easy_login_key', 'apple_key'])(
    'given /login/sso with %s, when the app starts, then the address and its history entry lose the query and the app keeps it in memory',
    (key) => {
      window.history.pushState({ idx: 3 }, '', `/login/sso?callType=LOGIN&${key}=demo-secret.abc&redirect_path=%2Fmypage#top`);
      takeSsoReturnAddress();
      expect(window.location.pathname).toBe('/login/sso');
      expect(window.location.search).toBe('');
      expect(window.location.href).not.toContain('demo-secret');
      expect(window.location.hash).toBe('#top');
      expect(window.history.state).toEqual({ idx: 3 });
      expect(keptSsoReturn()?.get(key)).toBe('demo-secret.abc');
      expect(keptSsoReturn()?.get('redirect_path')).toBe('/mypage');
      forgetSsoReturn();
      expect(keptSsoReturn()).toBeUndefined();
    },
  );

  it('given another page, or the way back with only a login error, then the address is left as it is', () => {
    window.history.pushState(null, '', '/search?q=ssoTkn');
    takeSsoReturnAddress();
    expect(window.location.search).toBe('?q=ssoTkn');
    window.history.pushState(null, '', '/login/sso?callType=LOGIN&rspC=44&rspDtc=415');
    takeSsoReturnAddress();
    expect(window.location.search).toBe('?callType=LOGIN&rspC=44&rspDtc=415');
    expect(keptSsoReturn()).toBeUndefined();
  });
});

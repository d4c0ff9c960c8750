/**
 * A real gateway answers 401 to an expired access token on a call whose login
 * is optional (spec §7 public calls personalise when a member calls). The base query must then
 * refresh and retry exactly as for an authenticated call (spec §4 "Token refresh": "a call that
 * had an access token and got 401"), so the member sees their own store's data; a visitor's
 * call, which carries no token, is answered as a visitor and never refreshes.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { productApi } from '../src/index';
import { BOTTLE, useMswServer, setupApi } from './helpers';

const server = useMswServer();

/** A gateway where 'at1' has expired and 'at2' is the member's fresh token. */
function gateway() {
  const seen = { refresh: 0, tokens: [] as (string | null)[] };
  server.use(
    http.get(`${BOTTLE}/tokens/token-refresh`, ({ request }) => {
      seen.refresh += 1;
      expect(request.headers.get('x-ssp-refresh-token')).toBe('rt1');
      return HttpResponse.json({ token: 'at2', refreshToken: 'rt2' });
    }),
    ...['/app/product/info', '/app/product/init'].map((path) =>
      http.post(`${BOTTLE}${path}`, ({ request }) => {
        const token = request.headers.get('x-ssp-token');
        seen.tokens.push(token);
        if (token === 'at1') return HttpResponse.json({ rspC: '40', rspDtc: '402', rspMsgCn: 'access token expired' }, { status: 401 });
        // The member's main store 361 (sold out) with a token, the visitor store 201 without.
        return path === '/app/product/info'
          ? HttpResponse.json({ prd_cd: 'W00013', stock_qty: token === 'at2' ? 0 : 7, rsrv_psbl_yn: token === 'at2' ? 'N' : 'Y' })
          : HttpResponse.json({ prd_cd: 'W00013', ctg: 'wine', tab_list: [], str_cd: token === 'at2' ? '361' : '201' });
      }),
    ),
  );
  return seen;
}

describe('token refresh on calls whose login is optional', () => {
  it("given a member's expired access token, when two public product calls answer 401, then one refresh runs, both are retried with the new token and return the member's store", async () => {
    const { store, tokenStore, onTokensRefreshed, onSessionExpired, warn } = setupApi({
      tokens: { accessToken: 'at1', refreshToken: 'rt1' },
    });
    const seen = gateway();

    const [info, init] = await Promise.all([
      store.dispatch(productApi.endpoints.productInfo.initiate({ prd_cd: 'W00013' })),
      store.dispatch(productApi.endpoints.productInit.initiate({ prd_cd: 'W00013' })),
    ]);

    expect(seen.refresh).toBe(1);
    expect(seen.tokens).toEqual(['at1', 'at1', 'at2', 'at2']);
    expect(info.data).toMatchObject({ stock_qty: 0, rsrv_psbl_yn: 'N' });
    expect(init.data).toMatchObject({ str_cd: '361' });
    expect(tokenStore.get()).toEqual({ accessToken: 'at2', refreshToken: 'rt2' });
    expect(onTokensRefreshed).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('given a visitor without a token, when the same public calls run, then they are answered as a visitor with no refresh', async () => {
    const { store, onSessionExpired } = setupApi({ tokens: {} });
    const seen = gateway();

    const info = await store.dispatch(productApi.endpoints.productInfo.initiate({ prd_cd: 'W00013' }));

    expect(info.data).toMatchObject({ stock_qty: 7, rsrv_psbl_yn: 'Y' });
    expect(seen.tokens).toEqual([null]);
    expect(seen.refresh).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiConfigError,
  configureApi,
  createMemoryTokenStore,
  isApiError,
  mainApi,
  memberApi,
  productApi,
  storeCommonApi,
  userServiceApi,
} from '../src/index';
import { BOTTLE, useMswServer, setupApi, USER } from './helpers';

const server = useMswServer();

describe('normalised errors (spec §8 generic error kinds)', () => {
  it('given a 4xx answer with server codes, when it fails, then the error is bad-request with rspC, rspDtc and the server message', async () => {
    const { store } = setupApi();
    server.use(
      http.post(`${USER}/fo/user/ssobottle/login/auto-sso`, () =>
        HttpResponse.json({ rspC: '44', rspDtc: '401', rspMsgCn: 'Please recheck the ID or password you entered.' }, { status: 400 }),
      ),
    );
    const result = await store.dispatch(userServiceApi.endpoints.ssoLogin.initiate({ login_id: 'a', password: 'b' }));
    expect(result.error).toEqual({
      kind: 'bad-request',
      status: 400,
      rspC: '44',
      rspDtc: '401',
      message: 'Please recheck the ID or password you entered.',
    });
    expect(isApiError(result.error)).toBe(true);
  });

  it('given a 2xx answer that is not JSON, when it arrives, then the error is bad-response', async () => {
    const { store } = setupApi();
    server.use(http.post(`${BOTTLE}/app/main/theme/info`, () => new HttpResponse('<html>', { status: 200 })));
    const result = await store.dispatch(mainApi.endpoints.themeInfo.initiate({ theme_no: '1' }));
    expect(result.error).toMatchObject({ kind: 'bad-response', status: 200 });
  });

  it('given a configured timeout, when the server is slower, then the error is timeout; without one no timeout applies', async () => {
    const { store } = setupApi({ timeoutMs: 20 });
    server.use(
      http.post(`${BOTTLE}/app/product/init`, async () => {
        await delay(200);
        return HttpResponse.json({});
      }),
    );
    const result = await store.dispatch(productApi.endpoints.productInit.initiate({ prd_cd: 'P1' }));
    expect(result.error).toMatchObject({ kind: 'timeout' });

    const patient = setupApi();
    const slow = await patient.store.dispatch(productApi.endpoints.productInit.initiate({ prd_cd: 'P1' }));
    expect(slow.data).toEqual({});
  });

  it('given an empty answer body, when it arrives with 200, then the data is null', async () => {
    const { store } = setupApi();
    server.use(http.post(`${BOTTLE}/app/notice/push/read`, () => new HttpResponse(null, { status: 200 })));
    const result = await store.dispatch(memberApi.endpoints.pushRead.initiate({ push_no: '1' }));
    expect(result.data).toBeNull();
  });
});

/** Lets every check of the public list started so far run (the list loads apart, then each check in its own task). */
async function publicListRead(): Promise<void> {
  await import('../src/lib/public-paths');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('public-endpoint rule (spec §6)', () => {
  it('given no token, when a call off the public list is made, then a warning is logged and the call still goes out', async () => {
    const { store, warn } = setupApi({ tokens: {} });
    let sent = 0;
    server.use(
      http.post(`${BOTTLE}/app/mypage/init`, () => {
        sent += 1;
        return HttpResponse.json({});
      }),
    );
    await store.dispatch(memberApi.endpoints.mypageInit.initiate());
    expect(sent).toBe(1);
    // The public list loads apart (src/lib/public-paths.ts): the warning follows the call.
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[@bottle/api] /app/mypage/init is not a public endpoint but is called without a token');
  });

  it('given no token, when a public call or a login / signup call is made, then nothing is logged', async () => {
    const { store, warn } = setupApi({ tokens: {} });
    server.use(
      http.post(`${BOTTLE}/app/store/list`, () => HttpResponse.json({ str_list: [] })),
      http.post(`${USER}/fo/user/ssobottle/login/lpoint`, () => HttpResponse.json({})),
      http.post(`${USER}/fo/user/sso/signup/agmt/list`, () => HttpResponse.json({ agmt_list: [] })),
    );
    await store.dispatch(storeCommonApi.endpoints.storeList.initiate());
    await store.dispatch(userServiceApi.endpoints.lpointLogin.initiate({ login_id: 'a', password: 'b' }));
    await store.dispatch(userServiceApi.endpoints.ssoSignupAgreementList.initiate());
    await publicListRead();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('configureApi (architecture "Configuration")', () => {
  it('given several bad settings, when configured, then one ApiConfigError lists them all', () => {
    let caught: unknown;
    try {
      configureApi({ bottleBase: '', userBase: 'ftp://x.example', chatBase: '/chat?x=1', tokenStore: {} as never, timeoutMs: -1 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiConfigError);
    expect((caught as ApiConfigError).problems).toEqual([
      'bottleBase must be a non-empty string',
      'userBase must be http(s), got "ftp://x.example"',
      'chatBase must not carry a query or fragment, got "/chat?x=1"',
      'tokenStore must have get() and set()',
      'timeoutMs must be a positive number of milliseconds, got -1',
    ]);
  });

  it('given reconfiguration, when the session expired before, then a new page life may expire again', async () => {
    const onSessionExpired = vi.fn();
    for (let life = 0; life < 2; life++) {
      const { store } = setupApi({ onSessionExpired, tokenStore: createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r' }) });
      server.use(
        http.post(`${BOTTLE}/app/mypage/usergrade`, () => HttpResponse.json({}, { status: 401 })),
        http.get(`${BOTTLE}/tokens/token-refresh`, () => HttpResponse.json({}, { status: 401 })),
      );
      await store.dispatch(memberApi.endpoints.userGrade.initiate());
      await store.dispatch(memberApi.endpoints.userGrade.initiate(undefined, { forceRefetch: true }));
    }
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });
});

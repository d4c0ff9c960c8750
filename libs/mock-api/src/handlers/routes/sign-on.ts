/**
 * Signing on (spec §4, §7): the user service's logins, sign-up, agreements and membership calls,
 * the social providers' OAuth token endpoints, and the token refresh.
 */
import type { AgreementListResponse, IsMemberResponse, LoginResponse, SocialInfoResponse, TokenRefreshResponse } from '@bottle/api';
import { SSP_HEADERS, toYmdHms } from '@bottle/domain';
import { dataset } from '../../data/dataset';
import { TOKEN_TTL_MS, type MockBackend } from '../../state/backend';
import { badRequest, notFound, refused } from '../../state/errors';
import { OAuthError, optStr, str, type HandlerContext } from '../http';
import { ack, type Registrars } from './register';

export function registerSignOnRoutes({ route, user }: Registrars): void {
  route({ method: 'GET', path: '/tokens/token-refresh', service: 'bottle', auth: 'public' }, ({ request, backend }): TokenRefreshResponse =>
    backend.refresh(request.headers.get(SSP_HEADERS.refreshToken)),
  );

  const login = ({ body, backend }: HandlerContext): LoginResponse => backend.login(str(body, 'login_id'), str(body, 'password'));
  // The app's way back from the sign-on host sends the ssoTkn it was given; an ID and
  // password are still taken, as the chain's auto-sso takes "login data" (spec §7).
  user('/fo/user/ssobottle/login/auto-sso', 'public', (ctx): LoginResponse => {
    const ssoTkn = optStr(ctx.body, 'ssoTkn');
    return ssoTkn !== undefined ? ctx.backend.loginWithSsoToken(ssoTkn) : login(ctx);
  });
  user('/fo/user/ssobottle/login/lpoint', 'public', login);
  user('/fo/user/ssobottle/login/auto-bt', 'public', ({ body, backend }): LoginResponse =>
    backend.issueSession(backend.memberOfAcesTkn(str(body, 'acesTkn'))),
  );
  // Linked accounts. The spec passes the save and clear payloads through; the
  // demo's are { provider, access_token }, { provider }, { apple_key } and spec §3's membs_on_cno.
  // The links live on the member's state record (saved with it), by provider, with when they
  // were made.
  const links = (backend: MockBackend, cno: string | null): Record<string, number> => {
    const state = backend.memberState(cno ?? '') as ReturnType<MockBackend['memberState']> & { social_links?: Record<string, number> };
    return (state.social_links ??= {});
  };
  // Keys the demo handed out (the sign-on host's easy login and Apple pages, the providers' token
  // endpoints below): random, bound to a login ID, expiring. Anything else, a guessed
  // 'demo-easy-<login id>' among them, opens nothing.
  // Signing in with a provider links it (its date the first time): 연결된 계정 shows the account
  // the member signed in with as linked.
  const loginLinking = (backend: MockBackend, kind: 'easy' | 'apple' | 'kakao' | 'naver', key: string): LoginResponse => {
    const loginId = backend.loginIdOfKey(kind, key);
    const session = backend.loginWithKey(kind, key);
    const member = loginId === undefined ? undefined : backend.memberByLoginId(loginId);
    if (kind !== 'easy' && member && session.rspC === undefined) {
      const linked = links(backend, member.cno);
      if (linked[kind] === undefined) {
        linked[kind] = backend.now();
        backend.changed();
      }
    }
    return session;
  };
  user('/fo/user/ssobottle/login/easy', 'public', ({ body, backend }) => {
    str(body, 'device_id');
    return loginLinking(backend, 'easy', str(body, 'easy_login_key'));
  });
  user('/fo/user/ssobottle/login/social', 'public', ({ body, backend }) => {
    const provider = str(body, 'provider');
    if (provider !== 'kakao' && provider !== 'naver') throw badRequest('provider must be kakao or naver');
    return loginLinking(backend, provider, str(body, 'access_token'));
  });
  user('/fo/user/ssobottle/login/apple-info', 'public', ({ body, backend }) => loginLinking(backend, 'apple', str(body, 'apple_key')));
  const agreements = (): AgreementListResponse => ({
    agmt_list: dataset.content.agreements.map(({ agmt_en_nm: _en, ...a }) => a),
  });
  user('/fo/user/sso/signup/agmt/list', 'public', agreements);
  user('/fo/user/ssobottle/agmt/list', 'public', agreements);
  const consents = (body: Record<string, unknown>) => {
    const list = body['agmt_list'];
    if (!Array.isArray(list)) throw badRequest('agmt_list is required');
    const accepted = new Set(list.filter((c: { agree_yn?: string }) => c?.agree_yn === 'Y').map((c: { agmt_id?: string }) => c.agmt_id));
    const missing = dataset.content.agreements.filter((a) => a.must_yn === 'Y' && !accepted.has(a.agmt_id));
    if (missing.length) throw refused(`required agreements missing: ${missing.map((a) => a.agmt_id).join(', ')}`);
  };
  // A signed-on member joins with their own
  // account, kept on their state record (saved with it), so the member check then says Bottle Y.
  type JoinedState = ReturnType<MockBackend['memberState']> & { bottle_joined?: boolean };
  const joinAs = (backend: MockBackend, acesTkn: string): LoginResponse => {
    const member = backend.memberOfAcesTkn(acesTkn);
    (backend.memberState(member.cno) as JoinedState).bottle_joined = true;
    backend.changed();
    // The sign-on account's member token stays the one the member came with.
    return { ...backend.issueSession(member), acesTkn, bottle_member_yn: 'Y' };
  };
  // A signed-on member of neither service accepts the sign-on sign-up's terms (terms acceptance of
  // a sign-on member) and is signed in as a Bottle member.
  user('/fo/user/sso/signup/sso-agmt', 'public', ({ body, backend }): LoginResponse => {
    const acesTkn = str(body, 'acesTkn');
    consents(body);
    return joinAs(backend, acesTkn);
  });
  const signup = ({ body, backend }: HandlerContext): LoginResponse => {
    consents(body);
    const store = optStr(body, 'def_str_cd');
    if (store && !dataset.storeByCode.has(store)) throw notFound(`unknown store ${store}`);
    // A signed-on member (a mart member) joins Bottle as themselves, in the store they chose.
    const acesTkn = optStr(body, 'acesTkn');
    if (acesTkn !== undefined) {
      const session = joinAs(backend, acesTkn);
      if (store) backend.setDefaultStore(backend.memberOfAcesTkn(acesTkn).cno, store);
      return session;
    }
    // A visitor becomes a new member with the identity they gave (libs/domain SignupProfile).
    return backend.signUp(
      {
        login_id: str(body, 'login_id'),
        password: str(body, 'password'),
        user_name: str(body, 'user_name'),
        mbl_no: str(body, 'mbl_no'),
        brth_dt: str(body, 'brth_dt'),
      },
      store,
    );
  };
  user('/fo/user/sso/signup', 'public', signup);
  user('/fo/user/ssobottle/signup', 'public', signup);
  user('/fo/user/ssobottle/ismember', 'token', ({ backend, cno }): IsMemberResponse => {
    const m = backend.member(cno ?? '');
    const joined = (backend.memberState(m.cno) as JoinedState).bottle_joined === true;
    return { mart_member_yn: m.mart_member_yn, bottle_member_yn: joined ? 'Y' : m.bottle_member_yn };
  });
  user(
    '/fo/user/ssobottle/withdraw',
    'token',
    ack(({ backend, accessToken }) => backend.withdraw(accessToken ?? '')),
  );
  user(
    '/fo/user/ssobottle/logout',
    'token',
    ack(({ backend, accessToken }) => backend.logout(accessToken ?? '')),
  );
  const socialProvider = (body: Record<string, unknown>): 'kakao' | 'naver' => {
    const provider = str(body, 'provider');
    if (provider !== 'kakao' && provider !== 'naver') throw badRequest('provider must be kakao or naver');
    return provider;
  };
  const unlink = (backend: MockBackend, cno: string | null, provider: string) => {
    const linked = links(backend, cno);
    if (linked[provider] === undefined) throw refused(`${provider} is not linked`);
    delete linked[provider];
    backend.changed();
  };
  user('/fo/user/ssobottle/membs/social-info', 'token', ({ body, backend, cno }): SocialInfoResponse => {
    if (backend.memberOfAcesTkn(str(body, 'acesTkn')).cno !== cno) throw refused("acesTkn is another member's");
    const linked = links(backend, cno);
    return {
      social_list: (['kakao', 'naver', 'apple'] as const).map((provider) => {
        const at = linked[provider];
        return at === undefined ? { provider, link_yn: 'N' as const } : { provider, link_yn: 'Y' as const, link_dt: toYmdHms(at) };
      }),
    };
  });
  user(
    '/fo/user/ssobottle/membs/social-save',
    'token',
    ack(({ body, backend, cno }) => {
      const provider = socialProvider(body);
      // An access token the provider's demo token endpoint issued (below).
      if (backend.loginIdOfKey(provider, str(body, 'access_token')) === undefined)
        throw refused(`the ${provider} access token is not valid`);
      links(backend, cno)[provider] = backend.now();
      backend.changed();
    }),
  );
  user(
    '/fo/user/ssobottle/membs/social-clear',
    'token',
    ack(({ body, backend, cno }) => unlink(backend, cno, socialProvider(body))),
  );
  user(
    '/fo/user/ssobottle/apple-save',
    'token',
    ack(({ body, backend, cno }) => {
      if (backend.loginIdOfKey('apple', str(body, 'apple_key')) === undefined) throw refused('the apple_key is not valid');
      links(backend, cno)['apple'] = backend.now();
      backend.changed();
    }),
  );
  user(
    '/fo/user/ssobottle/apple-clear',
    'token',
    ack(({ body, backend, cno }) => {
      if (str(body, 'membs_on_cno') !== cno) throw refused("membs_on_cno is another member's");
      unlink(backend, cno, 'apple');
    }),
  );

  // The social providers' OAuth token endpoints (spec §7 "Social provider token exchange").
  // Demo mode's default token URLs are same-origin (/oauth/kakao/token, /oauth/naver/token): the
  // demo provider page (apps/demo-server's sign-on host) hands the app a random single-use code
  // (`backend.issueLoginKey('code:<provider>', login id)`), exchanged here once for a random
  // access token that /login/social accepts.
  for (const provider of ['kakao', 'naver'] as const) {
    route({ method: 'POST', path: `/oauth/${provider}/token`, service: 'oauth', auth: 'public', body: 'form' }, ({ body, backend }) => {
      const field = (key: string): string => {
        const value = body[key];
        if (typeof value !== 'string' || !value) throw new OAuthError('invalid_request', `${key} is required`);
        return value;
      };
      if (field('grant_type') !== 'authorization_code') throw new OAuthError('invalid_request', 'grant_type must be authorization_code');
      field('client_id');
      field('redirect_uri');
      const accessToken = backend.exchangeOAuthCode(provider, field('code'));
      if (accessToken === undefined) throw new OAuthError('invalid_grant', 'the authorization code is invalid or expired');
      return { access_token: accessToken, token_type: 'bearer', expires_in: Math.floor(TOKEN_TTL_MS.socialAccess / 1000) };
    });
  }
}

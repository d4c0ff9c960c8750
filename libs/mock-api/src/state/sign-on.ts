/**
 * The backend's sign-on: logins (password, SSO token, keys of the sign-on host and the social
 * providers), the access and refresh tokens every call is authenticated with, logout and
 * withdrawal. Methods of `MockBackend` (state/backend.ts installs them); `this` is the backend.
 */
import { DAY_MS, LOGIN_WITHDRAWN_DETAIL } from '@bottle/domain';
import type { LoginResponse } from '@bottle/api';
import { dataset } from '../data/dataset';
import type { SeedMember } from '../data/types';
import type { MockBackend } from './backend';
import { MOCK_CODES, MockApiError, refused } from './errors';

const MINUTE = 60_000;
/**
 * How long a refresh token just turned over still answers the pair it made: long enough for a
 * page that left mid-refresh to ask again on the next one, short enough that a leaked old token
 * is soon worthless (the grace period token services such as Okta's default to).
 */
export const REFRESH_REUSE_MS = 30_000;

/** What a key of `login_keys` opens: easy login, Apple sign-in, a provider's code or access token. */
export type LoginKeyKind = 'easy' | 'apple' | 'code:kakao' | 'code:naver' | 'kakao' | 'naver';

/**
 * How long each demo token lives. An ssoTkn travels in the address of the way back: single use
 * and minutes only (the chain's host must do the same, libs/api ASSUMPTIONS A25). The member
 * tokens and device keys last like a remembered login; a provider's code minutes, its access
 * token the 6 hours the providers answer (expires_in 21599).
 */
export const TOKEN_TTL_MS = {
  sso: 3 * MINUTE,
  member: 30 * DAY_MS,
  loginKey: 30 * DAY_MS,
  oauthCode: 10 * MINUTE,
  socialAccess: 21_599_000,
} as const;

/**
 * A token no one can guess: 24 bytes of the platform's cryptographic random source, base64url,
 * after a prefix saying what it is. Member numbers and counters are never part of one.
 */
export function randomToken(prefix: string): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  const base64 = btoa(String.fromCharCode(...bytes));
  return `${prefix}.${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** Logins, tokens, logout and withdrawal. */
export class SignOnArea {
  /**
   * Demo single sign-on. A login ID of `dataset.members.login_errors` answers its spec §8 error;
   * an unknown ID or a wrong password answers 44/401. Success carries no rspC/rspDtc, so the
   * app's login-error decision ignores it.
   */
  login(this: MockBackend, loginId: string, password: string): LoginResponse {
    const error = dataset.members.login_errors.find((e) => e.login_id === loginId);
    if (error) return { rspC: error.rspC, rspDtc: error.rspDtc, rspMsgCn: error.rspMsgCn };
    const member = this.memberByLoginId(loginId);
    const recheck = dataset.members.login_errors.find((e) => e.rspDtc === '401');
    if (!member || member.password !== password) {
      return { rspC: '44', rspDtc: '401', rspMsgCn: recheck?.rspMsgCn ?? '' };
    }
    if (this.state.members[member.cno]?.withdrawn) return this.withdrawnAnswer();
    return this.issueSession(member);
  }

  /**
   * The sign-on's answer for a withdrawn member's login (libs/domain LOGIN_WITHDRAWN_DETAIL): told
   * so, and offered the sign-up, rather than "recheck the ID or password".
   */
  withdrawnAnswer(this: MockBackend): LoginResponse {
    return { rspC: '44', rspDtc: LOGIN_WITHDRAWN_DETAIL, rspMsgCn: '탈퇴한 계정입니다. 보틀을 다시 이용하려면 새로 가입해 주세요.' };
  }

  /** Tokens for a member, as the SSO login answers them (libs/api A11): every one random and expiring. */
  issueSession(this: MockBackend, member: SeedMember): LoginResponse {
    const now = this.now();
    dropExpiredTokens(this, now);
    const access = randomToken('demo-at');
    const refresh = randomToken('demo-rt');
    this.state.access_tokens[access] = { cno: member.cno, exp: now + this.options.accessTokenTtlMs };
    this.state.refresh_tokens[refresh] = { cno: member.cno, exp: now + this.options.refreshTokenTtlMs };
    const aces = randomToken('demo-aces');
    const rnw = randomToken('demo-rnw');
    const memberTokens = (this.state.member_tokens ??= {});
    memberTokens[aces] = { cno: member.cno, kind: 'aces', exp: now + TOKEN_TTL_MS.member };
    memberTokens[rnw] = { cno: member.cno, kind: 'rnw', exp: now + TOKEN_TTL_MS.member };
    const sso = randomToken('demo-sso');
    (this.state.sso_tokens ??= {})[sso] = { cno: member.cno, exp: now + TOKEN_TTL_MS.sso };
    this.state.last_cno = member.cno;
    this.memberState(member.cno);
    this.changed();
    return {
      acesTkn: aces,
      ssoTkn: sso,
      rnwTkn: rnw,
      onlCstTpC: member.onlCstTpC,
      frnYn: member.frnYn,
      access_token: access,
      refresh_token: refresh,
      mart_member_yn: member.mart_member_yn,
      bottle_member_yn: member.bottle_member_yn,
    };
  }

  /**
   * Login with the SSO token the sign-on host gave the app on the way back (the live
   * path's `callScreenInit.sso` → host → app → `login/auto-sso`). The token is spent by its first
   * use, whatever the outcome, and lives minutes (`TOKEN_TTL_MS.sso`): it travelled in an address.
   * An unknown, used or expired token is answered with its own code (40/401, assumption: not a
   * spec §8 code 44 detail, whose 401 would wrongly say "recheck the ID or password"), which the
   * app shows as an alert with the message.
   */
  loginWithSsoToken(this: MockBackend, ssoTkn: string): LoginResponse {
    const session = this.state.sso_tokens?.[ssoTkn];
    if (session) {
      delete this.state.sso_tokens?.[ssoTkn];
      this.changed();
    }
    const member = session && session.exp > this.now() ? this.findMember(session.cno) : undefined;
    if (!member || this.state.members[member.cno]?.withdrawn) {
      return { rspC: '40', rspDtc: '401', rspMsgCn: '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.' };
    }
    return this.issueSession(member);
  }

  /** A key for a login ID (the sign-on host's easy login or Apple sign-in, a provider's demo page). */
  issueLoginKey(this: MockBackend, kind: LoginKeyKind, loginId: string): string {
    const now = this.now();
    const ttl = kind.startsWith('code:')
      ? TOKEN_TTL_MS.oauthCode
      : kind === 'kakao' || kind === 'naver'
        ? TOKEN_TTL_MS.socialAccess
        : TOKEN_TTL_MS.loginKey;
    const key = randomToken(`demo-${kind.replace(':', '-')}`);
    (this.state.login_keys ??= {})[key] = { login_id: loginId, kind, exp: now + ttl };
    this.changed();
    return key;
  }

  /** The login ID a live key of `kind` was issued for, or undefined (unknown, another kind, expired). */
  loginIdOfKey(this: MockBackend, kind: LoginKeyKind, key: string): string | undefined {
    const entry = this.state.login_keys?.[key];
    return entry && entry.kind === kind && entry.exp > this.now() ? entry.login_id : undefined;
  }

  /** A provider's authorisation code for its access token: the code is spent by its first use. */
  exchangeOAuthCode(this: MockBackend, provider: 'kakao' | 'naver', code: string): string | undefined {
    const loginId = this.loginIdOfKey(`code:${provider}`, code);
    if (this.state.login_keys?.[code]) {
      delete this.state.login_keys[code];
      this.changed();
    }
    return loginId === undefined ? undefined : this.issueLoginKey(provider, loginId);
  }

  /**
   * Login with an easy login key, an Apple key or a provider's access token: only a key this
   * backend issued and that is still live; any other (a guessed one) is answered as a key with
   * no member behind it, "sign-up needed" (spec §8 44/439), as is an account with no member.
   */
  loginWithKey(this: MockBackend, kind: 'easy' | 'apple' | 'kakao' | 'naver', key: string): LoginResponse {
    const loginId = this.loginIdOfKey(kind, key);
    const member = loginId === undefined ? undefined : this.memberByLoginId(loginId);
    if (!member) return { rspC: '44', rspDtc: '439', rspMsgCn: '회원 가입이 필요합니다.' };
    if (this.state.members[member.cno]?.withdrawn) return this.withdrawnAnswer();
    return this.issueSession(member);
  }

  /** The member of an SSO member token (acesTkn), for auto-login and the social calls: a live one this backend issued. */
  memberOfAcesTkn(this: MockBackend, acesTkn: string | undefined): SeedMember {
    const entry = acesTkn ? this.state.member_tokens?.[acesTkn] : undefined;
    const member = entry && entry.kind === 'aces' && entry.exp > this.now() ? this.findMember(entry.cno) : undefined;
    if (!member) throw new MockApiError(200, '44', '401', 'unknown member token');
    return member;
  }

  /**
   * The member of an access token. A missing or unknown token is 401 unauthorised; an expired
   * one is 401 too (so libs/api refreshes, spec §4).
   */
  authenticate(this: MockBackend, accessToken: string | null | undefined): string {
    const session = accessToken ? this.state.access_tokens[accessToken] : undefined;
    if (!session) throw new MockApiError(401, MOCK_CODES.unauthorised[0], MOCK_CODES.unauthorised[1], 'login required');
    if (session.exp <= this.now()) throw new MockApiError(401, MOCK_CODES.expired[0], MOCK_CODES.expired[1], 'access token expired');
    return session.cno;
  }

  /**
   * The member of a call whose login is optional (spec §7 public calls personalise when a member
   * calls): no token is a visitor (null); a token that came is checked like on any other call, so
   * an expired or unknown one is 401 as a real gateway answers (answering it as a
   * visitor showed a member another store's stock and the app never refreshed).
   */
  optionalMember(this: MockBackend, accessToken: string | null | undefined): string | null {
    return accessToken ? this.authenticate(accessToken) : null;
  }

  /** GET /tokens/token-refresh: rotates the pair; an unknown or expired refresh token is 401. */
  refresh(this: MockBackend, refreshToken: string | null | undefined): { token: string; refreshToken: string } {
    const now = this.now();
    const session = refreshToken ? this.state.refresh_tokens[refreshToken] : undefined;
    if (refreshToken && !session) {
      // The same refresh again, within the reuse window, while the pair it made is still the
      // member's latest: the same answer (a refresh is a write the phone can repeat). Once that
      // pair has been turned over or the window has passed, the old token is refused.
      const reused = this.state.refresh_reuse?.[refreshToken];
      const latest = reused ? this.state.refresh_tokens[reused.refresh] : undefined;
      if (reused && reused.exp > now && latest && latest.exp > now && this.state.access_tokens[reused.access]) {
        return { token: reused.access, refreshToken: reused.refresh };
      }
    }
    if (!session || session.exp <= now || !refreshToken) {
      throw new MockApiError(401, MOCK_CODES.expired[0], MOCK_CODES.expired[1], 'session expired');
    }
    delete this.state.refresh_tokens[refreshToken];
    const access = randomToken('demo-at');
    const refresh = randomToken('demo-rt');
    this.state.access_tokens[access] = { cno: session.cno, exp: now + this.options.accessTokenTtlMs };
    // The refresh token keeps the original session end, so session expiry can be seen.
    this.state.refresh_tokens[refresh] = { cno: session.cno, exp: session.exp };
    this.state.refresh_reuse = { ...this.state.refresh_reuse, [refreshToken]: { access, refresh, exp: now + REFRESH_REUSE_MS } };
    this.changed();
    return { token: access, refreshToken: refresh };
  }

  logout(this: MockBackend, accessToken: string): void {
    const cno = this.authenticate(accessToken);
    for (const [token, s] of Object.entries(this.state.access_tokens)) if (s.cno === cno) delete this.state.access_tokens[token];
    for (const [token, s] of Object.entries(this.state.refresh_tokens)) if (s.cno === cno) delete this.state.refresh_tokens[token];
    // Every other token and key of the member goes too: none opens a session after a logout.
    for (const table of [this.state.sso_tokens, this.state.member_tokens]) {
      for (const [token, s] of Object.entries(table ?? {})) if (s.cno === cno) delete table?.[token];
    }
    const loginId = this.member(cno).login_id;
    for (const [key, s] of Object.entries(this.state.login_keys ?? {})) if (s.login_id === loginId) delete this.state.login_keys?.[key];
    this.changed();
  }

  /**
   * Withdrawal. Refused while a pickup reservation is open (requested, confirmed or set aside): the
   * store holds a bottle for the member, who must collect or cancel it first.
   */
  withdraw(this: MockBackend, accessToken: string): void {
    const cno = this.authenticate(accessToken);
    const open = this.pickups(cno).filter((p) => this.isOpen(p)).length;
    if (open > 0) throw refused(`${open} pickup reservations are open: collect or cancel them before withdrawing`);
    this.logout(accessToken);
    this.memberState(cno).withdrawn = true;
    this.changed();
  }
}

/** Forgets every token and key past its end, so the saved state does not grow with each login. */
function dropExpiredTokens(backend: MockBackend, now: number): void {
  for (const table of [backend.state.access_tokens, backend.state.sso_tokens, backend.state.member_tokens, backend.state.login_keys]) {
    if (!table) continue;
    for (const [token, entry] of Object.entries(table)) if (entry.exp <= now) delete table[token];
  }
  for (const [token, entry] of Object.entries(backend.state.refresh_tokens))
    if (entry.exp <= now) delete backend.state.refresh_tokens[token];
  for (const [token, entry] of Object.entries(backend.state.refresh_reuse ?? {}))
    if (entry.exp <= now) delete backend.state.refresh_reuse?.[token];
}

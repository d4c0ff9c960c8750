/**
 * The login error catalogue of spec §8 as a pure decision: the app (or a login screen) performs
 * it (inline error, alert, navigation, failure callback, auto-login flag). Keeping it pure makes
 * every row of the spec's table one test case.
 */
import type { Lang } from '../lang';
import { message } from '../messages';

/**
 * Where a login error sends the member (spec §8). These are names, not URLs: the app maps each
 * to its route or single sign-on screen (callScreenInit.sso callType), which the spec does not show.
 */
export const LOGIN_TARGETS = {
  releaseLogin: 'release-login',
  findPassword: 'find-password',
  dormancyLogin: 'dormancy-login',
  newPassword: 'new-password',
  regularMemberConversion: 'regular-member-conversion',
  termsAcceptance: 'terms-acceptance',
  childTermsAcceptance: 'child-terms-acceptance',
  join: 'join',
  setEasyLogin: 'set-easy-login',
} as const;
export type LoginTarget = (typeof LOGIN_TARGETS)[keyof typeof LOGIN_TARGETS];

/** The login response fields the catalogue reads (spec §3). Values may be numbers or strings. */
export interface LoginErrorResponse {
  readonly rspC?: string | number | null;
  readonly rspDtc?: string | number | null;
  readonly rspMsgCn?: string | null;
}

export type LoginDecisionKind =
  /** Show `message` through the screen's inline error handler. */
  | 'inline'
  /** Show `message` in an alert. */
  | 'alert'
  /** Go to `target` without a message. */
  | 'navigate'
  /** Show `message` in an alert, then go to `target` when it closes. */
  | 'alert-then-navigate'
  /** Do nothing (44-422, 44-716; also a response that is not an error). */
  | 'ignore'
  /** Call the failure callback; show `message` first when it is set. */
  | 'fail'
  /**
   * Show `message` in a confirm whose action goes to `target` (a withdrawn account, 44-440: the
   * member is told why and offered the sign-up; cancelling stays on the login screen).
   */
  | 'offer';

export interface LoginDecision {
  readonly kind: LoginDecisionKind;
  readonly message?: string;
  readonly target?: LoginTarget;
  /** 'N' when the decision sets the auto-login flag to N (code 44 and unknown codes). */
  readonly autoLogin?: 'N';
}

export interface LoginErrorOptions {
  /** Whether the screen has an inline error handler (decides 44-401 between inline and alert). */
  readonly hasInlineHandler: boolean;
  /** Language of the messages; Korean by default. */
  readonly lang?: Lang;
}

/** Result code of a login error whose detail decides the outcome (spec §8). */
export const LOGIN_ERROR_CODE = '44';
/** Result code and detail that only call the failure callback (spec §8). */
export const LOGIN_FAILURE_ONLY = { code: '98', detail: '999' } as const;

type Row =
  | { readonly kind: 'navigate'; readonly target: LoginTarget }
  | { readonly kind: 'alert-then-navigate'; readonly target: LoginTarget }
  | { readonly kind: 'fixed-alert'; readonly key: 'login.adultsOnly' | 'login.duplicateMember' }
  | { readonly kind: 'offer'; readonly key: 'login.withdrawn'; readonly target: LoginTarget }
  | { readonly kind: 'recheck' }
  | { readonly kind: 'ignore' };

/** Code 44 detail of a withdrawn account (an assumption beside spec §8's table). */
export const LOGIN_WITHDRAWN_DETAIL = '440';
/**
 * Code 44 detail of a sign-up whose login ID is taken (an assumption beside spec §8's table): the
 * sign-up form shows it on the ID field; anywhere else it is "any other detail" (message, fail).
 */
export const SIGNUP_ID_TAKEN_DETAIL = '441';

/** Code 44 details of the spec §8 table. Any detail not listed shows the message and fails. */
export const LOGIN_44_DETAILS: Readonly<Record<string, Row>> = {
  '401': { kind: 'recheck' },
  '404': { kind: 'navigate', target: LOGIN_TARGETS.releaseLogin },
  '405': { kind: 'alert-then-navigate', target: LOGIN_TARGETS.findPassword },
  '406': { kind: 'alert-then-navigate', target: LOGIN_TARGETS.dormancyLogin },
  '407': { kind: 'alert-then-navigate', target: LOGIN_TARGETS.dormancyLogin },
  '408': { kind: 'alert-then-navigate', target: LOGIN_TARGETS.dormancyLogin },
  '410': { kind: 'alert-then-navigate', target: LOGIN_TARGETS.newPassword },
  '414': { kind: 'alert-then-navigate', target: LOGIN_TARGETS.regularMemberConversion },
  '419': { kind: 'alert-then-navigate', target: LOGIN_TARGETS.termsAcceptance },
  '420': { kind: 'alert-then-navigate', target: LOGIN_TARGETS.childTermsAcceptance },
  '415': { kind: 'fixed-alert', key: 'login.adultsOnly' },
  '430': { kind: 'fixed-alert', key: 'login.duplicateMember' },
  '439': { kind: 'navigate', target: LOGIN_TARGETS.join },
  // Not in spec §8's table (assumption, libs/domain README): the sign-on's answer for an account
  // that was withdrawn. "Recheck the ID or password" (401) told a former member they mistyped;
  // they are told the account is gone and offered the sign-up instead.
  [LOGIN_WITHDRAWN_DETAIL]: { kind: 'offer', key: 'login.withdrawn', target: LOGIN_TARGETS.join },
  '705': { kind: 'navigate', target: LOGIN_TARGETS.setEasyLogin },
  '720': { kind: 'navigate', target: LOGIN_TARGETS.setEasyLogin },
  '722': { kind: 'navigate', target: LOGIN_TARGETS.setEasyLogin },
  '422': { kind: 'ignore' },
  '716': { kind: 'ignore' },
};

function text(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Decides what a login error does (spec §8).
 *
 * - Handled only when both rspC and rspDtc are present; otherwise `{ kind: 'ignore' }`.
 * - The server's message is rspMsgCn; when it is missing or blank the default message
 *   'An error occurred. Please try again shortly.' (in `lang`) is used.
 * - Code 44: the detail decides (LOGIN_44_DETAILS), and every outcome sets auto-login to N.
 * - Code 98 with detail 999: only the failure callback.
 * - Any other code: the message in an alert, and auto-login N.
 *
 * @example
 * decideLoginError({ rspC: '44', rspDtc: '405', rspMsgCn: '비밀번호 오류 5회' }, { hasInlineHandler: false });
 * // { kind: 'alert-then-navigate', message: '비밀번호 오류 5회', target: 'find-password', autoLogin: 'N' }
 */
export function decideLoginError(response: LoginErrorResponse | null | undefined, options: LoginErrorOptions): LoginDecision {
  const lang = options.lang ?? 'ko';
  const code = text(response?.rspC);
  const detail = text(response?.rspDtc);
  if (code === '' || detail === '') return { kind: 'ignore' };
  const serverMessage = text(response?.rspMsgCn);
  const shown = serverMessage === '' ? message('error.default', lang) : serverMessage;

  if (code === LOGIN_FAILURE_ONLY.code && detail === LOGIN_FAILURE_ONLY.detail) return { kind: 'fail' };
  if (code !== LOGIN_ERROR_CODE) return { kind: 'alert', message: shown, autoLogin: 'N' };

  const row = LOGIN_44_DETAILS[detail];
  if (row === undefined) return { kind: 'fail', message: shown, autoLogin: 'N' };
  switch (row.kind) {
    case 'recheck':
      return {
        kind: options.hasInlineHandler ? 'inline' : 'alert',
        message: message('login.recheckIdPassword', lang),
        autoLogin: 'N',
      };
    case 'navigate':
      return { kind: 'navigate', target: row.target, autoLogin: 'N' };
    case 'alert-then-navigate':
      return { kind: 'alert-then-navigate', message: shown, target: row.target, autoLogin: 'N' };
    case 'fixed-alert':
      return { kind: 'alert', message: message(row.key, lang), autoLogin: 'N' };
    case 'offer':
      return { kind: 'offer', message: message(row.key, lang), target: row.target, autoLogin: 'N' };
    case 'ignore':
      return { kind: 'ignore', autoLogin: 'N' };
  }
}

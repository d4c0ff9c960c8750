/**
 * What happens with a login answer, whatever screen made the call (demo SSO page, social
 * callbacks, easy and apple login): spec §8's login error catalogue through libs/domain's
 * `decideLoginError(…, { hasInlineHandler: true })`, and on success spec §3/§4: tokens stored,
 * auth slice, language from frnYn, the native shell told, caches reset, the main-store popup
 * for a member without one, then the redirect path or home.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { memberApi, type LoginResponse } from '@bottle/api';
import { ANALYTICS_EVENTS, decideLoginError, type LoginDecision, type LoginTarget } from '@bottle/domain';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { useServices, useInWebView } from '../../../lib/services';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { settingsActions, useT } from '../../../lib/i18n';
import { authActions } from '../../../lib/session/auth-slice';
import { shellActions } from '../../../lib/shell/shell-slice';
import { showAlert, showConfirm } from '../../../lib/popups/popup-thunks';
import { popupActions } from '../../../lib/popups/popup-slice';
import { apiErrorOf, errorText } from './error-text';
import { hasSessionTokens, startSession, writeAutoLogin } from '../../../lib/session/session';
import { LOGIN_TARGET_CALL_TYPES, SSO_CALL_TYPES, ssoScreen, ssoScreenAfter, type SsoDestination } from './sso-links';
import { accountMessages } from '../messages';
import { noteSignOn } from './withdraw-reauth';

export type LoginOutcome = 'success' | LoginDecision['kind'] | 'error';

export interface LoginHandlerOptions {
  /** Where to go after a success (already validated by `safeRedirect`); home by default. */
  redirect?: string;
  /** The screen's inline error handler (spec §8: 44-401 is shown inline when one exists). */
  onInline(message: string): void;
  /** The failure callback of spec §8 (code 98-999, unknown 44 details). */
  onFail?(): void;
}

/** Follows an SSO destination: a route inside the app, or the sign-on host's page. */
export function useFollow() {
  const navigate = useNavigate();
  const { leaveApp } = useServices();
  return useCallback(
    (destination: SsoDestination, replace = false) => {
      if (destination.kind === 'route') void navigate(destination.href, { replace });
      else if (leaveApp) leaveApp(destination.href);
      else window.location.assign(destination.href);
    },
    [navigate, leaveApp],
  );
}

export function useLoginHandler(options: LoginHandlerOptions) {
  const { redirect, onInline, onFail } = options;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const follow = useFollow();
  const t = useT(accountMessages);
  const { config, getBridge } = useServices();
  const inWebView = useInWebView();
  const lang = useAppSelector((s) => s.settings.lang);

  return useCallback(
    async (result: { data?: LoginResponse; error?: unknown; callType?: string }): Promise<LoginOutcome> => {
      const response = result.data;
      // Spec §8: handled when both rspC and rspDtc are present, in a 200 body or an error body.
      const apiError = apiErrorOf(result.error);
      const source = response?.rspC && response.rspDtc ? response : apiError?.rspC && apiError.rspDtc ? apiError : undefined;

      if (!source && hasSessionTokens(response)) {
        if (response.frnYn === 'Y') dispatch(settingsActions.setLang('en'));
        // Tokens stored (the auth slice follows libs/api), caches emptied: member data cached as
        // a visitor must refetch; the shell told (spec §8: its failure is only logged).
        startSession(response, {
          dispatch,
          ...(inWebView ? { tellShell: (info) => getBridge().then((b) => b.setLoginInfo(info)) } : {}),
          log: (m, e) => console.error(m, e),
        });
        trackEvent(ANALYTICS_EVENTS.loginSuccess, inWebView);
        if (response.rspDtc && response.acesTkn) {
          // Signed on with a step left on the host (callScreenAfter.sso), which then sends the
          // member on to redirect_path; the toast and main-store popup wait for the next visit.
          follow(
            ssoScreenAfter(config, result.callType ?? SSO_CALL_TYPES.login, { ...response, acesTkn: response.acesTkn }, redirect),
            true,
          );
          return 'success';
        }
        const user = await dispatch(memberApi.endpoints.userInfo.initiate(undefined, { subscribe: false }))
          .unwrap()
          .catch(() => undefined);
        // A sign-on asked for by the withdrawal screen confirms it (that same member only).
        if (user) noteSignOn(user.cno);
        await navigate(redirect ?? paths.home, { replace: true });
        // Say that it worked, on the screen the member comes back to.
        dispatch(shellActions.showToast('account.login.success'));
        // Spec §2: the main-store setting popup after the first login of a member without one.
        if (user && !user.def_str_cd) dispatch(popupActions.openMainStore());
        return 'success';
      }

      trackEvent(ANALYTICS_EVENTS.loginFail, inWebView, source ? { rspC: String(source.rspC), rspDtc: String(source.rspDtc) } : {});
      // Spec §3 loginStatus: the failure value (screens still read "no session").
      dispatch(authActions.loginFailed());
      if (!source) {
        // No result code: a transport failure or an answer without tokens.
        dispatch(showAlert(result.error ? errorText(result.error, t) : t('error.default')));
        return 'error';
      }

      const decision = decideLoginError(source, { hasInlineHandler: true, lang });
      if (decision.autoLogin === 'N') {
        writeAutoLogin('N');
        if (inWebView) {
          getBridge()
            .then((b) => b.setAutoLogin({ auto_login_yn: 'N' }))
            .catch((e: unknown) => console.error('error bridge setAutoLogin', e));
        }
      }
      const go = (target: LoginTarget | undefined) => {
        if (target) follow(ssoScreen(config, LOGIN_TARGET_CALL_TYPES[target], redirect));
      };
      switch (decision.kind) {
        case 'inline':
          onInline(decision.message ?? t('login.recheckIdPassword'));
          break;
        case 'alert':
          dispatch(showAlert(decision.message ?? t('error.default')));
          break;
        case 'navigate':
          go(decision.target);
          break;
        case 'alert-then-navigate':
          dispatch(showAlert(decision.message ?? t('error.default'), () => go(decision.target)));
          break;
        case 'ignore':
          break;
        case 'fail':
          if (decision.message) dispatch(showAlert(decision.message));
          onFail?.();
          break;
        case 'offer':
          // A withdrawn account: told so, and offered the app's own sign-up (as a new member);
          // closing stays on this screen.
          dispatch(
            showConfirm({
              message: decision.message ?? t('error.default'),
              confirmLabel: t('login.withdrawnSignup'),
              cancelLabel: t('login.withdrawnClose'),
              onConfirm: () => void navigate(paths.signup),
            }),
          );
          break;
      }
      return decision.kind;
    },
    [config, dispatch, follow, getBridge, inWebView, lang, navigate, onFail, onInline, redirect, t],
  );
}

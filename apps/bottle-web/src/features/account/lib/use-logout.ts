/**
 * Logout and withdrawal (spec §4 "Logout"): the user service call, then local and session
 * storage cleared, native logout in the web view, caches reset, and the single sign-on logout
 * page with the member token (callLogout.sso, lib/sso-links.ts), which comes back to /login.
 */
import { useCallback } from 'react';
import { resetApiCaches, useLogoutMutation, useWithdrawMutation } from '@bottle/api';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { useServices } from '../../../lib/services';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import { authActions } from '../../../lib/session/auth-slice';
import { alertAndWait, showAlert } from '../../../lib/popups/popup-thunks';
import { errorText } from './error-text';
import { clearSession, readMemberTokens } from './session';
import { ssoLogoutDestination } from './sso-links';
import { useFollow } from './use-login-handler';

/**
 * Ends the session here, then leaves for the sign-on host's logout page (spec §4), which ends
 * the sign-on session and comes back to /login. `before` runs first (the withdrawal's alert):
 * the host's page is a full page load, so anything shown after it would never be seen.
 */
function useEndSession() {
  const dispatch = useAppDispatch();
  const follow = useFollow();
  const { config, getBridge } = useServices();
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  return useCallback(async (before?: () => Promise<void>) => {
    // Read before the storages are cleared: the SSO logout page needs it (spec §4).
    const { acesTkn } = readMemberTokens();
    clearSession();
    if (inWebView) {
      // Spec §8: native bridge failures other than getLoginInfo are only logged.
      await getBridge()
        .then((b) => b.logout())
        .catch((e: unknown) => console.error('error bridge logout', e));
    }
    resetApiCaches(dispatch);
    dispatch(authActions.setLoginStatus('logout'));
    await before?.();
    follow(ssoLogoutDestination(config, acesTkn), true);
  }, [config, dispatch, follow, getBridge, inWebView]);
}

export function useLogout() {
  const [logoutCall, { isLoading }] = useLogoutMutation();
  const endSession = useEndSession();
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  const logout = useCallback(async () => {
    trackEvent(ANALYTICS_EVENTS.logout, inWebView);
    // The server session ends best-effort: a failed call (offline, expired token) must not keep
    // the member logged in on this device.
    await logoutCall().catch(() => undefined);
    await endSession();
  }, [endSession, inWebView, logoutCall]);
  return { logout, isLoading };
}

export function useWithdraw() {
  const [withdrawCall, { isLoading }] = useWithdrawMutation();
  const endSession = useEndSession();
  const dispatch = useAppDispatch();
  const t = useT();
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  const withdraw = useCallback(async () => {
    const result = await withdrawCall();
    if ('error' in result && result.error) {
      dispatch(showAlert(errorText(result.error, t)));
      return false;
    }
    trackEvent(ANALYTICS_EVENTS.withdraw, inWebView);
    // The member reads the confirmation before the app leaves for the sign-on host's logout page.
    await endSession(() => dispatch(alertAndWait(t('account.my.withdrawDone'))));
    return true;
  }, [dispatch, endSession, inWebView, t, withdrawCall]);
  return { withdraw, isLoading };
}

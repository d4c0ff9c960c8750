/**
 * Logout and withdrawal (spec §4 "Logout"): the user service call, then the session's end
 * (lib/session/session.ts `endSession`: native logout in the web view, tokens and storages
 * cleared, caches reset) and the single sign-on logout page with the member token
 * (callLogout.sso, lib/sso-links.ts), which comes back to /login.
 */
import { useCallback } from 'react';
import { useLogoutMutation, useWithdrawMutation } from '@bottle/api';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { useAppDispatch } from '../../../lib/store/hooks';
import { useServices, useInWebView } from '../../../lib/services';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import { alertAndWait, showAlert } from '../../../lib/popups/popup-thunks';
import { errorText } from './error-text';
import { endSession, pageStorages, readMemberTokens, type SessionEnd } from '../../../lib/session/session';
import { ssoLogoutDestination } from './sso-links';
import { useFollow } from './use-login-handler';
import { accountMessages } from '../messages';

/**
 * Ends the session here, then leaves for the sign-on host's logout page (spec §4), which ends
 * the sign-on session and comes back to /login. `notice` (the withdrawal's alert) is read first:
 * the host's page is a full page load, so anything shown after it would never be seen.
 */
function useEndSession() {
  const dispatch = useAppDispatch();
  const follow = useFollow();
  const { config, getBridge } = useServices();
  const inWebView = useInWebView();
  return useCallback(
    async (reason: SessionEnd, notice?: () => Promise<void>) => {
      // Read before the storages are cleared: the SSO logout page needs it (spec §4).
      const { acesTkn } = readMemberTokens();
      await endSession(reason, {
        dispatch,
        ...(notice ? { notice } : {}),
        ...(inWebView ? { nativeLogout: () => getBridge().then((b) => b.logout()) } : {}),
        storages: pageStorages(),
        leave: () => follow(ssoLogoutDestination(config, acesTkn), true),
        log: (m, e) => console.error(m, e),
      });
    },
    [config, dispatch, follow, getBridge, inWebView],
  );
}

export function useLogout() {
  const [logoutCall, { isLoading }] = useLogoutMutation();
  const end = useEndSession();
  const inWebView = useInWebView();
  const logout = useCallback(async () => {
    trackEvent(ANALYTICS_EVENTS.logout, inWebView);
    // The server session ends best-effort: a failed call (offline, expired token) must not keep
    // the member logged in on this device.
    await logoutCall().catch(() => undefined);
    await end('logout');
  }, [end, inWebView, logoutCall]);
  return { logout, isLoading };
}

export function useWithdraw() {
  const [withdrawCall, { isLoading }] = useWithdrawMutation();
  const end = useEndSession();
  const dispatch = useAppDispatch();
  const t = useT(accountMessages);
  const inWebView = useInWebView();
  /** `reason`: the code the member chose (optional); it goes with the analytics event only. */
  const withdraw = useCallback(
    async (reason?: string) => {
      const result = await withdrawCall();
      if ('error' in result && result.error) {
        dispatch(showAlert(errorText(result.error, t)));
        return false;
      }
      trackEvent(ANALYTICS_EVENTS.withdraw, inWebView, reason ? { reason } : {});
      // The member reads the confirmation before the app leaves for the sign-on host's logout page.
      await end('withdraw', () => dispatch(alertAndWait(t('account.my.withdrawDone'))));
      return true;
    },
    [dispatch, end, inWebView, t, withdrawCall],
  );
  return { withdraw, isLoading };
}

/**
 * The way back from the sign-on host (libs/api sign-on contract A25): the host sends
 * the member to /login/sso with `callType, redirect_path` and either what the sign-on gave (an
 * `ssoTkn`, an easy login's `easy_login_key`, an Apple sign-in's `apple_key`) or the spec §8 login
 * error it ended in (`rspC, rspDtc, rspMsgCn`). The key leaves the address bar at once (it must
 * not stay in the history), the app logs in with it (login/auto-sso, login/easy with the device
 * id, login/apple-info), and the answer goes to /login, which applies it as it applies every sign-on's (spec §8 catalogue, §4 success steps;
 * lib/login-handoff.ts). The same page serves the demo server and the chain's host.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSearchParams } from '../../../lib/router/link';
import {
  hasApiSession,
  isSsoCallType,
  SSO_CALL_TYPES,
  SSO_RETURN_PARAMS,
  SSO_RETURN_PATH,
  useAppleInfoLoginMutation,
  useAppleSaveMutation,
  useEasyLoginMutation,
  useSsoLoginMutation,
  type LoginResponse,
} from '@bottle/api';
import { useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { loginHref } from '../components/login-prompt';
import { ScreenLayout } from '../components/screen-layout';
import { SigningIn } from '../components/signing-in';
import { handOffLogin } from '../lib/login-handoff';
import { readAutoLogin } from '../../../lib/session/session';
import { forgetSsoReturn, keptSsoReturn } from '../../../lib/session/sso-return-address';
import { LINK_INTENT_KEY, safeRedirect } from '../lib/sso-links';
import { safeStorage } from '../../../lib/persistent-state';
import { showAlert } from '../../../lib/popups/popup-thunks';
import { shellActions } from '../../../lib/shell/shell-slice';
import { useAppDispatch } from '../../../lib/store/hooks';
import { errorText } from '../lib/error-text';
import { accountMessages } from '../messages';

/** What the host sent back, read once. */
export interface SsoReturn {
  callType: string;
  ssoTkn?: string;
  easyLoginKey?: string;
  appleKey?: string;
  error?: Pick<LoginResponse, 'rspC' | 'rspDtc' | 'rspMsgCn'>;
  redirect?: string;
}

export function readSsoReturn(params: URLSearchParams): SsoReturn {
  const redirect = safeRedirect(params.get(SSO_RETURN_PARAMS.redirectPath));
  const callType = isSsoCallType(params.get(SSO_RETURN_PARAMS.callType))
    ? (params.get(SSO_RETURN_PARAMS.callType) as string)
    : SSO_CALL_TYPES.login;
  const rspC = params.get(SSO_RETURN_PARAMS.rspC);
  if (rspC) {
    return {
      callType,
      error: { rspC, rspDtc: params.get(SSO_RETURN_PARAMS.rspDtc) ?? '', rspMsgCn: params.get(SSO_RETURN_PARAMS.rspMsgCn) ?? '' },
      ...(redirect ? { redirect } : {}),
    };
  }
  const ssoTkn = params.get(SSO_RETURN_PARAMS.ssoTkn) ?? '';
  const easyLoginKey = params.get(SSO_RETURN_PARAMS.easyLoginKey) ?? '';
  const appleKey = params.get(SSO_RETURN_PARAMS.appleKey) ?? '';
  return {
    callType,
    ...(ssoTkn ? { ssoTkn } : {}),
    ...(easyLoginKey ? { easyLoginKey } : {}),
    ...(appleKey ? { appleKey } : {}),
    ...(redirect ? { redirect } : {}),
  };
}

export function SsoReturnPage() {
  const t = useT(accountMessages);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const device = useAppSelector((s) => s.auth.device);
  const [login] = useSsoLoginMutation();
  const [easyLogin] = useEasyLoginMutation();
  const [appleLogin] = useAppleInfoLoginMutation();
  const [appleSave] = useAppleSaveMutation();
  const dispatch = useAppDispatch();
  // The query main.tsx took out of the address at start, else the router's (an in-app navigation).
  const [back] = useState(() => readSsoReturn(keptSsoReturn() ?? params));
  const started = useRef(false);

  useEffect(() => {
    // Once: StrictMode runs effects twice, and the token is spent on the first exchange.
    if (started.current) return;
    started.current = true;
    // The token out of the address bar and the history before anything else happens (already
    // done at start when the page was loaded with it; an in-app navigation brings it here), and
    // out of memory: it is spent now.
    void navigate(SSO_RETURN_PATH, { replace: true });
    forgetSsoReturn();
    const toLogin = () => void navigate(back.redirect ? loginHref(back.redirect) : paths.login, { replace: true });
    if (back.error) {
      handOffLogin({ data: back.error });
      toLogin();
      return;
    }
    // An Apple link from my page's linked accounts: saved, not logged in with.
    const session = safeStorage('session');
    // Only a member links: a visitor's stale intent (an abandoned link, then a logout) is a login.
    const linking = session.get(LINK_INTENT_KEY) === 'apple' && hasApiSession();
    session.remove(LINK_INTENT_KEY);
    if (linking && back.appleKey) {
      const linkedPage = back.redirect ?? paths.linkedAccounts;
      void appleSave({ apple_key: back.appleKey }).then((saved) => {
        void navigate(linkedPage, { replace: true });
        if ('error' in saved && saved.error) {
          dispatch(showAlert(t('account.linked.linkFailed', { provider: t('account.linked.apple'), detail: errorText(saved.error, t) })));
        } else dispatch(shellActions.showToast('account.linked.linkedToast'));
      });
      return;
    }
    // One key per way back; the SSO token first, as the host sends only one.
    const call = back.ssoTkn
      ? login({
          ssoTkn: back.ssoTkn,
          auto_login_yn: readAutoLogin(),
          ...(device.device_id ? { device_id: device.device_id } : {}),
          device_os: device.device_os,
        })
      : back.easyLoginKey
        ? // ASSUMPTIONS "Account": a plain browser has no device id and sends 'web'.
          easyLogin({ easy_login_key: back.easyLoginKey, device_id: device.device_id || 'web' })
        : back.appleKey
          ? appleLogin({ apple_key: back.appleKey })
          : undefined;
    if (!call) {
      // Nothing came back (the member opened this address by hand, or the host sent nothing).
      toLogin();
      return;
    }
    void call.then((result) => {
      handOffLogin({ ...result, callType: back.callType });
      toLogin();
    });
  }, [appleLogin, appleSave, back, device.device_id, device.device_os, dispatch, easyLogin, login, navigate, t]);

  return (
    <ScreenLayout title={t('screen.loginPage')} backTo={paths.login}>
      <SigningIn>{t('account.login.processing')}</SigningIn>
    </ScreenLayout>
  );
}

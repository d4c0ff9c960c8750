/**
 * The login screen (spec §2 "/login": the destination after a session expires; screen "login
 * page"). It offers the chain's single sign-on, the two social providers, apple login, easy
 * login and the auto-login choice, and applies the result a sign-on page hands back (spec §8
 * login errors with an inline handler, spec §4 success steps): see lib/use-login-handler.ts.
 */
import styled from '@emotion/styled';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link, useSearchParams } from '../../../lib/router/link';
import { ANALYTICS_EVENTS, type AnalyticsEventName } from '@bottle/domain';
import { Button, Spinner } from '@bottle/ui';

import { useServices, useInWebView } from '../../../lib/services';
import { paths } from '../../../config/paths';
import { wordLink } from '../../../lib/kit';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import { CheckRow, InlineError, Stack } from '../components/form-parts';
import { ScreenLayout } from '../components/screen-layout';
import { takeLoginHandOff } from '../lib/login-handoff';
import { readAutoLogin, writeAutoLogin } from '../../../lib/session/session';
import { previousLocation } from '../../../lib/previous-location';
import { safeRedirect, socialStart, ssoScreen, SSO_CALL_TYPES, type SocialProviderName, type SsoCallType } from '../lib/sso-links';
import { useFollow, useLoginHandler } from '../lib/use-login-handler';
import { accountMessages, type AccountMessageKey } from '../messages';

const Brand = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.colors.bottleGreen};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: 700;
  line-height: 1.4;
`;

const Divider = styled.h2`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: 400;
  text-align: center;
`;

const SignupRow = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  a {
    ${wordLink}
    font-weight: 700;
  }
`;

const Ways = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

const Busy = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export function LoginPage() {
  const t = useT(accountMessages);
  const follow = useFollow();
  const navigate = useNavigate();
  const { config, getBridge } = useServices();
  const inWebView = useInWebView();
  const [params] = useSearchParams();
  // Where the login (and the sign-on host's round trip, as redirect_path) returns the member: the
  // link's redirect, else the previous location (spec §3, §4), else home.
  const redirect = safeRedirect(params.get('redirect')) ?? previousLocation();
  const [autoLogin, setAutoLogin] = useState<'Y' | 'N'>(() => readAutoLogin());
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  const onInline = useCallback((message: string) => setInlineError(message), []);
  const handle = useLoginHandler({ redirect, onInline });

  // A sign-on page handed back its result: apply it once (spec §8, §4).
  useEffect(() => {
    const handOff = takeLoginHandOff();
    if (!handOff) return;
    setProcessing(true);
    setInlineError(null);
    void handle(handOff).finally(() => setProcessing(false));
  }, [handle]);

  // Spec §4 "Auto-login": the status is saved locally and passed to the native shell.
  const changeAutoLogin = (checked: boolean) => {
    const value = checked ? 'Y' : 'N';
    setAutoLogin(value);
    writeAutoLogin(value);
    trackEvent(ANALYTICS_EVENTS.autoLoginChange, inWebView, { auto_login_yn: value });
    if (inWebView) {
      getBridge()
        .then((b) => b.setAutoLogin({ auto_login_yn: value }))
        .catch((e: unknown) => console.error('error bridge setAutoLogin', e));
    }
  };

  const startSocial = (provider: SocialProviderName) => {
    trackEvent(ANALYTICS_EVENTS.socialLoginClick, inWebView, { provider });
    follow(socialStart(config, provider, redirect, sessionStorage));
  };

  // The main button and the apple and easy ways each open one page of the sign-on host.
  const startSso = (event: AnalyticsEventName, callType: SsoCallType) => {
    trackEvent(event, inWebView);
    follow(ssoScreen(config, callType, redirect));
  };

  // The other ways, in the order the screen lists them.
  const otherWays: readonly { label: AccountMessageKey; start: () => void }[] = [
    { label: 'account.login.kakao', start: () => startSocial('kakao') },
    { label: 'account.login.naver', start: () => startSocial('naver') },
    { label: 'account.login.apple', start: () => startSso(ANALYTICS_EVENTS.appleLoginClick, SSO_CALL_TYPES.appleLogin) },
    { label: 'account.login.easy', start: () => startSso(ANALYTICS_EVENTS.easyLoginClick, SSO_CALL_TYPES.easyLogin) },
    // The L.POINT account logs in on the app's own form (its call takes an ID and a password).
    {
      label: 'account.login.lpoint',
      start: () => void navigate(redirect ? `${paths.lpointLogin}?redirect=${encodeURIComponent(redirect)}` : paths.lpointLogin),
    },
  ];

  return (
    <ScreenLayout title={t('screen.loginPage')} backTo={paths.home}>
      <Brand>{t('account.login.intro')}</Brand>
      <Stack>
        {inlineError ? (
          <InlineError role="alert" id="login-error">
            {inlineError}
          </InlineError>
        ) : null}
        {processing ? (
          <Busy role="status">
            <Spinner />
            {t('account.login.processing')}
          </Busy>
        ) : null}
        <Button
          type="button"
          block
          disabled={processing}
          aria-describedby={inlineError ? 'login-error' : undefined}
          onClick={() => startSso(ANALYTICS_EVENTS.loginClick, SSO_CALL_TYPES.login)}
        >
          {t('account.login.sso')}
        </Button>
        <CheckRow>
          <input type="checkbox" checked={autoLogin === 'Y'} onChange={(e) => changeAutoLogin(e.target.checked)} />
          {t('account.login.autoLogin')}
        </CheckRow>
      </Stack>
      <Divider>{t('account.login.otherWays')}</Divider>
      <Ways>
        {otherWays.map((way) => (
          <li key={way.label}>
            <Button type="button" variant="secondary" block disabled={processing} onClick={way.start}>
              {t(way.label)}
            </Button>
          </li>
        ))}
      </Ways>
      <SignupRow>
        <span>{t('account.login.signupPrompt')}</span>
        <Link to={paths.signup}>{t('account.login.signup')}</Link>
      </SignupRow>
    </ScreenLayout>
  );
}

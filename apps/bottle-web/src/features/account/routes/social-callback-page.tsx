/**
 * The social login callbacks (spec §2: login_callback_kakao and a naver callback; spec §7
 * "Social provider token exchange"): read `code` and `state`, check the state against the one
 * saved when the login started, exchange the code at the provider's token endpoint
 * (config.social, libs/api `exchangeOAuthCode`), then the user service's social login; its
 * answer goes back to /login, which applies it (spec §8, §4). Failures are shown here with a
 * way back to the login screen.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link, useSearchParams } from '../../../lib/router/link';
import { exchangeOAuthCode, hasApiSession, useSocialLoginMutation, useSocialSaveMutation } from '@bottle/api';
import { ErrorState } from '@bottle/ui';
import { useServices } from '../../../lib/services';
import { paths } from '../../../config/paths';
import { wordLink } from '../../../lib/kit';
import { useT } from '../../../lib/i18n';
import { safeStorage } from '../../../lib/persistent-state';
import { Stack } from '../components/form-parts';
import { loginHref } from '../components/login-prompt';
import { ScreenLayout } from '../components/screen-layout';
import { SigningIn } from '../components/signing-in';
import { errorText } from '../lib/error-text';
import { handOffLogin } from '../lib/login-handoff';
import {
  callbackPath,
  LINK_INTENT_KEY,
  OAUTH_REDIRECT_KEY,
  OAUTH_STATE_KEY,
  safeRedirect,
  type SocialProviderName,
} from '../lib/sso-links';
import { shellActions } from '../../../lib/shell/shell-slice';
import { useAppDispatch } from '../../../lib/store/hooks';
import { accountMessages } from '../messages';

const BackLink = styled(Link)`
  ${wordLink}
  justify-content: center;
  font-weight: 700;
`;

/** Reads a one-time value of the OAuth round trip and forgets it (storage never throws here). */
function takeSession(key: string): string | null {
  const session = safeStorage('session');
  const value = session.get(key);
  session.remove(key);
  return value;
}

function SocialCallback({ provider }: { provider: SocialProviderName }) {
  const t = useT(accountMessages);
  const navigate = useNavigate();
  const { config } = useServices();
  const [params] = useSearchParams();
  const [socialLogin] = useSocialLoginMutation();
  const [socialSave] = useSocialSaveMutation();
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const providerName = t(provider === 'kakao' ? 'account.social.kakao' : 'account.social.naver');

  useEffect(() => {
    // One exchange per callback: an authorisation code is single-use (StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const savedState = takeSession(OAUTH_STATE_KEY);
    const redirect = safeRedirect(takeSession(OAUTH_REDIRECT_KEY));
    // A link from my page's linked accounts, not a login.
    const linking = takeSession(LINK_INTENT_KEY) === provider && hasApiSession();
    if (params.get('error')) return setFailure(t('account.social.denied'));
    if (!code) return setFailure(t('account.social.missingCode'));
    // CSRF guard of RFC 6749 §10.12: the state must be the one this browser started with.
    if (!state || state !== savedState) return setFailure(t('account.social.stateMismatch'));
    const settings = config.social[provider];
    void (async () => {
      let accessToken: string;
      try {
        const tokens = await exchangeOAuthCode({
          tokenEndpoint: new URL(settings.tokenUrl, window.location.origin).href,
          client_id: settings.clientId,
          redirect_uri: `${window.location.origin}${callbackPath(provider)}`,
          code,
          state,
        });
        accessToken = tokens.access_token;
      } catch (error) {
        setFailure(t('account.social.exchangeFailed', { provider: providerName, detail: errorText(error, t) }));
        return;
      }
      if (linking) {
        const saved = await socialSave({ provider, access_token: accessToken });
        if ('error' in saved && saved.error) {
          setFailure(t('account.linked.linkFailed', { provider: providerName, detail: errorText(saved.error, t) }));
          return;
        }
        void navigate(redirect ?? paths.linkedAccounts, { replace: true });
        dispatch(shellActions.showToast('account.linked.linkedToast'));
        return;
      }
      const result = await socialLogin({ provider, access_token: accessToken });
      handOffLogin(result);
      void navigate(redirect && redirect !== paths.home ? loginHref(redirect) : paths.login, { replace: true });
    })();
  }, [config.social, dispatch, navigate, params, provider, providerName, socialLogin, socialSave, t]);

  return (
    <ScreenLayout title={t('account.social.title', { provider: providerName })} backTo={paths.login}>
      {failure ? (
        <Stack>
          <ErrorState title={t('account.social.failedTitle', { provider: providerName })} message={failure} />
          <BackLink to={paths.login}>{t('account.social.retry')}</BackLink>
        </Stack>
      ) : (
        <SigningIn>{t('account.social.working', { provider: providerName })}</SigningIn>
      )}
    </ScreenLayout>
  );
}

export function KakaoCallbackPage() {
  return <SocialCallback provider="kakao" />;
}

export function NaverCallbackPage() {
  return <SocialCallback provider="naver" />;
}

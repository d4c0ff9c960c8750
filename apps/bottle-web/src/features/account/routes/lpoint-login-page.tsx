/**
 * The L.POINT account's login (spec §7 /fo/user/ssobottle/login/lpoint). The
 * chain's loyalty account is not a sign-on host page in the spec: its call takes an ID and a
 * password, so the form is the app's own (ASSUMPTIONS "Account"). Its answer goes through the same
 * handler as every login (spec §8 catalogue, §4 success steps); 44-401 shows inline on this form,
 * the screen the member is on.
 */
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from '../../../lib/router/link';
import { useLpointLoginMutation } from '@bottle/api';
import { Button } from '@bottle/ui';
import { FormField } from '../../../lib/kit';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { readAutoLogin } from '../../../lib/session/session';
import { loginHref } from '../components/login-prompt';
import { InlineError, Note, Stack } from '../components/form-parts';
import { ScreenLayout } from '../components/screen-layout';
import { safeRedirect } from '../lib/sso-links';
import { useLoginHandler } from '../lib/use-login-handler';
import { accountMessages, type AccountMessageKey } from '../messages';

type Problems = Partial<Record<'id' | 'password', AccountMessageKey>>;

export function LpointLoginPage() {
  const t = useT(accountMessages);
  const id = useId();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [login, { isLoading }] = useLpointLoginMutation();
  const onInline = useCallback((message: string) => setInlineError(message), []);
  const handle = useLoginHandler({ redirect, onInline });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setInlineError(null);
    const found: Problems = {
      ...(loginId.trim() ? {} : { id: 'account.lpoint.idRequired' }),
      ...(password ? {} : { password: 'account.lpoint.passwordRequired' }),
    };
    setProblems(found);
    if (found.id || found.password) return;
    const outcome = await handle(await login({ login_id: loginId.trim(), password, auto_login_yn: readAutoLogin() }));
    // The password is not kept on the form after a refused attempt.
    if (outcome !== 'success') setPassword('');
  };

  return (
    <ScreenLayout title={t('account.lpoint.title')} backTo={redirect ? loginHref(redirect) : paths.login}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-describedby={inlineError ? `${id}-error` : undefined}>
        <Stack>
          <Note>{t('account.lpoint.intro')}</Note>
          {inlineError ? (
            <InlineError role="alert" id={`${id}-error`}>
              {inlineError}
            </InlineError>
          ) : null}
          <FormField id={`${id}-id`} label={t('account.lpoint.id')} error={problems.id && t(problems.id)}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={loginId}
                onChange={(e) => setLoginId(e.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${id}-password`} label={t('account.lpoint.password')} error={problems.password && t(problems.password)}>
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" block disabled={isLoading}>
            {isLoading ? t('account.login.processing') : t('account.lpoint.submit')}
          </Button>
        </Stack>
      </form>
    </ScreenLayout>
  );
}

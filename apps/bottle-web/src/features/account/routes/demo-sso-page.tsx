/**
 * The demo single sign-on page (paths.demoSso, '/system/sso': "system" paths need no token,
 * spec §2). In demo mode it stands in for the chain's SSO pages (spec §7 callScreenInit.sso by
 * callType): the ID and password login, the member choice of easy, apple and social login, and
 * an explanation of each page a login error leads to (spec §8 targets). A login result is
 * handed back to /login, which applies it (lib/login-handoff.ts).
 */
import '../lib/register';
import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppleInfoLoginMutation, useEasyLoginMutation, useSsoLoginMutation } from '@bottle/api';
import { decideLoginError, LOGIN_TARGETS, MEMBERSHIP_GRADES, labelText, type LoginTarget, type MessageKey } from '@bottle/domain';
import { Button } from '@bottle/ui';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { useLang, useT, type Translate } from '../../../lib/i18n';
import { CheckRow, Field, InlineError, Note, SectionTitle, Stack, Table } from '../components/form-parts';
import { loginHref } from '../components/login-prompt';
import { ScreenLayout } from '../components/screen-layout';
import { DEMO_LOGIN_ERRORS, DEMO_MEMBERS, DEMO_PASSWORD, demoKeys } from '../lib/demo-accounts';
import { handOffLogin, type LoginHandOff } from '../lib/login-handoff';
import { readAutoLogin } from '../lib/session';
import { callbackPath, LOGIN_TARGET_CALL_TYPES, safeRedirect, SSO_CALL_TYPES, type SsoCallType } from '../lib/sso-links';
import { TARGET_TEXT } from '../lib/targets';

/** Draft key of the typed login ID (features.md: input survives a failure or reload; never the password). */
const ID_DRAFT_KEY = 'bottle.draft.account.sso-login-id';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  color: ${({ theme }) => theme.colors.gray800};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: 1.5;
`;

const Help = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  overflow-x: auto;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 700;
  }
`;

const Actions = styled(Stack)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.bottleGreen};
  font-weight: 700;
`;

const TARGET_BY_CALL_TYPE = new Map<string, LoginTarget>(
  (Object.entries(LOGIN_TARGET_CALL_TYPES) as [LoginTarget, SsoCallType][]).map(([target, callType]) => [callType, target]),
);

function readDraft(): string {
  try {
    return sessionStorage.getItem(ID_DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(value: string): void {
  try {
    sessionStorage.setItem(ID_DRAFT_KEY, value);
  } catch {
    // Storage disabled: the draft lasts as long as the page.
  }
}

/** Sends the result back to /login (with the redirect path), which applies it. */
function useReturnToLogin(redirect: string | undefined) {
  const navigate = useNavigate();
  return (result: LoginHandOff) => {
    handOffLogin(result);
    void navigate(redirect ? loginHref(redirect) : paths.login, { replace: true });
  };
}

export function DemoSsoPage() {
  const [params] = useSearchParams();
  const callType = params.get('callType') ?? SSO_CALL_TYPES.login;
  const redirect = safeRedirect(params.get('redirect_path'));
  const t = useT();

  if (callType === SSO_CALL_TYPES.login) return <PasswordLogin redirect={redirect} />;
  if (callType === SSO_CALL_TYPES.easyLogin || callType === SSO_CALL_TYPES.appleLogin) {
    return <MemberPicker mode={callType === SSO_CALL_TYPES.easyLogin ? 'easy' : 'apple'} redirect={redirect} />;
  }
  if (callType === SSO_CALL_TYPES.kakao || callType === SSO_CALL_TYPES.naver) {
    return <MemberPicker mode={callType === SSO_CALL_TYPES.kakao ? 'kakao' : 'naver'} redirect={redirect} state={params.get('state') ?? ''} />;
  }
  const target = TARGET_BY_CALL_TYPE.get(callType);
  if (target) return <TargetInfo target={target} redirect={redirect} />;
  return (
    <ScreenLayout title={t('account.sso.unknownTitle')} backTo={paths.login}>
      <Note>{t('account.sso.unknownBody', { callType })}</Note>
      <BackLink to={paths.login}>{t('account.sso.backToLogin')}</BackLink>
    </ScreenLayout>
  );
}

function PasswordLogin({ redirect }: { redirect: string | undefined }) {
  const t = useT();
  const device = useAppSelector((s) => s.auth.device);
  const [login, { isLoading }] = useSsoLoginMutation();
  const returnToLogin = useReturnToLogin(redirect);
  const [loginId, setLoginId] = useState(readDraft);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ id?: string; password?: string }>({});
  const idError = useId();
  const pwError = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(loginId.trim() ? {} : { id: t('account.sso.idRequired') }),
      ...(password ? {} : { password: t('account.sso.passwordRequired') }),
    };
    setErrors(next);
    if (next.id || next.password) return;
    const result = await login({
      login_id: loginId.trim(),
      password,
      auto_login_yn: readAutoLogin(),
      ...(device.device_id ? { device_id: device.device_id } : {}),
      device_os: device.device_os,
    });
    returnToLogin(result);
  };

  return (
    <ScreenLayout title={t('account.sso.title')} backTo={paths.login}>
      <Notice>{t('account.sso.demoNotice')}</Notice>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack>
          <Field>
            <label htmlFor="sso-login-id">{t('account.sso.id')}</label>
            <input
              id="sso-login-id"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={loginId}
              aria-invalid={errors.id ? true : undefined}
              aria-describedby={errors.id ? idError : undefined}
              onChange={(e) => {
                setLoginId(e.target.value);
                writeDraft(e.target.value);
              }}
            />
            {errors.id ? <InlineError id={idError}>{errors.id}</InlineError> : null}
          </Field>
          <Field>
            <label htmlFor="sso-password">{t('account.sso.password')}</label>
            <input
              id="sso-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? pwError : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
            {errors.password ? <InlineError id={pwError}>{errors.password}</InlineError> : null}
          </Field>
          <Button type="submit" block disabled={isLoading}>
            {t('account.sso.submit')}
          </Button>
        </Stack>
      </form>
      <DemoHelp />
    </ScreenLayout>
  );
}

function resultText(rspC: string, rspDtc: string, t: Translate): string {
  const decision = decideLoginError({ rspC, rspDtc, rspMsgCn: '-' }, { hasInlineHandler: true });
  const target = decision.target ? t(TARGET_TEXT[decision.target].title) : '';
  switch (decision.kind) {
    case 'inline':
      return t('account.sso.result.inline');
    case 'alert':
      return t('account.sso.result.alert');
    case 'navigate':
      return t('account.sso.result.navigate', { target });
    case 'alert-then-navigate':
      return t('account.sso.result.alertThenNavigate', { target });
    case 'ignore':
      return t('account.sso.result.ignore');
    case 'fail':
      return t(decision.message ? 'account.sso.result.fail' : 'account.sso.result.failOnly');
  }
}

function DemoHelp() {
  const t = useT();
  const lang = useLang();
  return (
    <Help aria-labelledby="sso-help-title">
      <SectionTitle id="sso-help-title">{t('account.sso.helpTitle')}</SectionTitle>
      <Note>{t('account.sso.helpPassword', { password: DEMO_PASSWORD })}</Note>
      <Table>
        <caption>{t('account.sso.membersCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.sso.colLoginId')}</th>
            <th scope="col">{t('account.sso.colName')}</th>
            <th scope="col">{t('account.sso.colGrade')}</th>
            <th scope="col">{t('account.sso.colStore')}</th>
          </tr>
        </thead>
        <tbody>
          {DEMO_MEMBERS.map((m) => (
            <tr key={m.loginId}>
              <th scope="row">
                <code>{m.loginId}</code>
              </th>
              <td>{m.name}</td>
              <td>{labelText(MEMBERSHIP_GRADES, m.grade, lang)}</td>
              <td>{m.store || t('account.sso.noStore')}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Table>
        <caption>{t('account.sso.errorsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.sso.colLoginId')}</th>
            <th scope="col">{t('account.sso.colCode')}</th>
            <th scope="col">{t('account.sso.colResult')}</th>
          </tr>
        </thead>
        <tbody>
          {DEMO_LOGIN_ERRORS.map((row) => (
            <tr key={row.loginIds.join()}>
              <th scope="row">
                <code>{row.loginIds.join(', ')}</code>
              </th>
              <td>{row.rspDtcs.map((d) => `${row.rspC}-${d}`).join(', ')}</td>
              <td>{resultText(row.rspC, row.rspDtcs[0] ?? '', t)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Note>{t('account.sso.errorsHint')}</Note>
    </Help>
  );
}

type PickMode = 'easy' | 'apple' | 'kakao' | 'naver';

const PICK_TEXT: Record<PickMode, { title: MessageKey; provider: MessageKey }> = {
  easy: { title: 'account.sso.pick.easy', provider: 'account.sso.providerSso' },
  apple: { title: 'account.sso.pick.apple', provider: 'account.sso.providerApple' },
  kakao: { title: 'account.sso.pick.kakao', provider: 'account.sso.providerKakao' },
  naver: { title: 'account.sso.pick.naver', provider: 'account.sso.providerNaver' },
};

function MemberPicker({ mode, redirect, state }: { mode: PickMode; redirect: string | undefined; state?: string }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const deviceId = useAppSelector((s) => s.auth.device.device_id);
  const [easyLogin, easy] = useEasyLoginMutation();
  const [appleLogin, apple] = useAppleInfoLoginMutation();
  const returnToLogin = useReturnToLogin(redirect);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(t('account.sso.pickRequired'));
      return;
    }
    setError(null);
    if (mode === 'kakao' || mode === 'naver') {
      // The provider sends the browser back to the app's callback with a code and the state.
      const query = new URLSearchParams({ code: demoKeys.socialCode(mode, chosen), state: state ?? '' });
      void navigate(`${callbackPath(mode)}?${query.toString()}`, { replace: true });
      return;
    }
    // A browser has no device id; the easy-login call needs one (libs/api A12).
    const result =
      mode === 'easy'
        ? await easyLogin({ easy_login_key: demoKeys.easy(chosen), device_id: deviceId || 'web' })
        : await appleLogin({ apple_key: demoKeys.apple(chosen) });
    returnToLogin(result);
  };

  const text = PICK_TEXT[mode];
  return (
    <ScreenLayout title={t(text.title)} backTo={paths.login}>
      <Notice>{t('account.sso.pickHint', { provider: t(text.provider) })}</Notice>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Fieldset aria-describedby={error ? errorId : undefined}>
          <legend>{t('account.sso.pickLegend')}</legend>
          {DEMO_MEMBERS.map((m) => (
            <CheckRow key={m.loginId}>
              <input type="radio" name="demo-member" value={m.loginId} checked={chosen === m.loginId} onChange={() => setChosen(m.loginId)} />
              {`${m.name} (${m.loginId}, ${labelText(MEMBERSHIP_GRADES, m.grade, lang)})`}
            </CheckRow>
          ))}
        </Fieldset>
        {error ? (
          <InlineError id={errorId} role="alert">
            {error}
          </InlineError>
        ) : null}
        <Actions>
          <Button type="submit" block disabled={easy.isLoading || apple.isLoading}>
            {t('account.sso.continue')}
          </Button>
          <BackLink to={redirect ? loginHref(redirect) : paths.login}>{t('account.sso.backToLogin')}</BackLink>
        </Actions>
      </form>
    </ScreenLayout>
  );
}

function TargetInfo({ target, redirect }: { target: LoginTarget; redirect: string | undefined }) {
  const t = useT();
  const text = TARGET_TEXT[target];
  return (
    <ScreenLayout title={t(text.title)} backTo={paths.login}>
      <Notice>{t('account.sso.realPage')}</Notice>
      <Stack>
        <Note>{t(text.body)}</Note>
        {target === LOGIN_TARGETS.join ? <BackLink to={paths.signup}>{t('account.sso.goSignup')}</BackLink> : null}
        <BackLink to={redirect ? loginHref(redirect) : paths.login}>{t('account.sso.backToLogin')}</BackLink>
      </Stack>
    </ScreenLayout>
  );
}

/** Staff sign-in: the store code and the desk PIN (demo PINs: libs/mock-api README). */
import styled from '@emotion/styled';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@bottle/ui';
import { useDeskLoginMutation } from '@bottle/api/desk';
import { deskErrorKey } from '../lib/errors';
import { useLang, useT, type DeskMessageKey } from '../lib/i18n';
import { sessionActions } from '../lib/session';
import { useDeskDispatch, useDeskSelector } from '../lib/store';
import { Alert, Card, digitsOnly, Form, HintedField, Page } from '../lib/ui';
import { LanguageButton } from '../shell';

const Narrow = styled(Page)`
  max-width: 480px;
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export function SignInPage() {
  const t = useT();
  const { lang } = useLang();
  const dispatch = useDeskDispatch();
  const ended = useDeskSelector((s) => s.session.ended);
  const [login, state] = useDeskLoginMutation();
  const [strCd, setStrCd] = useState('');
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<DeskMessageKey | null>(null);

  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = `${t('desk.signIn.title')} · ${t('desk.title')}`;
  }, [lang, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{3}$/.test(strCd) || !/^\d{6}$/.test(pin)) {
      setProblem('desk.signIn.incomplete');
      return;
    }
    setProblem(null);
    const result = await login({ str_cd: strCd, pin });
    if ('data' in result && result.data) {
      dispatch(
        sessionActions.signedIn({
          staff_tkn: result.data.staff_tkn,
          str_cd: result.data.str_cd,
          str_nm: result.data.str_nm,
          exp_dt: result.data.exp_dt,
        }),
      );
      return;
    }
    const error = result.error as { status?: number } | undefined;
    setPin('');
    setProblem(error?.status === 401 ? 'desk.signIn.wrong' : error?.status === 429 ? 'desk.signIn.locked' : deskErrorKey(result.error));
  };

  return (
    <Narrow id="main" tabIndex={-1}>
      <Top>
        <h1>{t('desk.title')}</h1>
        <LanguageButton />
      </Top>
      <Card aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">{t('desk.signIn.title')}</h2>
        <p>{t('desk.signIn.intro')}</p>
        {ended ? <Alert tone="warning">{t('desk.sessionEnded')}</Alert> : null}
        <Form onSubmit={(e) => void submit(e)} noValidate>
          <HintedField
            label={t('desk.signIn.store')}
            hint={t('desk.signIn.storeHint')}
            value={strCd}
            onChange={(e) => setStrCd(digitsOnly(e.target.value, 3))}
            inputMode="numeric"
            autoComplete="username"
            required
          />
          <HintedField
            label={t('desk.signIn.pin')}
            hint={t('desk.signIn.pinHint')}
            type="password"
            value={pin}
            onChange={(e) => setPin(digitsOnly(e.target.value, 6))}
            inputMode="numeric"
            autoComplete="current-password"
            required
          />
          {problem ? <Alert role="alert">{t(problem)}</Alert> : null}
          <Button type="submit" block disabled={state.isLoading} aria-busy={state.isLoading}>
            {t('desk.signIn.submit')}
          </Button>
        </Form>
      </Card>
    </Narrow>
  );
}

/**
 * Withdrawal (spec §7 /fo/user/ssobottle/withdraw, payload empty): one screen instead of one
 * dialog. It says what the member loses (usable coupons, open reservations, grade, wish list,
 * history: /app/mypage/init), asks why (optional; the reason goes with the withdraw analytics event
 * as a code, never to the call, whose payload the spec says is empty), refuses while a pickup
 * reservation is open (the demo server refuses too), and asks the member to sign on again before
 * the final step (lib/withdraw-reauth.ts: the sign-on host, any way they log in).
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useMypageInitQuery, useUserInfoQuery } from '@bottle/api';
import { MEMBERSHIP_GRADES, labelText } from '@bottle/domain';
import { Button } from '@bottle/ui';
import { paths } from '../../../config/paths';
import { useLang, useT } from '../../../lib/i18n';
import { FormField, LinkButton, QueryState } from '../../../lib/kit';
import { useServices } from '../../../lib/services';
import { CheckRow, Note, SectionTitle, Stack } from '../components/form-parts';
import { membersOnlyPage } from '../components/members-only';
import { ssoScreen, SSO_CALL_TYPES } from '../lib/sso-links';
import { useFollow } from '../lib/use-login-handler';
import { useWithdraw } from '../lib/use-logout';
import { clearWithdrawReauth, startWithdrawReauth, withdrawReauth } from '../lib/withdraw-reauth';
import { accountMessages, type AccountMessageKey } from '../messages';

/** Reasons, as the codes the analytics event carries. */
export const WITHDRAW_REASONS = ['rarelyUse', 'noStore', 'fewBenefits', 'privacy', 'other'] as const;

const LossList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  line-height: 1.7;
`;

const Blocked = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.red};
  background: ${({ theme }) => theme.colors.grayBg};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

function Withdrawal() {
  const t = useT(accountMessages);
  const lang = useLang();
  const follow = useFollow();
  const { config } = useServices();
  const init = useMypageInitQuery();
  const user = useUserInfoQuery();
  const { withdraw, isLoading } = useWithdraw();
  const cno = user.data?.cno;
  const reauth = withdrawReauth(cno);
  const [reason, setReason] = useState<string>(reauth.reason ?? '');

  if (init.isLoading || init.isError || !init.data) return <QueryState query={init} />;
  if (user.isLoading || user.isError || !user.data) return <QueryState query={user} />;
  const data = init.data;
  const open = data.pickup_cnt;

  const confirmIdentity = () => {
    if (!cno) return;
    startWithdrawReauth(cno, reason || undefined);
    follow(ssoScreen(config, SSO_CALL_TYPES.login, paths.withdraw));
  };

  const submit = async () => {
    const done = await withdraw(reason || undefined);
    if (done) clearWithdrawReauth();
  };

  return (
    <Stack>
      <section aria-labelledby="withdraw-loss">
        <SectionTitle id="withdraw-loss">{t('account.withdraw.lossTitle')}</SectionTitle>
        <LossList>
          <li>{t('account.withdraw.lossCoupons', { n: data.coupon_cnt })}</li>
          <li>{t('account.withdraw.lossGrade', { grade: labelText(MEMBERSHIP_GRADES, data.grade_cd, lang) })}</li>
          <li>{t('account.withdraw.lossPickups', { n: open })}</li>
          <li>{t('account.withdraw.lossBunker', { n: data.bnkr_cnt })}</li>
          <li>{t('account.withdraw.lossHistory')}</li>
        </LossList>
        <Note>{t('account.withdraw.irreversible')}</Note>
      </section>

      {open > 0 ? (
        <Blocked role="alert">
          <p>{t('account.withdraw.openPickups', { n: open })}</p>
          <LinkButton to={paths.pickupList} variant="secondary">
            {t('account.withdraw.goPickups')}
          </LinkButton>
        </Blocked>
      ) : (
        <>
          <FormField id="withdraw-reason" group label={t('account.withdraw.reasonLegend')} hints={[t('account.withdraw.reasonHint')]}>
            {WITHDRAW_REASONS.map((code) => (
              <CheckRow key={code}>
                <input type="radio" name="withdraw-reason" value={code} checked={reason === code} onChange={() => setReason(code)} />
                {t(`account.withdraw.reason.${code}` as AccountMessageKey)}
              </CheckRow>
            ))}
          </FormField>
          {reauth.confirmed ? (
            <>
              <Note role="status">{t('account.withdraw.confirmed')}</Note>
              <Button type="button" block variant="secondary" disabled={isLoading} onClick={() => void submit()}>
                {t('account.withdraw.submit')}
              </Button>
            </>
          ) : (
            <>
              <Note>{t('account.withdraw.reauthNote')}</Note>
              <Button type="button" block onClick={confirmIdentity}>
                {t('account.withdraw.reauth')}
              </Button>
            </>
          )}
        </>
      )}
    </Stack>
  );
}

export const WithdrawPage = membersOnlyPage('account.withdraw.title', paths.myPage, Withdrawal);

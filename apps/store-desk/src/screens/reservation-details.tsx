/** What the desk shows of a reservation: product, quantity, member, date, step, ID-check reminder. */
import styled from '@emotion/styled';
import { formatDate, formatNumber } from '@bottle/domain';
import type { DeskReservation } from '@bottle/api/desk';
import { useLang, useT } from '../lib/i18n';
import { deskStatusKey } from '../lib/status';
import { Alert } from '../lib/ui';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.gray700};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

export function ReservationDetails({ reservation: r, showIdCheck = true }: { reservation: DeskReservation; showIdCheck?: boolean }) {
  const t = useT();
  const { lang } = useLang();
  return (
    <>
      <List>
        <dt>{t('desk.reservation.product')}</dt>
        <dd>{r.prd_nm}</dd>
        <dt>{t('desk.reservation.qty')}</dt>
        <dd>{t('desk.reservation.qtyValue', { qty: r.qty })}</dd>
        <dt>{t('desk.reservation.member')}</dt>
        <dd data-testid="desk-member">{t('desk.reservation.memberValue', { name: r.mbr_nm })}</dd>
        <dt>{t('desk.reservation.pickupDate')}</dt>
        <dd>{formatDate(r.pickup_dt, lang)}</dd>
        <dt>{t('desk.reservation.status')}</dt>
        <dd data-status={r.status}>{t(deskStatusKey(r))}</dd>
        <dt>{t('desk.reservation.payment')}</dt>
        <dd data-testid="desk-payment">
          {r.payment
            ? t(r.payment.pay_stat === 'PAID' ? 'desk.reservation.paid' : 'desk.reservation.refunded', {
                amount: formatNumber(r.payment.amount),
              })
            : t('desk.reservation.payAtDesk')}
        </dd>
      </List>
      {r.payment?.pay_stat === 'PAID' ? <Alert tone="success">{t('desk.reservation.paidNote')}</Alert> : null}
      {showIdCheck && r.id_check_yn === 'Y' ? <Alert tone="warning">{t('desk.reservation.idCheck')}</Alert> : null}
    </>
  );
}

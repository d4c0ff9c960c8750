/** What the desk shows of a reservation: product, quantity, member, date, step, ID-check reminder. */
import styled from '@emotion/styled';
import { formatDate, formatNumber } from '@bottle/domain';
import type { DeskReservation } from '@bottle/api/desk';
import { useLang, useT } from '../lib/i18n';
import { deskStatusKey } from '../lib/status';
import { Alert, Fact, FactList } from '../lib/ui';

/** The reservation's facts stand out (bold) and apart (a wider gap): staff read them aloud to the member. */
const List = styled(FactList)`
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  dd {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

export function ReservationDetails({ reservation: r, showIdCheck = true }: { reservation: DeskReservation; showIdCheck?: boolean }) {
  const t = useT();
  const { lang } = useLang();
  return (
    <>
      <List>
        <Fact term={t('desk.reservation.product')}>{r.prd_nm}</Fact>
        <Fact term={t('desk.reservation.qty')}>{t('desk.reservation.qtyValue', { qty: r.qty })}</Fact>
        <Fact term={t('desk.reservation.member')} data-testid="desk-member">
          {t('desk.reservation.memberValue', { name: r.mbr_nm })}
        </Fact>
        <Fact term={t('desk.reservation.pickupDate')}>{formatDate(r.pickup_dt, lang)}</Fact>
        <Fact term={t('desk.reservation.status')} data-status={r.status}>
          {t(deskStatusKey(r))}
        </Fact>
        <Fact term={t('desk.reservation.payment')} data-testid="desk-payment">
          {r.payment
            ? t(r.payment.pay_stat === 'PAID' ? 'desk.reservation.paid' : 'desk.reservation.refunded', {
                amount: formatNumber(r.payment.amount),
              })
            : t('desk.reservation.payAtDesk')}
        </Fact>
      </List>
      {r.payment?.pay_stat === 'PAID' ? <Alert tone="success">{t('desk.reservation.paidNote')}</Alert> : null}
      {showIdCheck && r.id_check_yn === 'Y' ? <Alert tone="warning">{t('desk.reservation.idCheck')}</Alert> : null}
    </>
  );
}

/**
 * What was reserved and where: the product with its quantity, amount and status, then the
 * reservation's facts (number, the store, which opens its info popup, date, payment, when it was
 * made and, while it is open, until when the store holds it).
 */
import styled from '@emotion/styled';
import type { PickupReservation } from '@bottle/api';
import { formatDayLabel, formatNumber } from '@bottle/domain';
import { useAppDispatch } from '../../../../lib/store/hooks';
import { useLang, useT } from '../../../../lib/i18n';
import { popupActions } from '../../../../lib/popups/popup-slice';
import { underlinedTextButton } from '../../../../lib/kit';
import { Facts, Thumb } from '../page';
import { StatusBadge } from '../status-badge';
import { holdDeadline } from '../../lib/status';
import { pickupMessages } from '../../messages';

const Summary = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  .body {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: block;
  }
  span.meta {
    display: block;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const StoreButton = styled.button`
  ${underlinedTextButton}
  padding: 0;
  color: ${({ theme }) => theme.colors.bottleGreen};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-align: left;
`;

export function ReservationFacts({ reservation: r }: { reservation: PickupReservation }) {
  const t = useT(pickupMessages);
  const lang = useLang();
  const dispatch = useAppDispatch();
  const deadline = holdDeadline(r);
  return (
    <>
      <Summary>
        <Thumb src={r.img_url} alt="" />
        <div className="body">
          <strong>{r.prd_nm}</strong>
          <span className="meta">
            {t('pickup.bottles', { n: r.qty })} · {t('pickup.won', { amount: formatNumber(r.pay_amt) })}
          </span>
        </div>
        <StatusBadge status={r.status} />
      </Summary>
      <Facts>
        <dt>{t('pickup.reservationNo')}</dt>
        <dd>{r.pickup_no}</dd>
        <dt>{t('pickup.store')}</dt>
        <dd>
          <StoreButton
            type="button"
            aria-haspopup="dialog"
            aria-label={t('pickup.storeInfo', { name: r.str_nm })}
            onClick={() => dispatch(popupActions.openStoreInfo({ strCd: r.str_cd }))}
          >
            {r.str_nm}
          </StoreButton>
        </dd>
        <dt>{t('pickup.date')}</dt>
        <dd>{formatDayLabel(r.pickup_dt, lang) || r.pickup_dt}</dd>
        <dt>{t('pickup.payment')}</dt>
        <dd data-testid="pickup-payment">
          {r.payment
            ? t(r.payment.pay_stat === 'PAID' ? 'pickup.payment.paid' : 'pickup.payment.refunded', {
                amount: formatNumber(r.payment.amount),
              })
            : t('pickup.payment.atStore')}
        </dd>
        <dt>{t('pickup.registeredAt')}</dt>
        <dd>{formatDayLabel(r.reg_dt, lang) || r.reg_dt}</dd>
        {r.status === 'READY' || r.status === 'RESERVED' ? (
          <>
            <dt>{t('pickup.holdDeadline')}</dt>
            <dd>{deadline ? formatDayLabel(deadline, lang) || deadline : t('pickup.holdAfterReady')}</dd>
          </>
        ) : null}
      </Facts>
    </>
  );
}

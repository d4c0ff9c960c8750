/**
 * Step 4, reservation confirm (spec §2): what is reserved, and the expected price with the
 * grade's pickup benefit and the member's usable coupons. An estimate: the
 * member pays at the store (lib/expected-price.ts).
 */
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import type { Coupon, ProductInfo } from '@bottle/api';
import { formatDayLabel, formatNumber, labelText, MEMBERSHIP_GRADES } from '@bottle/domain';
import { Button } from '@bottle/ui';
import { useLang, useT } from '../../../../lib/i18n';
import { useServerClock } from '../../../../lib/server-clock';
import type { PickupDraft } from '../../lib/draft';
import { expectedPrice } from '../../lib/expected-price';
import { pickupMessages } from '../../messages';
import { Facts as KitFacts, grayInsetBox } from '../../../../lib/kit';
import { Facts } from '../page';
import { ProductSummary, StepNote } from './product-summary';

const Price = styled.section`
  ${grayInsetBox}
  padding: ${({ theme }) => theme.space.md};
  dt.total,
  dd.total {
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.gray300};
    color: ${({ theme }) => theme.colors.black};
    font-size: ${({ theme }) => theme.typography.size.md};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.gray200};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  li strong {
    display: block;
  }
  .applied {
    color: ${({ theme }) => theme.colors.bottleGreen};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  .note {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

/** The amount's lines: the kit's label / value rows, each amount at the right in even figures. */
const PriceLines = styled(KitFacts)`
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** The usable coupons: a box of its own under the amount, set apart by a gap and its own frame. */
const CouponBox = styled(Price)`
  margin-top: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  background: ${({ theme }) => theme.colors.white};
`;

/** The member's benefits as the page loaded them (grade, its pickup rate, coupons). */
export interface Benefits {
  gradeCd: string | undefined;
  /** The grade's pickup discount, percent (grade info pickup_dc_rate). */
  gradeRate: number | undefined;
  coupons: readonly Coupon[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export interface ConfirmStepProps {
  info: ProductInfo;
  draft: PickupDraft;
  storeName: string | undefined;
  benefits: Benefits;
  /** The payment choice (./pay-choice.tsx), shown under what is reserved. */
  payment?: ReactNode;
  /** Paying now: the server's amount replaces the estimate and the pay-at-store note. */
  payingNow?: boolean;
}

export function ConfirmStep({ info, draft, storeName, benefits, payment, payingNow = false }: ConfirmStepProps) {
  const t = useT(pickupMessages);
  const lang = useLang();
  return (
    <>
      <ProductSummary info={info} />
      <Facts>
        <dt>{t('pickup.quantity')}</dt>
        <dd>{t('pickup.bottles', { n: draft.qty })}</dd>
        <dt>{t('pickup.date')}</dt>
        <dd>{draft.pickupDt ? formatDayLabel(draft.pickupDt, lang) || draft.pickupDt : ''}</dd>
        <dt>{t('pickup.store')}</dt>
        <dd>{storeName ?? draft.strCd}</dd>
      </Facts>
      {payment}
      {payingNow ? null : (
        <>
          <PriceBreakdown unitPrice={info.sale_prc} qty={draft.qty} {...benefits} />
          <StepNote>
            {t('pickup.payAtStore')} {t('pickup.benefitsAtStore')}
          </StepNote>
        </>
      )}
    </>
  );
}

/**
 * Product amount, the grade's pickup discount, the best usable coupon, the total; then every
 * usable coupon with what it takes off.
 */
function PriceBreakdown({
  unitPrice,
  qty,
  gradeCd,
  gradeRate,
  coupons,
  loading,
  failed,
  onRetry,
}: Benefits & { unitPrice: number; qty: number }) {
  const t = useT(pickupMessages);
  const lang = useLang();
  const { today } = useServerClock();
  const price = expectedPrice({ unitPrice, qty, gradeRate, coupons, today });
  const won = (amount: number) => t('pickup.won', { amount: formatNumber(amount) });
  const minus = (amount: number) => t('pickup.minus', { amount: formatNumber(amount) });
  return (
    <>
      <Price aria-labelledby="pickup-price-title" aria-busy={loading}>
        <h3 id="pickup-price-title">{t('pickup.amount')}</h3>
        <PriceLines>
          <dt>{t('pickup.subtotal')}</dt>
          <dd>{won(price.subtotal)}</dd>
          {price.gradeDiscount > 0 && gradeCd ? (
            <>
              <dt>{t('pickup.gradeBenefit', { grade: labelText(MEMBERSHIP_GRADES, gradeCd, lang), rate: gradeRate ?? 0 })}</dt>
              <dd>{minus(price.gradeDiscount)}</dd>
            </>
          ) : null}
          {price.applied ? (
            <>
              <dt>
                {t('pickup.couponDiscount')} · {price.applied.coupon.cpn_nm}
              </dt>
              <dd>{minus(price.applied.discount)}</dd>
            </>
          ) : null}
          <dt className="total">{t('pickup.amount')}</dt>
          <dd className="total" data-testid="pickup-total">
            {won(price.total)}
          </dd>
        </PriceLines>
        {loading ? (
          <p className="note" role="status">
            {t('pickup.benefitsLoading')}
          </p>
        ) : failed ? (
          <p className="note" role="alert">
            {t('pickup.benefitsError')}{' '}
            <Button variant="text" onClick={onRetry}>
              {t('error.retry')}
            </Button>
          </p>
        ) : null}
      </Price>
      {/* The coupons are a list of their own, not a line of the amount above: a box apart. */}
      {loading || failed ? null : (
        <CouponBox aria-labelledby="pickup-coupons-title">
          <h3 id="pickup-coupons-title">{t('pickup.coupons')}</h3>
          {price.coupons.length === 0 ? (
            <p className="note">{t('pickup.noCoupons')}</p>
          ) : (
            <ul>
              {price.coupons.map((offer) => (
                <li key={offer.coupon.cpn_no}>
                  <strong>{offer.coupon.cpn_nm}</strong>
                  {t('pickup.couponItem', {
                    amount: formatNumber(offer.discount),
                    date: formatDayLabel(offer.coupon.exp_dt, lang) || offer.coupon.exp_dt,
                  })}
                  {offer === price.applied ? <span className="applied"> · {t('pickup.couponApplied')}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </CouponBox>
      )}
    </>
  );
}

/**
 * The confirm step's payment choice (docs/payments.md): 지금 결제 (pay now, through Toss's window)
 * or 매장에서 결제 (pay at the store, as before). Paying now shows the server's amount line by
 * line, with one coupon the member chooses among the usable ones; the app never computes it.
 * A member whose age is not verified is offered paying at the store only, with the reason.
 */
import { Fragment } from 'react';
import styled from '@emotion/styled';
import type { PaymentAmountLine, PaymentQuoteResponse } from '@bottle/api';
import { formatNumber, labelText, MEMBERSHIP_GRADES } from '@bottle/domain';
import { Button } from '@bottle/ui';
import { useLang, useT } from '../../../../lib/i18n';
import { choiceLabel } from '../../../../lib/kit';
import { pickupMessages } from '../../messages';

export type PayMethod = 'now' | 'store';

/** The member's choice, kept with the draft (sessionStorage) so a failed window keeps it. */
export interface PayChoiceValue {
  method: PayMethod;
  cpnNo: string | null;
}

export const DEFAULT_PAY_CHOICE: PayChoiceValue = { method: 'store', cpnNo: null };

/** A stored choice read back; anything malformed gives the default. */
export function parsePayChoice(raw: unknown): PayChoiceValue {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_PAY_CHOICE;
  const r = raw as Record<string, unknown>;
  return {
    method: r['method'] === 'now' ? 'now' : 'store',
    cpnNo: typeof r['cpnNo'] === 'string' && r['cpnNo'] !== '' ? r['cpnNo'] : null,
  };
}

const Box = styled.fieldset`
  margin: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  label {
    ${choiceLabel}
  }
  input {
    width: 22px;
    height: 22px;
    margin: 0;
  }
  .note {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin: ${({ theme }) => theme.space.sm} 0 0;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.gray300};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

export interface PayChoiceProps {
  value: PayChoiceValue;
  onChange: (value: PayChoiceValue) => void;
  quote: { data: PaymentQuoteResponse | undefined; loading: boolean; failed: boolean; onRetry: () => void };
  gradeCd: string | undefined;
  disabled: boolean;
}

export function PayChoice({ value, onChange, quote, gradeCd, disabled }: PayChoiceProps) {
  const t = useT(pickupMessages);
  const lang = useLang();
  const allowed = quote.data?.pay_now_yn === 'Y';
  const won = (amount: number) => t('pickup.won', { amount: formatNumber(amount) });
  const minus = (amount: number) => t('pickup.minus', { amount: formatNumber(Math.abs(amount)) });
  const lineLabel = (line: PaymentAmountLine): string => {
    if (line.kind === 'SUBTOTAL') return t('pickup.subtotal');
    if (line.kind === 'GRADE_DC')
      return t('pickup.gradeBenefit', { grade: gradeCd ? labelText(MEMBERSHIP_GRADES, gradeCd, lang) : '', rate: line.rate ?? 0 });
    return `${t('pickup.couponDiscount')} · ${line.cpn_nm ?? ''}`;
  };
  return (
    <>
      <Box disabled={disabled}>
        <legend>{t('pickup.pay.title')}</legend>
        <label>
          <input
            type="radio"
            name="pay-method"
            value="now"
            checked={value.method === 'now' && allowed}
            disabled={!allowed}
            onChange={() => onChange({ ...value, method: 'now' })}
          />
          {t('pickup.pay.now')}
        </label>
        <label>
          <input
            type="radio"
            name="pay-method"
            value="store"
            checked={value.method === 'store' || !allowed}
            onChange={() => onChange({ ...value, method: 'store' })}
          />
          {t('pickup.pay.store')}
        </label>
        {quote.loading ? (
          <p className="note" role="status">
            {t('pickup.benefitsLoading')}
          </p>
        ) : quote.failed ? (
          <p className="note" role="alert">
            {t('pickup.pay.quoteError')}{' '}
            <Button variant="text" onClick={quote.onRetry}>
              {t('error.retry')}
            </Button>
          </p>
        ) : !allowed ? (
          <p className="note" data-testid="pay-now-blocked">
            {t('pickup.pay.adultsOnly')}
          </p>
        ) : null}
      </Box>
      {value.method === 'now' && allowed && quote.data ? (
        <Box disabled={disabled} aria-describedby="pay-amount-note">
          <legend>{t('pickup.pay.amountTitle')}</legend>
          <dl data-testid="pay-lines">
            {quote.data.lines.map((line) => (
              <Fragment key={line.kind}>
                <dt>{lineLabel(line)}</dt>
                <dd>{line.amt < 0 ? minus(line.amt) : won(line.amt)}</dd>
              </Fragment>
            ))}
            <dt className="total">{t('pickup.pay.total')}</dt>
            <dd className="total" data-testid="pay-total">
              {won(quote.data.amount)}
            </dd>
          </dl>
          <p className="note" id="pay-amount-note">
            {t('pickup.pay.serverAmount')}
          </p>
          <p className="note">{t('pickup.pay.couponChoice')}</p>
          <label>
            <input
              type="radio"
              name="pay-coupon"
              value=""
              checked={value.cpnNo === null}
              onChange={() => onChange({ ...value, cpnNo: null })}
            />
            {t('pickup.pay.noCoupon')}
          </label>
          {quote.data.coupons.map((c) => (
            <label key={c.cpn_no}>
              <input
                type="radio"
                name="pay-coupon"
                value={c.cpn_no}
                checked={value.cpnNo === c.cpn_no}
                onChange={() => onChange({ ...value, cpnNo: c.cpn_no })}
              />
              {c.cpn_nm} ({minus(c.dc_amt)})
            </label>
          ))}
        </Box>
      ) : null}
    </>
  );
}

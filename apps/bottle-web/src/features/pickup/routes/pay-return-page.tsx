/**
 * Where the payment window comes back (docs/payments.md): Toss's successUrl
 * (`?paymentKey&orderId&amount`) and failUrl (`?code&message&orderId`), each with the product
 * (`prd_cd`) the app put in them.
 *
 * Success hands what came back to the chain's backend, which checks the amount against the order
 * and confirms with Toss once per order: a reload, a double tap, a second tab or a lost answer
 * confirm the same order again and get the same answer (one charge). Paid: the draft goes and the
 * reservation opens. The stock gone meanwhile: the server already cancelled the charge; the
 * member is told. Refused (an amount changed in the address): back to the confirm step.
 * Failure (a card refused, the window cancelled): the hold is released and the confirm step shows
 * why, with the draft as it was.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSearchParams } from '../../../lib/router/link';
import { isApiError, usePaymentConfirmMutation, usePaymentFailMutation, type PaymentOrder } from '@bottle/api';
import { ANALYTICS_EVENTS, formatNumber } from '@bottle/domain';
import { Button } from '@bottle/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { PageHeader, Section } from '../../../lib/kit';
import { safeStorage } from '../../../lib/persistent-state';
import { useTrackEvent } from '../../../lib/use-track-event';
import { InlineAlert } from '../components/page';
import { draftKey } from '../lib/draft';
import { PAY_REFUSAL_CODES, payChoiceKey } from '../lib/pay-result';
import { pickupMessages } from '../messages';

/** The confirm step of the product, with what happened (a code of lib/pay-result.ts). */
function backToConfirm(prdCd: string, code: string): string {
  return `${paths.pickupReserve(prdCd)}?pay_error=${encodeURIComponent(code)}`;
}

export function PaySuccessPage() {
  const t = useT(pickupMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const track = useTrackEvent();
  const [confirm, state] = usePaymentConfirmMutation();
  const [result, setResult] = useState<PaymentOrder | null>(null);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const prdCd = params.get('prd_cd') ?? '';
  const request = {
    payment_key: params.get('paymentKey') ?? '',
    order_id: params.get('orderId') ?? '',
    amount: Number(params.get('amount')),
  };

  const run = async () => {
    setFailed(false);
    try {
      const order = await confirm(request).unwrap();
      if (order.pay_stat === 'PAID' && order.pickup_no) {
        track(ANALYTICS_EVENTS.pickupPaymentSuccess, { prd_cd: prdCd, value: order.amount, currency: 'KRW' });
        const session = safeStorage('session');
        session.remove(draftKey(prdCd));
        session.remove(payChoiceKey(prdCd));
        navigate(paths.pickupDetail(order.pickup_no), { replace: true });
        return;
      }
      if (order.pay_stat === 'REFUNDED') track(ANALYTICS_EVENTS.pickupPaymentRefund, { prd_cd: prdCd, reason: order.refund_rsn ?? '' });
      setResult(order);
    } catch (error) {
      const code = isApiError(error) && error.status === 409 ? PAY_REFUSAL_CODES[error.rspDtc ?? ''] : undefined;
      if (code) {
        track(ANALYTICS_EVENTS.pickupPaymentFail, { prd_cd: prdCd, code });
        navigate(backToConfirm(prdCd, code), { replace: true });
        return;
      }
      setFailed(true);
    }
  };

  useEffect(() => {
    // Once per visit of the page (the server answers a repeat the same anyway).
    if (started.current) return;
    started.current = true;
    void run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- confirmed once per visit of the page (the ref guards a second mount); a retry calls run itself.
  }, []);

  return (
    <>
      <PageHeader>
        <h1>{t('pickup.pay.returnTitle')}</h1>
      </PageHeader>
      <Section aria-live="polite">
        {result?.pay_stat === 'REFUNDED' ? (
          <InlineAlert role="alert" data-testid="pay-stock-gone">
            {t('pickup.pay.stockGone', { amount: formatNumber(result.refund_amt ?? result.amount) })}
          </InlineAlert>
        ) : failed ? (
          <InlineAlert role="alert">
            {t('pickup.pay.confirmError')}{' '}
            <Button variant="text" onClick={() => void run()} disabled={state.isLoading}>
              {t('error.retry')}
            </Button>
          </InlineAlert>
        ) : (
          <p role="status">{t('pickup.pay.confirming')}</p>
        )}
        {result || failed ? (
          <Button variant="secondary" onClick={() => navigate(paths.pickupReserve(prdCd), { replace: true })}>
            {t('pickup.pay.backToReserve')}
          </Button>
        ) : null}
      </Section>
    </>
  );
}

export function PayFailPage() {
  const t = useT(pickupMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const track = useTrackEvent();
  const [fail] = usePaymentFailMutation();
  const started = useRef(false);
  const prdCd = params.get('prd_cd') ?? '';
  const code = params.get('code') ?? 'OTHER';
  const orderId = params.get('orderId') ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    track(ANALYTICS_EVENTS.pickupPaymentFail, { prd_cd: prdCd, code });
    // The hold goes back at once; the confirm step opens whether or not this answer arrives
    // (the hold lapses on its own after 10 minutes).
    const settle = orderId
      ? fail({ order_id: orderId, code })
          .unwrap()
          .catch(() => undefined)
      : Promise.resolve();
    void settle.then(() => navigate(backToConfirm(prdCd, code), { replace: true }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the failure is reported once, from the address the window returned to.
  }, []);

  return (
    <>
      <PageHeader>
        <h1>{t('pickup.pay.returnTitle')}</h1>
      </PageHeader>
      <Section>
        <p role="status">{t('pickup.pay.confirming')}</p>
      </Section>
    </>
  );
}

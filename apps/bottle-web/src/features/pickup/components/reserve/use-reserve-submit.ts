/**
 * Making the reservation: paying at the store (the reservation is made at once) or paying now
 * (the server prepares the order, holding the stock 10 minutes, then Toss's window opens). One
 * reservation per press, under the attempt's idempotency key, so a lost answer can be asked again
 * safely; a failure keeps the draft and says why (and which stores still have the bottles).
 */
import { isApiError, usePaymentPrepareMutation, usePickupCreateMutation } from '@bottle/api';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { useServices } from '../../../../lib/services';
import { useTrackEvent } from '../../../../lib/use-track-event';
import { newAttemptKey } from '../../lib/draft';
import { payErrorKey } from '../../lib/pay-result';
import { attemptKey, submitErrorOf } from '../../lib/reserve-flow';
import { loaderFor, openPayWindow, PayWindowError, returnUrls } from '../../lib/toss-payment';
import type { ReserveFlowModel } from './use-reserve-flow';
import type { ReservePayment } from './use-reserve-payment';

export function useReserveSubmit(prdCd: string, model: ReserveFlowModel, payment: ReservePayment) {
  const { flow, dispatch, stores } = model;
  const { draft } = flow.value;
  const services = useServices();
  const track = useTrackEvent();
  const [create, createState] = usePickupCreateMutation();
  const [prepare, prepareState] = usePaymentPrepareMutation();

  /** `rerouteTo`: one tap on a store offered after a stock failure. */
  const submit = async (rerouteTo?: string) => {
    const fresh = newAttemptKey();
    // Another store is another request: a new attempt (the reducer lets the old key go too).
    const idemKey = rerouteTo && rerouteTo !== draft.strCd ? fresh : attemptKey(flow.value, fresh);
    if (rerouteTo) dispatch({ type: 'store', strCd: rerouteTo });
    const strCd = rerouteTo ?? draft.strCd;
    // One reservation per press: the reducer refuses a second start while one is on its way.
    if (!dispatch({ type: 'submit', key: fresh }) || !strCd || !draft.pickupDt) return;
    const request = {
      prd_cd: prdCd,
      qty: draft.qty,
      str_cd: strCd,
      pickup_dt: draft.pickupDt,
      privacy_agree_yn: 'Y' as const,
      idem_key: idemKey,
    };
    try {
      let result;
      try {
        result = await create(request).unwrap();
      } catch (error) {
        // The request may have reached the server and only the answer was lost: the same key
        // again is safe (the server answers the reservation already made), so try once more.
        const lost = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout') && globalThis.navigator?.onLine !== false;
        if (!lost) throw error;
        result = await create(request).unwrap();
      }
      dispatch({ type: 'created', pickupNo: result.pickup_no });
      track(ANALYTICS_EVENTS.pickupReservationConfirm, { prd_cd: prdCd, str_cd: strCd, qty: draft.qty });
    } catch (error) {
      const failure = submitErrorOf(error);
      // Stock changed since the member looked: count again, for the stores offered instead.
      if (failure.toStore) stores.refetch();
      dispatch({ type: 'failed', error: failure });
    }
  };

  /** Pay now: the server prepares the order (stock held 10 minutes), then Toss's window opens. */
  const payNow = async () => {
    const fresh = newAttemptKey();
    const idemKey = attemptKey(flow.value, fresh);
    if (!dispatch({ type: 'submit', key: fresh }) || !draft.strCd || !draft.pickupDt) return;
    try {
      const order = await prepare({
        prd_cd: prdCd,
        qty: draft.qty,
        str_cd: draft.strCd,
        pickup_dt: draft.pickupDt,
        privacy_agree_yn: 'Y',
        ...(payment.payChoice.value.cpnNo ? { cpn_no: payment.payChoice.value.cpnNo } : {}),
        idem_key: idemKey,
      }).unwrap();
      track(ANALYTICS_EVENTS.pickupPaymentStart, {
        prd_cd: prdCd,
        str_cd: draft.strCd,
        qty: draft.qty,
        value: order.amount,
        currency: 'KRW',
      });
      const leave = services.leaveApp ?? ((href: string) => window.location.assign(href));
      const key = services.config.tossClientKey;
      await openPayWindow(loaderFor(key, leave), key, {
        orderId: order.order_id,
        orderName: order.order_nm,
        amount: order.amount,
        customerKey: order.customer_key,
        ...returnUrls(window.location.origin, prdCd),
      });
    } catch (error) {
      if (error instanceof PayWindowError) {
        track(ANALYTICS_EVENTS.pickupPaymentFail, { prd_cd: prdCd, code: error.code });
        dispatch({ type: 'failed', error: { key: payErrorKey(error.code === 'SDK_LOAD_FAILED' ? 'WINDOW' : error.code) } });
        return;
      }
      const failure = submitErrorOf(error);
      if (failure.toStore) stores.refetch();
      dispatch({ type: 'failed', error: failure });
    }
  };

  const sending = createState.isLoading || prepareState.isLoading;
  return { submit, payNow, sending, busy: sending || flow.value.submitting };
}

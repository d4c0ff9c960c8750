/**
 * The confirm step's money: the payment choice (kept beside the draft, so a failed or closed
 * payment window comes back to it), the server's quote for it, and the grade's pickup benefit
 * and usable coupons the expected price shows. Asked only on the confirm step.
 */
import { useEffect } from 'react';
import { isApiError, useCouponListQuery, useGradeInfoQuery, usePaymentQuoteQuery, useUserGradeQuery } from '@bottle/api';
import { parseJson, usePersistentState } from '../../../../lib/persistent-state';
import { payChoiceKey } from '../../lib/pay-result';
import type { PickupDraft } from '../../lib/draft';
import { DEFAULT_PAY_CHOICE, parsePayChoice } from './pay-choice';

export function useReservePayment(prdCd: string, draft: PickupDraft) {
  // The payment choice, kept beside the draft: a failed or closed window comes back to it.
  const payChoice = usePersistentState(payChoiceKey(prdCd), DEFAULT_PAY_CHOICE, {
    area: 'session',
    parse: (raw) => parsePayChoice(parseJson(raw)),
    serialize: (v) => JSON.stringify(v),
  });
  // The confirm step's expected price: the grade's pickup benefit and the usable coupons.
  const onConfirm = draft.step === 'confirm';
  const grade = useUserGradeQuery(undefined, { skip: !onConfirm });
  const gradeInfo = useGradeInfoQuery(undefined, { skip: !onConfirm });
  const coupons = useCouponListQuery(undefined, { skip: !onConfirm });
  const quote = usePaymentQuoteQuery(
    { prd_cd: prdCd, qty: draft.qty, ...(payChoice.value.cpnNo ? { cpn_no: payChoice.value.cpnNo } : {}) },
    { skip: !onConfirm },
  );
  const payingNow = payChoice.value.method === 'now' && quote.data?.pay_now_yn === 'Y';
  // A chosen coupon the server no longer accepts on this order (the quantity changed, it was used
  // elsewhere): the choice falls back to none and the amount is asked again, never left stuck.
  useEffect(() => {
    const error = quote.error;
    if (payChoice.value.cpnNo && isApiError(error) && error.status === 409 && error.rspDtc === '4102')
      payChoice.set({ ...payChoice.value, cpnNo: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to a new refusal only; the choice it resets is read as it is then.
  }, [quote.error]);
  return { payChoice, quote, grade, gradeInfo, coupons, payingNow };
}

export type ReservePayment = ReturnType<typeof useReservePayment>;

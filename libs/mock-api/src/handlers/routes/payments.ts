/**
 * Paying when reserving (the chain's backend, a proposal: docs/payments.md): quote, prepare,
 * confirm after Toss's window, the window's failure, and the order as it is.
 */
import type { PaymentOrder, PaymentPrepareResponse, PaymentQuoteResponse } from '@bottle/api';
import { Payments } from '../../state/payments';
import { optNum, optStr, str } from '../http';
import type { Registrars } from './register';

export function registerPaymentRoutes({ app }: Registrars): void {
  app('/app/payment/quote', ({ body, backend, cno }): PaymentQuoteResponse =>
    new Payments(backend).quote(cno, { prd_cd: str(body, 'prd_cd'), qty: optNum(body, 'qty') ?? NaN, cpn_no: optStr(body, 'cpn_no') }),
  );
  app('/app/payment/order/prepare', ({ body, backend, cno }): PaymentPrepareResponse =>
    new Payments(backend).prepare(cno, {
      prd_cd: str(body, 'prd_cd'),
      qty: optNum(body, 'qty') ?? NaN,
      str_cd: str(body, 'str_cd'),
      pickup_dt: str(body, 'pickup_dt'),
      privacy_agree_yn: optStr(body, 'privacy_agree_yn') ?? 'N',
      cpn_no: optStr(body, 'cpn_no'),
      idem_key: optStr(body, 'idem_key'),
    }),
  );
  app('/app/payment/confirm', ({ body, backend, cno }): PaymentOrder =>
    new Payments(backend).confirm(cno, {
      payment_key: str(body, 'payment_key'),
      order_id: str(body, 'order_id'),
      amount: optNum(body, 'amount') ?? NaN,
    }),
  );
  app('/app/payment/fail', ({ body, backend, cno }): PaymentOrder =>
    new Payments(backend).fail(cno, str(body, 'order_id'), str(body, 'code')),
  );
  app('/app/payment/info', ({ body, backend, cno }): PaymentOrder => new Payments(backend).info(cno, str(body, 'order_id')));
}

/** Paying when reserving (a proposal beside spec §7: docs/payments.md). */
import { bottleApi } from '../services/bottle-api';
import { post, postQuery, postMutation } from '../lib/request';
import type {
  PaymentConfirmRequest,
  PaymentFailRequest,
  PaymentInfoRequest,
  PaymentOrder,
  PaymentPrepareRequest,
  PaymentPrepareResponse,
  PaymentQuoteRequest,
  PaymentQuoteResponse,
} from '../types/payment';

export const paymentApi = bottleApi.injectEndpoints({
  endpoints: (build) => ({
    paymentQuote: build.query<PaymentQuoteResponse, PaymentQuoteRequest>(postQuery('/app/payment/quote', 'Pickup')),
    paymentPrepare: build.mutation<PaymentPrepareResponse, PaymentPrepareRequest>(
      postMutation('bottle', 'paymentPrepare', '/app/payment/order/prepare'),
    ),
    paymentConfirm: build.mutation<PaymentOrder, PaymentConfirmRequest>(postMutation('bottle', 'paymentConfirm', '/app/payment/confirm')),
    paymentFail: build.mutation<PaymentOrder, PaymentFailRequest>(postMutation('bottle', 'paymentFail', '/app/payment/fail')),
    paymentInfo: build.query<PaymentOrder, PaymentInfoRequest>({ query: post('/app/payment/info'), keepUnusedDataFor: 0 }),
  }),
});

export const { usePaymentQuoteQuery, usePaymentPrepareMutation, usePaymentConfirmMutation, usePaymentFailMutation, usePaymentInfoQuery } =
  paymentApi;

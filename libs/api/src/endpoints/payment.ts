/** Paying when reserving (a proposal beside spec §7: docs/payments.md). */
import { bottleApi } from '../services/bottle-api';
import { post } from '../lib/request';
import { invalidatesFor } from '../lib/tags';
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
    paymentQuote: build.query<PaymentQuoteResponse, PaymentQuoteRequest>({ query: post('/app/payment/quote'), providesTags: ['Pickup'] }),
    paymentPrepare: build.mutation<PaymentPrepareResponse, PaymentPrepareRequest>({
      query: post('/app/payment/order/prepare'),
      invalidatesTags: invalidatesFor('bottle', 'paymentPrepare'),
    }),
    paymentConfirm: build.mutation<PaymentOrder, PaymentConfirmRequest>({
      query: post('/app/payment/confirm'),
      invalidatesTags: invalidatesFor('bottle', 'paymentConfirm'),
    }),
    paymentFail: build.mutation<PaymentOrder, PaymentFailRequest>({
      query: post('/app/payment/fail'),
      invalidatesTags: invalidatesFor('bottle', 'paymentFail'),
    }),
    paymentInfo: build.query<PaymentOrder, PaymentInfoRequest>({ query: post('/app/payment/info'), keepUnusedDataFor: 0 }),
  }),
});

export const { usePaymentQuoteQuery, usePaymentPrepareMutation, usePaymentConfirmMutation, usePaymentFailMutation, usePaymentInfoQuery } =
  paymentApi;

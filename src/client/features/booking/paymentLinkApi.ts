import type { Static } from '@sinclair/typebox';
import type { PaymentBrand } from '../../../shared/constants';
import type { PaymentLinkAnswer } from '../../../shared/schemas/dashboard/deskBookings';
import type { CheckoutAnswer, VerifyAnswer } from '../../../shared/schemas/payments';
import { baseApi } from '../../api/baseApi';

// A payment link sent by the desk (issue 23 §2): the booking's own payment routes, run through its signed token,
// so a guest pays without an account while the hold lasts.
export const paymentLinkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentLink: build.query<PaymentLinkAnswer, string>({
      query: (token) => `/api/payments/link/${token}/`,
      keepUnusedDataFor: 0,
    }),
    createLinkCheckout: build.mutation<Static<typeof CheckoutAnswer>, { token: string; brand: PaymentBrand }>({
      query: ({ token, brand }) => ({ url: `/api/payments/link/${token}/checkout/`, method: 'POST', body: { brand } }),
    }),
    verifyLinkPayment: build.query<Static<typeof VerifyAnswer>, { token: string; resourcePath: string }>({
      query: ({ token, resourcePath }) => ({ url: `/api/payments/link/${token}/verify/`, params: { resourcePath } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPaymentLinkQuery, useCreateLinkCheckoutMutation, useVerifyLinkPaymentQuery } = paymentLinkApi;

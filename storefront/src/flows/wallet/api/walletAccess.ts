import type { ApiClient } from '../../../lib/api/index.ts';

/**
 * The storefront's answers to authConfig.getNewToken and checkoutConfig.getNewPaymentIntent (API-005,
 * API-010): a bearer token and a payment intent from our API, for the signed-in session. A signed-out
 * shopper gets no token, which the wallet client turns into the sign-in redirect.
 */
export function walletAccess(api: ApiClient) {
  return {
    getNewToken: async () => (await api.call('createWalletToken')).token,
    getNewPaymentIntent: async () => (await api.call('createPaymentIntent')).paymentIntentId,
  };
}

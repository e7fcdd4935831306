import { type ApiClient, api } from '../../../lib/api/index.ts';
import { createWalletClient, type WalletClient } from './walletClient.ts';

/**
 * The page's API client as it is at each call: a page keeps one, a story gets its own (and a new one when the
 * toolbar's banner changes, whose predecessor no longer answers), which the wallet, set up once, must follow.
 */
const pageApi: ApiClient = {
  call: ((...args: Parameters<ApiClient['call']>) => api().call(...args)) as ApiClient['call'],
  signInUrl: (reason) => api().signInUrl(reason),
  goToSignIn: () => api().goToSignIn(),
};

/**
 * The wallet's seam on the page's API client (issue 20: one HTTP client): the wallet's headers (API-015..019),
 * a new token after a 401 and a new payment intent after its 404 (API-013..059), as a B2C shopper of this
 * tenant. The token and the intent come from our API for the signed-in session (authConfig.getNewToken and
 * checkoutConfig.getNewPaymentIntent, API-005, API-010); a signed-out shopper gets no token, which the wallet
 * client turns into the sign-in redirect.
 */
export function createPageWalletClient(tenantName: string): WalletClient {
  return createWalletClient({
    api: pageApi,
    tenantName,
    authType: 'B2C',
    getNewToken: async () => (await api().call('createWalletToken')).token,
    getNewPaymentIntent: async () => (await api().call('createPaymentIntent')).paymentIntentId,
  });
}

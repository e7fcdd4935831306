import { route } from './route.ts';

/**
 * The payment wallet (wallet-and-order-complete spec 7, API-013..035): the spec's base path
 * /payment/v2/wallet under /api. What the browser needs to send each call. Every call carries the wallet's
 * headers (bearer token, application id, channel, tenant, idempotency key, auth type), so each is checked.
 */
export const walletRoutes = {
  createWalletToken: route('POST', '/api/payment/v2/wallet/auth/token', { csrf: true }),
  createPaymentIntent: route('POST', '/api/payment/v2/wallet/payment-intents', { csrf: true }),
  getWallet: route('GET', '/api/payment/v2/wallet', { csrf: false, isChecked: true }),
  addWalletCard: route('POST', '/api/payment/v2/wallet', { csrf: true, isChecked: true }),
  editWalletCard: route('PUT', '/api/payment/v2/wallet', { csrf: true, isChecked: true }),
  deleteWalletCard: route('DELETE', '/api/payment/v2/wallet/{cardId}', { csrf: true, isEmpty: true, isChecked: true }),
  getBillingAddresses: route('GET', '/api/payment/v2/wallet/account/billing', { csrf: false, isChecked: true }),
  saveBillingAddress: route('PUT', '/api/payment/v2/wallet/account/billing', { csrf: true, isChecked: true }),
  getGiftCardBalance: route('POST', '/api/payment/v2/wallet/gift-card/balance', { csrf: true, isChecked: true }),
  getEbtBalance: route('POST', '/api/payment/v2/wallet/cards/ebt/balance', { csrf: true, isChecked: true }),
  makePreferredCard: route('PUT', '/api/payment/v2/wallet/cards/defaults', { csrf: true, isChecked: true }),
} as const;

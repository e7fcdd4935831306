import type { EndpointRequest, EndpointResponse } from '@aisle/contracts';
import {
  DEFAULT_WALLET_APPLICATION,
  WALLET_CHANNEL,
  type WalletApplication,
  type WalletAuthType,
  type WalletCallName,
  walletHeaders,
  walletTimings,
} from '@aisle/contracts/walletRules';
import { type ApiClient, ApiError, isApiError } from '../../../lib/api/index.ts';
import { randomUuid } from '../../../lib/randomUuid.ts';

/*
 * The wallet's calls (spec 7, API-013..060) on the page's one API client (lib/api/): every call to
 * /api/payment/v2/wallet carries the bearer token, the application id, channel WEB, the tenant, a fresh
 * idempotency key, the auth type, the payment intent id when there is one and bot telemetry when available.
 * The API client sends them (the banner, the CSRF token, the 10 s limit of API-060, its retries) and checks
 * them and the answer against the contract; failures are its ApiError, which errorCatalogue.ts turns into the
 * shopper's words. What is the wallet's own: a 401 fetches a new token and tries again, up to 5 times, then
 * sends the shopper to sign-in (API-057, API-058); a 404 for a missing payment intent fetches a new intent
 * and tries again, up to 5 times (API-059).
 */

export { type WalletCallName, walletCallNames } from '@aisle/contracts/walletRules';

/** The request of a wallet call without its headers: the client adds them. */
export type WalletCallRequest<Name extends WalletCallName> = Omit<EndpointRequest<Name>, 'headers'>;

export type WalletClientOptions = {
  /** The page's API client (lib/api/index.ts `api()`): the one that sends every call. */
  api: ApiClient;
  tenantName: string;
  appName?: WalletApplication | undefined;
  authType: WalletAuthType;
  /** The current bearer token, if the host has one already. */
  token?: string | null | undefined;
  /** API-005: a fresh bearer token (pageWalletClient.ts asks our API for one). */
  getNewToken: () => Promise<string>;
  /** API-058: where the shopper goes after the 5th refused token; the API client's sign-in when left out. */
  redirectToSignIn?: (() => void) | undefined;
  paymentIntentId?: string | undefined;
  /** API-059: a new payment intent when the API no longer knows the current one. */
  getNewPaymentIntent?: (() => Promise<string>) | undefined;
  /** API-018: bot telemetry, when the page has some. */
  getBotTelemetry?: (() => string | undefined) | undefined;
  /** API-019: the list call's flags. */
  listFlags?: { showSnapCards: boolean; showGiftCards: boolean; includeGiftBalances: boolean } | undefined;
  /** A fresh idempotency key per call (API-016); crypto.randomUUID by default. */
  newIdempotencyKey?: (() => string) | undefined;
};

export type WalletClient = {
  call<Name extends WalletCallName>(name: Name, request?: WalletCallRequest<Name>): Promise<EndpointResponse<Name>>;
  /** The payment intent the client sends now (it changes after a 404 retry). */
  readonly paymentIntentId: string | undefined;
};

export function createWalletClient(options: WalletClientOptions): WalletClient {
  let token = options.token ?? null;
  let paymentIntentId = options.paymentIntentId;
  const newKey = options.newIdempotencyKey ?? randomUuid;
  const application = options.appName ?? DEFAULT_WALLET_APPLICATION;
  const flags = options.listFlags ?? { showSnapCards: true, showGiftCards: true, includeGiftBalances: true };
  const redirectToSignIn = options.redirectToSignIn ?? (() => options.api.goToSignIn());

  /** The headers of one attempt: a new attempt has a new key (and maybe a new token or intent). */
  function headersFor(name: WalletCallName): Record<string, string> {
    const headers: Record<string, string> = {
      [walletHeaders.authorization]: `Bearer ${token ?? ''}`,
      [walletHeaders.applicationId]: application,
      [walletHeaders.channel]: WALLET_CHANNEL,
      [walletHeaders.tenant]: options.tenantName,
      [walletHeaders.idempotencyKey]: newKey(),
      [walletHeaders.authType]: options.authType,
    };
    if (paymentIntentId) headers[walletHeaders.paymentIntentId] = paymentIntentId;
    const telemetry = options.getBotTelemetry?.();
    if (telemetry) headers[walletHeaders.botTelemetry] = telemetry;
    if (name === 'getWallet') {
      headers[walletHeaders.showSnapCard] = String(flags.showSnapCards);
      headers[walletHeaders.showGiftCards] = String(flags.showGiftCards);
      headers[walletHeaders.giftCardBalance] = String(flags.includeGiftBalances);
    }
    return headers;
  }

  async function call<Name extends WalletCallName>(
    name: Name,
    request: WalletCallRequest<Name> = {} as WalletCallRequest<Name>,
  ): Promise<EndpointResponse<Name>> {
    if (!token) token = await options.getNewToken();
    let tokenRetries = 0;
    let intentRetries = 0;
    for (;;) {
      try {
        // 'token': a 401 is about the bearer token, not the session; it comes back here as it is.
        return (await options.api.call(name, { ...request, headers: headersFor(name) } as EndpointRequest<Name>, {
          session: 'token',
        })) as EndpointResponse<Name>;
      } catch (error) {
        if (!isApiError(error) || error.kind !== 'http') throw error;
        if (error.status === 401) {
          // API-057: a new token, up to 5 times; API-058: then sign-in.
          if (tokenRetries < walletTimings.retryCap) {
            tokenRetries += 1;
            // No token to be had (the session itself is gone): the API client has sent the shopper to sign-in.
            token = await options.getNewToken();
            continue;
          }
          redirectToSignIn();
          throw new ApiError({
            kind: 'session',
            status: 401,
            code: error.code,
            userMessage: error.userMessage,
            cause: error,
          });
        }
        if (
          error.status === 404 &&
          error.code === 'PAYMENT_INTENT_NOT_FOUND' &&
          options.getNewPaymentIntent &&
          intentRetries < walletTimings.retryCap
        ) {
          // API-059: a new payment intent, then the same call again, up to 5 times.
          intentRetries += 1;
          paymentIntentId = await options.getNewPaymentIntent();
          continue;
        }
        throw error;
      }
    }
  }

  return {
    call,
    get paymentIntentId() {
      return paymentIntentId;
    },
  };
}

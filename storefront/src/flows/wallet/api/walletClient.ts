import type { EndpointRequest, EndpointResponse, ErrorCode } from '@aisle/contracts';
import { BANNER_HEADER, CSRF_HEADER } from '@aisle/contracts/constants';
import { endpointRoutes, routePath } from '@aisle/contracts/endpoints/routes';
import {
  DEFAULT_WALLET_APPLICATION,
  WALLET_CHANNEL,
  type WalletApplication,
  type WalletAuthType,
  walletHeaders,
  walletTimings,
} from '@aisle/contracts/walletRules';
import ky, { isTimeoutError, type KyInstance } from 'ky';
import { randomUuid } from '../../../lib/randomUuid.ts';

/*
 * The wallet's HTTP client (spec 7, API-013..060): every call to /api/payment/v2/wallet carries the bearer
 * token, the application id, channel WEB, the tenant, a fresh idempotency key, the auth type, the payment
 * intent id when there is one and bot telemetry when available. A 401 fetches a new token and tries again,
 * up to 5 times, then sends the shopper to sign-in; a 404 for a missing payment intent fetches a new intent
 * and tries again, up to 5 times; every request gives up after 10 s (408). Failures come back as
 * WalletCallError with the status and the spec's code; errorCatalogue.ts turns them into the shopper's words.
 */

export const walletCallNames = [
  'getWallet',
  'addWalletCard',
  'editWalletCard',
  'deleteWalletCard',
  'getBillingAddresses',
  'saveBillingAddress',
  'getGiftCardBalance',
  'getEbtBalance',
  'makePreferredCard',
] as const;
export type WalletCallName = (typeof walletCallNames)[number];

/** The request of a wallet call without its headers: the client adds them. */
export type WalletCallRequest<Name extends WalletCallName> = Omit<EndpointRequest<Name>, 'headers'>;

export type WalletClientOptions = {
  bannerId: string;
  tenantName: string;
  appName?: WalletApplication | undefined;
  authType: WalletAuthType;
  /** The current bearer token, if the host has one already. */
  token?: string | null | undefined;
  /** API-005: a fresh bearer token (the default asks our API for one). */
  getNewToken: () => Promise<string>;
  /** API-058: where the shopper goes after the 5th refused token. */
  redirectToSignIn: () => void;
  paymentIntentId?: string | undefined;
  /** API-059: a new payment intent when the API no longer knows the current one. */
  getNewPaymentIntent?: (() => Promise<string>) | undefined;
  /** API-018: bot telemetry, when the page has some. */
  getBotTelemetry?: (() => string | undefined) | undefined;
  /** The session's CSRF token for state-changing calls. */
  getCsrfToken?: (() => string | null) | undefined;
  /** API-019: the list call's flags. */
  listFlags?: { showSnapCards: boolean; showGiftCards: boolean; includeGiftBalances: boolean } | undefined;
  fetch?: typeof fetch | undefined;
  baseUrl?: string | undefined;
  timeoutMs?: number | undefined;
  /** A fresh idempotency key per call (API-016); crypto.randomUUID by default. */
  newIdempotencyKey?: (() => string) | undefined;
};

export const walletFailureKinds = ['http', 'timeout', 'network', 'session', 'invalid-response'] as const;
export type WalletFailureKind = (typeof walletFailureKinds)[number];

export class WalletCallError extends Error {
  override readonly name = 'WalletCallError';
  constructor(
    readonly kind: WalletFailureKind,
    readonly status: number | undefined,
    readonly code: ErrorCode | undefined,
    readonly customerErrorMessage?: string | undefined,
  ) {
    super(`${kind}${status ? ` ${status}` : ''}${code ? ` ${code}` : ''}`);
  }
}

export type WalletClient = {
  call<Name extends WalletCallName>(name: Name, request?: WalletCallRequest<Name>): Promise<EndpointResponse<Name>>;
  /** The payment intent the client sends now (it changes after a 404 retry). */
  readonly paymentIntentId: string | undefined;
};

type Schema = { safeParse: (value: unknown) => { success: boolean; data?: unknown } };
/** The called endpoint's schemas, from its resource's schema file, loaded on the first call (not in the page's first script). */
function loadSchemas(name: WalletCallName) {
  return import('@aisle/contracts/endpoints/schemaLoaders').then(
    ({ loadEndpointDefinition }) =>
      loadEndpointDefinition(name) as Promise<unknown> as Promise<{ body?: Schema; response: Schema | null }>,
  );
}

function errorBodyOf(data: unknown): { code?: ErrorCode; customerErrorMessage?: string } {
  if (typeof data !== 'object' || data === null) return {};
  const body = data as { code?: unknown; customerErrorMessage?: unknown };
  return {
    ...(typeof body.code === 'string' ? { code: body.code as ErrorCode } : {}),
    ...(typeof body.customerErrorMessage === 'string' ? { customerErrorMessage: body.customerErrorMessage } : {}),
  };
}

export function createWalletClient(options: WalletClientOptions): WalletClient {
  const http: KyInstance = ky.create({
    timeout: options.timeoutMs ?? walletTimings.requestTimeoutMs,
    credentials: 'same-origin',
    throwHttpErrors: false,
    // The wallet's own rules retry (401, 404 intent); ky adds none of its own.
    retry: 0,
    headers: { accept: 'application/json', [BANNER_HEADER]: options.bannerId },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
  });
  let token = options.token ?? null;
  let paymentIntentId = options.paymentIntentId;
  const newKey = options.newIdempotencyKey ?? randomUuid;
  const application = options.appName ?? DEFAULT_WALLET_APPLICATION;
  const flags = options.listFlags ?? { showSnapCards: true, showGiftCards: true, includeGiftBalances: true };

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
    const csrfToken = options.getCsrfToken?.();
    if (endpointRoutes[name].csrf && csrfToken) headers[CSRF_HEADER] = csrfToken;
    return headers;
  }

  async function call<Name extends WalletCallName>(
    name: Name,
    request: WalletCallRequest<Name> = {} as WalletCallRequest<Name>,
  ): Promise<EndpointResponse<Name>> {
    const route = endpointRoutes[name];
    const parts = request as { params?: Record<string, string>; body?: unknown };
    const path = routePath(name, parts.params ?? {});
    const schemas = loadSchemas(name);
    schemas.catch(() => undefined);
    if (!token) token = await options.getNewToken();
    let tokenRetries = 0;
    let intentRetries = 0;
    for (;;) {
      let response: Response;
      try {
        response = await http(path, {
          method: route.method,
          headers: headersFor(name),
          ...(parts.body === undefined ? {} : { json: parts.body }),
        });
      } catch (error) {
        // API-060, WER-001: no answer within 10 s is a 408.
        if (isTimeoutError(error)) throw new WalletCallError('timeout', 408, undefined);
        throw new WalletCallError('network', undefined, undefined);
      }
      if (response.ok) {
        if (route.isEmpty || response.status === 204) return undefined as EndpointResponse<Name>;
        const data: unknown = await response.json().catch(() => undefined);
        const schema = (await schemas).response;
        const parsed = schema ? schema.safeParse(data) : { success: true, data };
        if (!parsed.success) throw new WalletCallError('invalid-response', response.status, undefined);
        return parsed.data as EndpointResponse<Name>;
      }
      const body = errorBodyOf(await response.json().catch(() => undefined));
      if (response.status === 401) {
        // API-057: a new token, up to 5 times; API-058: then sign-in.
        if (tokenRetries < walletTimings.retryCap) {
          tokenRetries += 1;
          try {
            token = await options.getNewToken();
            continue;
          } catch {
            // No token to be had: the session itself is gone.
          }
        }
        options.redirectToSignIn();
        throw new WalletCallError('session', 401, body.code);
      }
      if (
        response.status === 404 &&
        body.code === 'PAYMENT_INTENT_NOT_FOUND' &&
        options.getNewPaymentIntent &&
        intentRetries < walletTimings.retryCap
      ) {
        // API-059: a new payment intent, then the same call again, up to 5 times.
        intentRetries += 1;
        paymentIntentId = await options.getNewPaymentIntent();
        continue;
      }
      throw new WalletCallError('http', response.status, body.code, body.customerErrorMessage);
    }
  }

  return {
    call,
    get paymentIntentId() {
      return paymentIntentId;
    },
  };
}

import { BANNER_HEADER, CSRF_HEADER, errorStatuses, walletHeaders } from '@aisle/contracts';
import { loadEndpointDefinition } from '@aisle/contracts/endpoints/schemaLoaders';
import { createMockFetch, createWalletMock, demoWalletCards } from '@aisle/contracts/testing';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { walletErrorMessage } from './errorCatalogue.ts';
import { createWalletClient, type WalletClientOptions } from './walletClient.ts';

const base = 'http://greenway.localhost:4321';

function recordingFetch(answer: (request: Request, index: number) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request.clone());
    return answer(request, requests.length - 1);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type TestOptions = Omit<WalletClientOptions, 'api'> & { fetch: typeof globalThis.fetch };

/** The wallet client on the page's API client, as walletSetup.ts builds it, with `fetch` answering. */
function options({ fetch, ...overrides }: Partial<TestOptions> & Pick<TestOptions, 'fetch'>): WalletClientOptions {
  let tokens = 0;
  const api = createApiClient({
    bannerId: 'greenway',
    baseUrl: base,
    messages: { offline: 'offline', connection: 'connection', generic: 'generic', sessionExpired: 'sessionExpired' },
    fetch,
    navigation: { pathname: () => '/mywallet', search: () => '', assign: vi.fn() },
    getCsrfToken: () => 'csrf-token',
    retryDelayMs: 0,
  });
  return {
    api,
    tenantName: 'greenway',
    authType: 'B2C',
    getNewToken: async () => {
      tokens += 1;
      return `token${String(tokens).padStart(20, '0')}`;
    },
    redirectToSignIn: vi.fn(),
    ...overrides,
  };
}

describe('wallet client headers (API-013..019)', () => {
  it('sends bearer, application id, channel WEB, tenant, auth type and a fresh idempotency key on every call', async () => {
    const mock = createWalletMock();
    const { fetch, requests } = recordingFetch((request) => createMockFetch(mock.handlers)(request));
    const client = createWalletClient(options({ fetch }));
    await client.call('getWallet');
    await client.call('getWallet');
    const [first, second] = requests;
    expect(new URL(first?.url ?? '').pathname).toBe('/api/payment/v2/wallet');
    expect(first?.headers.get('authorization')).toBe('Bearer token00000000000000000001');
    expect(first?.headers.get(walletHeaders.applicationId)).toBe('CLICKLIST');
    expect(first?.headers.get(walletHeaders.channel)).toBe('WEB');
    expect(first?.headers.get(walletHeaders.tenant)).toBe('greenway');
    expect(first?.headers.get(walletHeaders.authType)).toBe('B2C');
    expect(first?.headers.get(walletHeaders.idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers.get(walletHeaders.idempotencyKey)).not.toBe(
      first?.headers.get(walletHeaders.idempotencyKey),
    );
    expect(first?.headers.get(walletHeaders.showSnapCard)).toBe('true');
    expect(first?.headers.get(walletHeaders.showGiftCards)).toBe('true');
    expect(first?.headers.get(walletHeaders.giftCardBalance)).toBe('true');
  });

  it('sends the payment intent id only when there is one, and bot telemetry only when available (API-017, API-018)', async () => {
    const { fetch, requests } = recordingFetch(() => json(200, { data: { payment: { cards: demoWalletCards() } } }));
    await createWalletClient(options({ fetch })).call('getWallet');
    expect(requests[0]?.headers.has(walletHeaders.paymentIntentId)).toBe(false);
    expect(requests[0]?.headers.has(walletHeaders.botTelemetry)).toBe(false);
    await createWalletClient(
      options({ fetch, paymentIntentId: 'pi_aaaaaaaaaaaaaaaaaaaa', getBotTelemetry: () => 'telemetry-1' }),
    ).call('getWallet');
    expect(requests[1]?.headers.get(walletHeaders.paymentIntentId)).toBe('pi_aaaaaaaaaaaaaaaaaaaa');
    expect(requests[1]?.headers.get(walletHeaders.botTelemetry)).toBe('telemetry-1');
  });

  it('names the application it is given (API-002: CLICKLIST when none is given)', async () => {
    const { fetch, requests } = recordingFetch(() => json(200, { data: { payment: { cards: [] } } }));
    await createWalletClient(options({ fetch, appName: 'RXWEB' })).call('getWallet');
    expect(requests[0]?.headers.get(walletHeaders.applicationId)).toBe('RXWEB');
  });

  it('DELETE /payment/v2/wallet/{cardId} sends no body (API-030)', async () => {
    const mock = createWalletMock();
    const { fetch, requests } = recordingFetch((request) => createMockFetch(mock.handlers)(request));
    const cardId = mock.cards[1]?.id as string;
    await createWalletClient(options({ fetch })).call('deleteWalletCard', { params: { cardId } });
    expect(requests[0]?.method).toBe('DELETE');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(`/api/payment/v2/wallet/${cardId}`);
    expect(await requests[0]?.text()).toBe('');
    expect(mock.cards.map((card) => card.id)).not.toContain(cardId);
  });

  it('PUT /payment/v2/wallet/cards/defaults sends the cardId with the application id header (API-035)', async () => {
    const mock = createWalletMock();
    const { fetch, requests } = recordingFetch((request) => createMockFetch(mock.handlers)(request));
    const cardId = mock.cards[1]?.id as string;
    await createWalletClient(options({ fetch, appName: 'MEMBERSHIP' })).call('makePreferredCard', { body: { cardId } });
    expect(requests[0]?.method).toBe('PUT');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/payment/v2/wallet/cards/defaults');
    expect(await requests[0]?.json()).toEqual({ cardId });
    expect(requests[0]?.headers.get(walletHeaders.applicationId)).toBe('MEMBERSHIP');
    // The page's API client adds what every call of the page carries: the banner and the session's CSRF token.
    expect(requests[0]?.headers.get(CSRF_HEADER)).toBe('csrf-token');
    expect(requests[0]?.headers.get(BANNER_HEADER)).toBe('greenway');
  });
});

describe('wallet client retries (API-057..060)', () => {
  it('a 401 gets a new token and the call again, up to 5 times, then sign-in', async () => {
    const redirectToSignIn = vi.fn();
    const getNewToken = vi.fn(async () => 'fresh-token-aaaaaaaaaaaa');
    const { fetch, requests } = recordingFetch(() => json(401, { code: 'UNAUTHENTICATED', message: 'x' }));
    const client = createWalletClient(
      options({ fetch, getNewToken, redirectToSignIn, token: 'old-token-aaaaaaaaaaaaaa' }),
    );
    const failure = await client.call('getWallet').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect([(failure as ApiError).kind, (failure as ApiError).status]).toEqual(['session', 401]);
    expect(requests).toHaveLength(6);
    expect(getNewToken).toHaveBeenCalledTimes(5);
    expect(redirectToSignIn).toHaveBeenCalledTimes(1);
  });

  it('a 401 fixed by a new token answers normally', async () => {
    const { fetch, requests } = recordingFetch((_request, index) =>
      index < 2
        ? json(401, { code: 'UNAUTHENTICATED', message: 'x' })
        : json(200, { data: { payment: { cards: [] } } }),
    );
    const redirectToSignIn = vi.fn();
    const answer = await createWalletClient(options({ fetch, redirectToSignIn })).call('getWallet');
    expect(answer.data.payment.cards).toEqual([]);
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer token00000000000000000001',
      'Bearer token00000000000000000002',
      'Bearer token00000000000000000003',
    ]);
    expect(redirectToSignIn).not.toHaveBeenCalled();
  });

  it('a 404 for a missing payment intent gets a new intent and the call again, up to 5 times', async () => {
    let intents = 0;
    const getNewPaymentIntent = vi.fn(async () => {
      intents += 1;
      return `pi_${String(intents).padStart(20, '0')}`;
    });
    const { fetch, requests } = recordingFetch(() => json(404, { code: 'PAYMENT_INTENT_NOT_FOUND', message: 'x' }));
    const client = createWalletClient(
      options({ fetch, getNewPaymentIntent, paymentIntentId: 'pi_old_aaaaaaaaaaaaaaaa' }),
    );
    const failure = (await client.call('getWallet').catch((error: unknown) => error)) as ApiError;
    expect([failure.status, failure.code]).toEqual([404, 'PAYMENT_INTENT_NOT_FOUND']);
    expect(requests).toHaveLength(6);
    expect(requests.at(-1)?.headers.get(walletHeaders.paymentIntentId)).toBe('pi_00000000000000000005');
    // Another 404 (a card that is not there) is not retried.
    const other = recordingFetch(() => json(404, { code: 'CARD_NOT_FOUND', message: 'x' }));
    await createWalletClient(options({ fetch: other.fetch, getNewPaymentIntent }))
      .call('getWallet')
      .catch(() => null);
    expect(other.requests).toHaveLength(1);
  });

  it('gives up after 10 s with a 408 (API-060, WER-001)', async () => {
    // The call's schemas load before it is sent: loaded here, so the fake clock runs from the send.
    await loadEndpointDefinition('getWallet');
    vi.useFakeTimers();
    try {
      const { fetch } = recordingFetch(
        (request) =>
          new Promise<Response>((_resolve, reject) =>
            request.signal.addEventListener('abort', () => reject(request.signal.reason)),
          ),
      );
      const failing = createWalletClient(options({ fetch }))
        .call('getWallet')
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(9_999);
      let settled = false;
      void failing.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(2);
      const failure = (await failing) as ApiError;
      expect([failure.kind, failure.status]).toEqual(['timeout', 408]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('wallet error catalogue (WER-001..041)', () => {
  const messages = Object.fromEntries(
    [
      'timeout',
      'sessionExpired',
      'connection',
      'snapCardExists',
      'invalidPin',
      'cardLocked',
      'addressIssue',
      'contactIssuer',
      'giftZeroBalance',
      'giftInvalid',
      'declined',
      'alreadyInWallet',
      'fraudReject',
      'maxBankCards',
      'giftCardLimit',
      'addCardFailed',
      'editCardFailed',
      'getCardsFailed',
      'deleteCardFailed',
      'getBillingFailed',
      'updateBillingFailed',
      'snapBalanceFailed',
      'giftBalanceFailed',
      'somethingWentWrong',
      'tooManyAttempts',
    ].map((key) => [key, key]),
  ) as unknown as Parameters<typeof walletErrorMessage>[2];
  const http = (code: string | undefined, customerErrorMessage?: string) => ({
    kind: 'http' as const,
    status: code ? errorStatuses[code as keyof typeof errorStatuses] : 500,
    code: code as never,
    customerErrorMessage,
  });

  // PAY-106..108: the gift card form's add: a $0 card, and 400 or any other 402 'Invalid Gift Card, please try again.'
  it.each([
    ['EBT_CARD_ALREADY_EXISTS', 'addCard', 'snapCardExists'],
    ['55', 'ebtBalance', 'invalidPin'],
    ['893', 'ebtBalance', 'invalidPin'],
    ['894', 'ebtBalance', 'invalidPin'],
    ['75', 'ebtBalance', 'cardLocked'],
    ['CARD_DECLINED', 'ebtBalance', 'snapBalanceFailed'],
    ['RV62751', 'addCard', 'addressIssue'],
    ['RV32937', 'addCard', 'contactIssuer'],
    ['GIFT_CARD_ZERO_BALANCE', 'addCard', 'giftZeroBalance'],
    ['GIFT_CARD_INVALID', 'addCard', 'declined'],
    ['GIFT_CARD_ZERO_BALANCE', 'addGiftCard', 'giftZeroBalance'],
    ['GIFT_CARD_INVALID', 'addGiftCard', 'giftInvalid'],
    ['CARD_DECLINED', 'addGiftCard', 'giftInvalid'],
    ['VALIDATION_FAILED', 'addGiftCard', 'giftInvalid'],
    ['GIFT_CARD_LIMIT_REACHED', 'addGiftCard', 'giftCardLimit'],
    ['CARD_DECLINED', 'addCard', 'declined'],
    ['CARD_ALREADY_EXISTS', 'addCard', 'alreadyInWallet'],
    ['KC2617', 'addCard', 'fraudReject'],
    ['RV72632', 'addCard', 'maxBankCards'],
    ['GIFT_CARD_LIMIT_REACHED', 'addCard', 'giftCardLimit'],
    ['TOO_MANY_ATTEMPTS', 'addGiftCard', 'tooManyAttempts'],
    ['TOO_MANY_ATTEMPTS', 'ebtBalance', 'tooManyAttempts'],
    [undefined, 'addCard', 'addCardFailed'],
    [undefined, 'editCard', 'editCardFailed'],
    [undefined, 'getCards', 'getCardsFailed'],
    [undefined, 'deleteCard', 'deleteCardFailed'],
    [undefined, 'getBilling', 'getBillingFailed'],
    [undefined, 'updateBilling', 'updateBillingFailed'],
    [undefined, 'ebtBalance', 'snapBalanceFailed'],
    [undefined, 'giftBalance', 'giftBalanceFailed'],
    [undefined, 'makePreferred', 'somethingWentWrong'],
  ] as const)('%s on %s gives %s', (code, action, expected) => {
    expect(walletErrorMessage(http(code), action, messages)).toBe(expected);
  });

  it('a time-out is the 408 message, a 401 "Please log in again", a failed edit its customerErrorMessage', () => {
    expect(walletErrorMessage({ kind: 'timeout', status: 408, code: undefined }, 'addCard', messages)).toBe('timeout');
    expect(walletErrorMessage({ kind: 'session', status: 401, code: undefined }, 'getCards', messages)).toBe(
      'sessionExpired',
    );
    expect(walletErrorMessage(http('RV62751', 'From the processor'), 'editCard', messages)).toBe('From the processor');
  });
});

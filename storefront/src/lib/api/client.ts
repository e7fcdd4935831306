import type { EndpointName, EndpointRequest, EndpointResponse, ErrorCode, HttpMethod } from '@aisle/contracts';
import { BANNER_HEADER, CSRF_HEADER, IDEMPOTENCY_KEY_HEADER } from '@aisle/contracts/constants';
import { endpointRoutes, routePath } from '@aisle/contracts/endpoints/routes';
import { type SignInReason, signInReasonForPath } from '@aisle/contracts/signInReasons';
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import { ApiError, type ApiMessages } from './errors.ts';

/** API-060: every request gives up after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** API-057, API-058: a 401 is retried with a refreshed session this many times, then sign-in. */
export const MAX_SESSION_REFRESHES = 5;
/** Retries of an idempotent call (or one with an idempotency key) after a network error or a 5xx. */
export const MAX_RETRIES = 2;
export const SIGN_IN_PATH = '/signin';

const idempotentMethods: readonly HttpMethod[] = ['GET', 'PUT', 'DELETE'];

/** Where the browser is and how to send it elsewhere; replaced in tests. */
export type Navigation = {
  pathname: () => string;
  search: () => string;
  assign: (url: string) => void;
  /** Leaves the page without a history entry (a gate's redirect); `assign` when left out. */
  replace?: (url: string) => void;
};

export type ApiClientOptions = {
  bannerId: string;
  /** Where relative API paths resolve; the page's own origin in the browser. */
  baseUrl?: string;
  messages: ApiMessages;
  fetch?: typeof fetch;
  navigation?: Navigation;
  isOnline?: () => boolean;
  /** The session's CSRF token for state-changing calls, if one is known. */
  getCsrfToken?: () => string | null;
  /**
   * Re-reads the session after a 401 or a CSRF refusal: resolves true when a session is still there (its
   * token is fresh again), false when the shopper is signed out.
   */
  refreshSession?: () => Promise<boolean>;
  /**
   * Whether the page has yet to read its session (or is reading it): a state-changing call without a CSRF
   * token then waits for that read. Once the page knows a guest, it does not read again. True when left out.
   */
  isSessionUnread?: () => boolean;
  /** Called before the sign-in redirect, e.g. to clear stores that belong to the session (ERR-021). */
  onSessionEnded?: () => void;
  /**
   * Whether this page knew a signed-in shopper when a call was refused: only then does sign-in say the
   * session expired. A guest on a signed-in page is not told that. Always true when left out.
   */
  hadSession?: () => boolean;
  retryDelayMs?: number;
  timeoutMs?: number;
  /**
   * Whether the answers to reads are checked against their contract schemas here too. The server checks
   * every answer against the same schema before it sends it (services/src/http/route.ts), so a production
   * page loads the schemas only for what it sends, and checks the answers to those calls (their schemas are
   * there anyway; CBX-035). Development, unit and story tests check every answer, so a mock that drifts from
   * the contract fails there (docs/adr/0029-answers-checked-where-they-are-made.md). Default: `import.meta.env.DEV`.
   */
  checksEveryAnswer?: boolean;
};

export type CallOptions = {
  /** Makes a non-idempotent call safe to retry; sent as the `idempotency-key` header. */
  idempotencyKey?: string;
  /**
   * 'required' (default): a 401 runs the refresh-and-retry rule, then sends the shopper to sign-in.
   * 'probe': a 401 only means "signed out"; the call resolves to null (the header asking who is here).
   * 'token': the call carries its own bearer token (the wallet's, API-057): a 401 is about that token, and
   * fails the call as an 'http' ApiError for the caller to fetch a new one; the session rules do not run.
   */
  session?: 'required' | 'probe' | 'token';
  signal?: AbortSignal;
};

type CallResult<Name extends EndpointName, Options extends CallOptions> = Options['session'] extends 'probe'
  ? EndpointResponse<Name> | null
  : EndpointResponse<Name>;

export type ApiClient = {
  call<Name extends EndpointName, Options extends CallOptions = CallOptions>(
    name: Name,
    request?: EndpointRequest<Name>,
    options?: Options,
  ): Promise<CallResult<Name, Options>>;
  /** `/signin?returnTo=<this page>`: where a missing session sends the shopper (ERR-015, ERR-016). */
  signInUrl(reason?: SignInReason): string;
  /** Replaces this page with sign-in (and back here afterwards): a gate's answer to a signed-out shopper. */
  goToSignIn(): void;
};

const browserNavigation: Navigation = {
  pathname: () => window.location.pathname,
  search: () => window.location.search,
  assign: (url) => window.location.assign(url),
  replace: (url) => window.location.replace(url),
};

/** What an error answer's body (errorBodySchema) tells the screens, each part only when it is well formed. */
type ErrorDetails = {
  /**
   * The contract error code. Our server answers only codes of the contracts' catalogue (it builds every
   * error body from it); checking the code against the catalogue here would put its schemas into every
   * page's first script.
   */
  code: ErrorCode | undefined;
  /** Readable text for the shopper (SCH-083..085, MOD-030..032, the processor's reason), at most 500 characters. */
  reason: string | undefined;
  /** What the card processor said of a refused wallet change (API-029, WER-035), at most 500 characters. */
  customerErrorMessage: string | undefined;
  /** The items behind a refusal (MOD-023..026), at most 100. */
  rootCauses: Array<{ gtin13: string; code: string }>;
  /** The SNAP EBT balance left, in dollars (GEN-028, PAY-129). */
  remainingBalance: number | undefined;
  /** The paths of the fields a VALIDATION_FAILED answer names (its issues), at most 20. */
  fieldPaths: string[];
};

function errorDetailsOf(data: unknown): ErrorDetails {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const { code, reason, customerErrorMessage, rootCauses, remainingBalance, issues } = body;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.slice(0, 500) : undefined);
  return {
    code: typeof code === 'string' && /^[A-Za-z0-9_]+$/.test(code) ? (code as ErrorCode) : undefined,
    reason: text(reason),
    customerErrorMessage: text(customerErrorMessage),
    rootCauses: Array.isArray(rootCauses)
      ? rootCauses
          .filter(
            (cause): cause is { gtin13: string; code: string } =>
              typeof cause?.gtin13 === 'string' && typeof cause?.code === 'string',
          )
          .slice(0, 100)
          .map(({ gtin13, code: causeCode }) => ({ gtin13, code: causeCode }))
      : [],
    remainingBalance:
      typeof remainingBalance === 'number' && Number.isFinite(remainingBalance) && remainingBalance >= 0
        ? remainingBalance
        : undefined,
    fieldPaths: Array.isArray(issues)
      ? issues
          .map((issue) => (issue as { path?: unknown } | null)?.path)
          .filter((path): path is string => typeof path === 'string')
          .slice(0, 20)
      : [],
  };
}

type Schema = { safeParse: (value: unknown) => { success: boolean; data?: unknown; error?: unknown } };
type EndpointSchemas = { body?: Schema; headers?: Schema; response: Schema | null };

/**
 * The endpoint's schemas, from its resource's schema file, loaded once per page with the first call that
 * needs them: a call with a body or headers waits for them before sending, and parses its answer with them
 * before anyone sees it (docs/adr/0006-performance-budgets.md). Where reads are checked too (development and
 * tests), a GET is sent before they arrive and the fetches run beside the request. The loaders' table is
 * itself a lazy chunk (0.9 KB that every page's first script would carry).
 */
function loadSchemas(name: EndpointName): Promise<EndpointSchemas> {
  return import('@aisle/contracts/endpoints/schemaLoaders').then(
    ({ loadEndpointDefinition }) => loadEndpointDefinition(name) as Promise<unknown> as Promise<EndpointSchemas>,
  );
}

function queryOf(query: unknown): Record<string, string> | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const entries = Object.entries(query as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)] as const);
  return Object.fromEntries(entries);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const checksEveryAnswer = options.checksEveryAnswer ?? import.meta.env.DEV;
  const navigation = options.navigation ?? browserNavigation;
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const http: KyInstance = ky.create({
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    credentials: 'same-origin',
    throwHttpErrors: true,
    headers: { accept: 'application/json', [BANNER_HEADER]: options.bannerId },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
  });

  const isOnSignIn = () => navigation.pathname().replace(/\/$/, '') === SIGN_IN_PATH;
  /**
   * Set by the page's first sign-in redirect. A gate and a refused call often both find the session missing;
   * a second redirect would abort the first and could swap in the other's notice.
   */
  let isLeaving = false;

  function leaveForSignIn(url: string, how: (url: string) => void, beforeLeaving?: () => void): void {
    if (isLeaving || isOnSignIn()) return;
    isLeaving = true;
    beforeLeaving?.();
    how(url);
  }

  /** Sign-in says what this page needs (issue 22): 'Sign in to check out' from the checkout. */
  const pageReason = () => signInReasonForPath(navigation.pathname()) ?? undefined;

  function signInUrl(reason?: SignInReason): string {
    const returnTo = `${navigation.pathname()}${navigation.search()}`;
    const query = new URLSearchParams({ returnTo });
    if (reason) query.set('reason', reason);
    return `${SIGN_IN_PATH}?${query}`;
  }

  /** Ends the session on this page and sends the shopper to sign-in, unless they are there already. */
  function sessionEnded(status: number, code: ErrorCode | undefined, hadSession: boolean): ApiError {
    leaveForSignIn(signInUrl(hadSession ? 'expired' : pageReason()), navigation.assign, options.onSessionEnded);
    return new ApiError({ kind: 'session', status, code, userMessage: options.messages.sessionExpired });
  }

  function failure(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (!isOnline()) return new ApiError({ kind: 'offline', userMessage: options.messages.offline, cause: error });
    if (isTimeoutError(error)) {
      return new ApiError({ kind: 'timeout', status: 408, userMessage: options.messages.generic, cause: error });
    }
    if (isNetworkError(error) || error instanceof TypeError) {
      return new ApiError({ kind: 'network', userMessage: options.messages.connection, cause: error });
    }
    if (isHTTPError(error)) {
      return new ApiError({
        kind: 'http',
        status: error.response.status,
        ...errorDetailsOf(error.data),
        userMessage: options.messages.generic,
        cause: error,
      });
    }
    return new ApiError({ kind: 'network', userMessage: options.messages.connection, cause: error });
  }

  /** The request's body and headers as their schemas take them; invalid ones are never sent. */
  function checked(schema: Schema | undefined, value: unknown): unknown {
    if (!schema) return undefined;
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new ApiError({ kind: 'invalid-request', userMessage: options.messages.generic, cause: parsed.error });
    }
    return parsed.data;
  }

  async function call(name: EndpointName, request: Record<string, unknown> = {}, callOptions: CallOptions = {}) {
    const endpoint = endpointRoutes[name];
    // A page on its way to sign-in sends nothing more: a call made after that would only be refused, and
    // a wallet's fresh token asked for then is one more token the shopper never uses.
    if (isLeaving) throw new ApiError({ kind: 'session', userMessage: options.messages.sessionExpired });
    if (!isOnline()) throw new ApiError({ kind: 'offline', userMessage: options.messages.offline });

    // A read's answer was checked by the server; a production page fetches no schema (zod) to read, also for a
    // read sent as a POST (isRead), whose payload the server checks.
    const isCheckedHere = endpoint.isChecked && (!endpoint.isRead || checksEveryAnswer);
    const schemasLoading = isCheckedHere || checksEveryAnswer ? loadSchemas(name) : null;
    // A load failure surfaces where the schemas are needed, as that call's failure.
    schemasLoading?.catch(() => undefined);
    // As the caller built them; a checked call checks them below (a read sent as a POST is checked by the server).
    let body: unknown = request.body;
    let extraHeaders = (request.headers ?? {}) as Record<string, string>;
    if (isCheckedHere && schemasLoading) {
      const schemas = await schemasLoading.catch((error: unknown) => Promise.reject(failure(error)));
      body = checked(schemas.body, request.body);
      // An endpoint that declares the idempotency-key header checks the key like its other headers.
      const headers = callOptions.idempotencyKey
        ? { ...(request.headers as object | undefined), [IDEMPOTENCY_KEY_HEADER]: callOptions.idempotencyKey }
        : request.headers;
      extraHeaders = (checked(schemas.headers, headers) as Record<string, string> | undefined) ?? {};
    }

    // A state-changing call made before the page has read its session (a wallet token asked for as a
    // fresh page opens) waits for that read, the page's own, instead of going out without a CSRF token.
    if (endpoint.csrf && !options.getCsrfToken?.() && options.refreshSession && (options.isSessionUnread?.() ?? true)) {
      await options.refreshSession().catch(() => false);
    }
    const path = routePath(name, (request.params ?? {}) as Record<string, string>);
    const isRetrySafe = idempotentMethods.includes(endpoint.method) || Boolean(callOptions.idempotencyKey);

    const send = () => {
      const headers: Record<string, string> = { ...extraHeaders };
      const csrfToken = options.getCsrfToken?.();
      if (endpoint.csrf && csrfToken) headers[CSRF_HEADER] = csrfToken;
      if (callOptions.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = callOptions.idempotencyKey;
      const query = queryOf(request.query);
      return http(path, {
        method: endpoint.method,
        headers,
        ...(body === undefined ? {} : { json: body }),
        ...(query ? { searchParams: query } : {}),
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
        retry: {
          limit: isRetrySafe ? MAX_RETRIES : 0,
          methods: [endpoint.method.toLowerCase()],
          ...(options.retryDelayMs === undefined ? {} : { delay: () => options.retryDelayMs as number }),
        },
      });
    };

    let refreshes = 0;
    let hasRetriedCsrf = false;
    let hadSession: boolean | undefined;
    for (;;) {
      try {
        const response = await send();
        if (endpoint.isEmpty || response.status === 204) return undefined;
        const data: unknown = await response.json().catch((error: unknown) => {
          throw new ApiError({
            kind: 'invalid-response',
            status: response.status,
            userMessage: options.messages.generic,
            detail: `${name}: the answer is not JSON`,
            cause: error,
          });
        });
        const schema = schemasLoading ? (await schemasLoading).response : null;
        const parsed = schema ? schema.safeParse(data) : { success: true, data };
        if (!parsed.success) {
          throw new ApiError({
            kind: 'invalid-response',
            status: response.status,
            userMessage: options.messages.generic,
            detail: `${name}: the answer does not match its schema`,
            cause: parsed.error,
          });
        }
        return parsed.data;
      } catch (error) {
        if (!isHTTPError(error)) throw failure(error);
        const status = error.response.status;
        const { code } = errorDetailsOf(error.data);
        // Read before any refresh below, which records the shopper as signed out.
        if (status === 401 || status === 403) hadSession ??= options.hadSession?.() ?? true;
        if (status === 401 && callOptions.session === 'token') throw failure(error);
        if (status === 401 && code !== 'INVALID_CREDENTIALS') {
          if (callOptions.session === 'probe') return null;
          // API-057: try again with a refreshed session, up to 5 times; API-058: then sign-in.
          if (refreshes < MAX_SESSION_REFRESHES && options.refreshSession && !isOnSignIn()) {
            refreshes += 1;
            if (await options.refreshSession().catch(() => false)) continue;
          }
          throw sessionEnded(status, code, hadSession !== false);
        }
        if (status === 403) {
          // A stale CSRF token is not a lost session: read the current one and try once more.
          if (code === 'CSRF_FAILED' && !hasRetriedCsrf && options.refreshSession) {
            hasRetriedCsrf = true;
            if (await options.refreshSession().catch(() => false)) continue;
          }
          // ACC-104, ACC-105: a 403 sends the shopper to sign-in unless they are already there.
          throw sessionEnded(status, code, hadSession !== false);
        }
        throw failure(error);
      }
    }
  }

  function goToSignIn(): void {
    leaveForSignIn(signInUrl(pageReason()), navigation.replace ?? navigation.assign);
  }

  return { call: call as ApiClient['call'], signInUrl, goToSignIn };
}

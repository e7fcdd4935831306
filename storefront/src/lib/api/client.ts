import type { EndpointName, EndpointRequest, EndpointResponse, ErrorCode, HttpMethod } from '@aisle/contracts';
import { BANNER_HEADER, CSRF_HEADER } from '@aisle/contracts/constants';
import { endpointRoutes, routePath } from '@aisle/contracts/endpoints/routes';
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import { ApiError, type ApiMessages } from './errors.ts';

/** API-060: every request gives up after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** API-057, API-058: a 401 is retried with a refreshed session this many times, then sign-in. */
export const MAX_SESSION_REFRESHES = 5;
/** Retries of an idempotent call (or one with an idempotency key) after a network error or a 5xx. */
export const MAX_RETRIES = 2;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
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
  /** Called before the sign-in redirect, e.g. to clear stores that belong to the session (ERR-021). */
  onSessionEnded?: () => void;
  retryDelayMs?: number;
  timeoutMs?: number;
};

export type CallOptions = {
  /** Makes a non-idempotent call safe to retry; sent as the `idempotency-key` header. */
  idempotencyKey?: string;
  /**
   * 'required' (default): a 401 runs the refresh-and-retry rule, then sends the shopper to sign-in.
   * 'probe': a 401 only means "signed out"; the call resolves to null (the header asking who is here).
   */
  session?: 'required' | 'probe';
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
  signInUrl(reason?: 'expired'): string;
  /** Replaces this page with sign-in (and back here afterwards): a gate's answer to a signed-out shopper. */
  goToSignIn(): void;
};

const browserNavigation: Navigation = {
  pathname: () => window.location.pathname,
  search: () => window.location.search,
  assign: (url) => window.location.assign(url),
  replace: (url) => window.location.replace(url),
};

/**
 * The contract error code of an error answer. Our server answers only codes of the contracts' catalogue
 * (it builds every error body from it); checking the code against the catalogue here would put its
 * schemas into every page's first script.
 */
/** An error answer's `reason` (errorBodySchema), when it is readable text. */
function errorReasonOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('reason' in data)) return undefined;
  const reason = (data as { reason: unknown }).reason;
  return typeof reason === 'string' && reason.trim() !== '' ? reason.slice(0, 500) : undefined;
}

/** An error answer's `rootCauses` (errorBodySchema): the well-formed entries, at most 100. */
function errorRootCausesOf(data: unknown): Array<{ gtin13: string; code: string }> {
  if (typeof data !== 'object' || data === null || !('rootCauses' in data)) return [];
  const causes = (data as { rootCauses: unknown }).rootCauses;
  if (!Array.isArray(causes)) return [];
  return causes
    .filter(
      (cause): cause is { gtin13: string; code: string } =>
        typeof cause?.gtin13 === 'string' && typeof cause?.code === 'string',
    )
    .slice(0, 100)
    .map(({ gtin13, code }) => ({ gtin13, code }));
}

/** An error answer's `remainingBalance` (errorBodySchema), when it is a sum of dollars. */
function errorRemainingBalanceOf(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null || !('remainingBalance' in data)) return undefined;
  const balance = (data as { remainingBalance: unknown }).remainingBalance;
  return typeof balance === 'number' && Number.isFinite(balance) && balance >= 0 ? balance : undefined;
}

function errorCodeOf(data: unknown): ErrorCode | undefined {
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  const code = (data as { code: unknown }).code;
  return typeof code === 'string' && /^[A-Za-z0-9_]+$/.test(code) ? (code as ErrorCode) : undefined;
}

type Schema = { safeParse: (value: unknown) => { success: boolean; data?: unknown; error?: unknown } };
type EndpointSchemas = { body?: Schema; headers?: Schema; response: Schema | null };

let schemaTable: Promise<Record<EndpointName, EndpointSchemas>> | undefined;

/**
 * The contracts' schema table, loaded once, after the page's first script: a call starts loading it
 * together with its request and parses the answer with it before anyone sees the answer
 * (docs/adr/0006-performance-budgets.md). A call with a body or headers waits for it before sending.
 */
function loadSchemas(): Promise<Record<EndpointName, EndpointSchemas>> {
  schemaTable ??= import('@aisle/contracts/endpoints/index').then(
    ({ endpoints }) => endpoints as unknown as Record<EndpointName, EndpointSchemas>,
  );
  return schemaTable;
}

function queryOf(query: unknown): Record<string, string> | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const entries = Object.entries(query as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)] as const);
  return Object.fromEntries(entries);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
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

  function signInUrl(reason?: 'expired'): string {
    const returnTo = `${navigation.pathname()}${navigation.search()}`;
    const query = new URLSearchParams({ returnTo });
    if (reason) query.set('reason', reason);
    return `${SIGN_IN_PATH}?${query}`;
  }

  /** Ends the session on this page and sends the shopper to sign-in, unless they are there already. */
  function sessionEnded(status: number, code: ErrorCode | undefined): ApiError {
    if (!isOnSignIn()) {
      options.onSessionEnded?.();
      navigation.assign(signInUrl('expired'));
    }
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
        code: errorCodeOf(error.data),
        reason: errorReasonOf(error.data),
        rootCauses: errorRootCausesOf(error.data),
        remainingBalance: errorRemainingBalanceOf(error.data),
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
    if (!isOnline()) throw new ApiError({ kind: 'offline', userMessage: options.messages.offline });

    const schemasLoading = loadSchemas();
    // A load failure surfaces where the schemas are needed, as that call's failure.
    schemasLoading.catch(() => undefined);
    let body: unknown;
    let extraHeaders: Record<string, string> = {};
    if (endpoint.isChecked) {
      const schemas = (await schemasLoading.catch((error: unknown) => Promise.reject(failure(error))))[name];
      body = checked(schemas.body, request.body);
      extraHeaders = (checked(schemas.headers, request.headers) as Record<string, string> | undefined) ?? {};
    }
    const path = routePath(name, (request.params ?? {}) as Record<string, string>);
    const isRetrySafe = idempotentMethods.includes(endpoint.method) || Boolean(callOptions.idempotencyKey);

    const send = () => {
      const headers: Record<string, string> = { ...extraHeaders };
      const csrfToken = options.getCsrfToken?.();
      if (endpoint.csrf && csrfToken) headers[CSRF_HEADER] = csrfToken;
      if (callOptions.idempotencyKey) headers[IDEMPOTENCY_HEADER] = callOptions.idempotencyKey;
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
        const schema = (await schemasLoading)[name].response;
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
        const code = errorCodeOf(error.data);
        if (status === 401 && code !== 'INVALID_CREDENTIALS') {
          if (callOptions.session === 'probe') return null;
          // API-057: try again with a refreshed session, up to 5 times; API-058: then sign-in.
          if (refreshes < MAX_SESSION_REFRESHES && options.refreshSession && !isOnSignIn()) {
            refreshes += 1;
            if (await options.refreshSession().catch(() => false)) continue;
          }
          throw sessionEnded(status, code);
        }
        if (status === 403) {
          // A stale CSRF token is not a lost session: read the current one and try once more.
          if (code === 'CSRF_FAILED' && !hasRetriedCsrf && options.refreshSession) {
            hasRetriedCsrf = true;
            if (await options.refreshSession().catch(() => false)) continue;
          }
          // ACC-104, ACC-105: a 403 sends the shopper to sign-in unless they are already there.
          throw sessionEnded(status, code);
        }
        throw failure(error);
      }
    }
  }

  function goToSignIn(): void {
    (navigation.replace ?? navigation.assign)(signInUrl());
  }

  return { call: call as ApiClient['call'], signInUrl, goToSignIn };
}

import type { ErrorCode } from '@aisle/contracts';

/**
 * Why a call failed, in the words the screens need:
 * - offline: the browser says it is offline (ERR-017);
 * - network: the request never got an answer ('network error', ACC-148);
 * - timeout: no answer within the 10 s limit (API-060, WER-001);
 * - session: 401 or 403 after the session rules ran (ERR-018, ERR-019); the sign-in redirect is under way;
 * - http: any other error answer, with its contract error code;
 * - invalid-response: the answer did not match its schema in contracts/;
 * - invalid-request: what we were about to send did not match its schema.
 */
export const apiErrorKinds = [
  'offline',
  'network',
  'timeout',
  'session',
  'http',
  'invalid-response',
  'invalid-request',
] as const;
export type ApiErrorKind = (typeof apiErrorKinds)[number];

/** The messages the API layer shows, from the banner's copy catalogue (it holds no text of its own). */
export type ApiMessages = {
  /** common.errors.offline */
  offline: string;
  /** common.errors.connection */
  connection: string;
  /** errors.generic.withPhone, with the banner's customer-service number filled in. */
  generic: string;
  /** errors.session.expired */
  sessionExpired: string;
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  declare readonly kind: ApiErrorKind;
  declare readonly status: number | undefined;
  declare readonly code: ErrorCode | undefined;
  /** What a screen may show as is. Screens with their own wording for a code use `code` instead. */
  declare readonly userMessage: string;
  /**
   * The server's reason for an error answer, in words a shopper can read (the body's `reason`): the
   * scheduling and modify catalogues show it for some codes (SCH-083..085, MOD-030..032).
   */
  declare readonly reason: string | undefined;
  /** What the card processor said of a refused wallet change (API-029): a failed edit shows it (WER-035). */
  declare readonly customerErrorMessage: string | undefined;
  /** The items behind a refusal and why (the body's `rootCauses`, MOD-023..026); empty when it names none. */
  declare readonly rootCauses: ReadonlyArray<{ gtin13: string; code: string }>;
  /** GEN-028, PAY-129: the SNAP EBT balance left, in dollars, when a checkout error carries it. */
  declare readonly remainingBalance: number | undefined;
  /** The fields a VALIDATION_FAILED answer names (its issues' paths, e.g. 'fulfillment.contact.phone'). */
  declare readonly fieldPaths: readonly string[];

  constructor(options: {
    kind: ApiErrorKind;
    userMessage: string;
    status?: number;
    code?: ErrorCode;
    reason?: string | undefined;
    customerErrorMessage?: string | undefined;
    rootCauses?: ReadonlyArray<{ gtin13: string; code: string }>;
    remainingBalance?: number | undefined;
    fieldPaths?: readonly string[];
    detail?: string;
    cause?: unknown;
  }) {
    super(
      options.detail ??
        `${options.kind}${options.status ? ` ${options.status}` : ''}${options.code ? ` ${options.code}` : ''}`,
      {
        cause: options.cause,
      },
    );
    // The fields in one assignment (every page's first script carries this class: one line per field cost 50
    // bytes there); `detail` comes along, and `cause`, the same value Error keeps.
    Object.assign(this, { rootCauses: [], fieldPaths: [] }, options);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The request never reached the server or got no answer: offline or 'network error' (ACC-147, ACC-148). */
export function isConnectionError(error: unknown): error is ApiError {
  return isApiError(error) && (error.kind === 'offline' || error.kind === 'network');
}

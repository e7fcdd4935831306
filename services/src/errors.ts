import { type ErrorBody, type ErrorCode, type ErrorIssue, errorStatuses } from '@aisle/contracts';

/** An answer with an error code of the contracts: thrown by handlers, turned into `{ code, message }`. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: ErrorIssue[] | undefined;
  /** A message for the shopper from the processor (the wallet's failed edit, API-029). */
  readonly customerErrorMessage: string | undefined;

  /** The checkout's extras (errorBodySchema): a processor's reason, the SNAP balance left, the items at fault. */
  readonly extras: Pick<ErrorBody, 'reason' | 'remainingBalance' | 'rootCauses'>;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      status?: number;
      issues?: ErrorIssue[];
      customerErrorMessage?: string;
    } & Pick<ErrorBody, 'reason' | 'remainingBalance' | 'rootCauses'> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? errorStatuses[code];
    this.issues = options.issues;
    this.customerErrorMessage = options.customerErrorMessage;
    this.extras = {
      ...(options.reason !== undefined ? { reason: options.reason } : {}),
      ...(options.remainingBalance !== undefined ? { remainingBalance: options.remainingBalance } : {}),
      ...(options.rootCauses !== undefined ? { rootCauses: options.rootCauses } : {}),
    };
  }

  toBody(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.issues ? { issues: this.issues } : {}),
      ...(this.customerErrorMessage ? { customerErrorMessage: this.customerErrorMessage } : {}),
      ...this.extras,
    };
  }
}

/** The PostgreSQL error behind a driver or drizzle error (drizzle wraps it in `cause`). */
export function findDatabaseError(error: unknown): { code: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return null;
}

/** SQLSTATE 22021 character_not_in_repertoire (invalid byte sequence, NUL), 22P05 untranslatable_character. */
const textEncodingErrors = new Set(['22021', '22P05']);

/** Maps a constraint violation or unstorable text to the contracts' error; null for anything else. */
export function apiErrorFromDatabase(error: unknown): ApiError | null {
  const databaseError = findDatabaseError(error);
  if (!databaseError) return null;
  if (databaseError.constraint === 'basket_items_quantity_within_product_max') {
    return new ApiError('CART_QUANTITY_LIMIT_EXCEEDED', 'The quantity exceeds the maximum for this item.');
  }
  // 23xxx: integrity constraint violations (unique, foreign key, check, not null).
  if (databaseError.code.startsWith('23')) {
    return new ApiError('CONSTRAINT_VIOLATION_EXCEPTION', 'The change breaks a data rule.');
  }
  // Text the database cannot store (a NUL byte, an invalid byte sequence, a character without a form in
  // its encoding): the request's fault, whatever field carried it. The contracts refuse these first.
  if (textEncodingErrors.has(databaseError.code)) {
    return new ApiError('VALIDATION_FAILED', 'The request holds characters that cannot be stored.');
  }
  return null;
}

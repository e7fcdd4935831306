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

/** Maps a constraint violation to the contracts' error; null for anything that is not one. */
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
  return null;
}

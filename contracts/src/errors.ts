import type * as z from 'zod/mini';
import { array, number, object, enum as oneOf, optional, string } from 'zod/mini';

/**
 * Every error code the API answers with, and the HTTP status it comes with. Codes named by the specs
 * keep the specs' spelling (CONSTRAINT_VIOLATION_EXCEPTION, NO_STORES_FOUND, ...); the others are ours.
 * Later issues add their codes here, never in the server or the client alone.
 */
export const errorStatuses = {
  /** The body, query or path failed its schema. */
  VALIDATION_FAILED: 400,
  /** No session cookie, or the session expired. */
  UNAUTHENTICATED: 401,
  /** Email and password do not match an account. */
  INVALID_CREDENTIALS: 401,
  /** Signed in, but not allowed. */
  FORBIDDEN: 403,
  /** A state-changing request without the session's `x-csrf-token`, or a sign-in from another origin. */
  CSRF_FAILED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  /** A database constraint refused the change (unique, check, foreign key). Spec: account-and-selector 8. */
  CONSTRAINT_VIOLATION_EXCEPTION: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** `x-banner-name` names no banner. */
  UNKNOWN_BANNER: 400,
  /** No store within the search radius. Spec: account-and-selector 8, status 400. */
  NO_STORES_FOUND: 400,
  /** A well-formed ZIP code that does not exist. */
  POSTAL_CODE_NOT_FOUND: 404,
  /** The banner does not offer this shopping mode. */
  MODALITY_NOT_AVAILABLE: 409,
  /** The product cannot be bought in this shopping mode. */
  ITEM_NOT_AVAILABLE: 409,
  /** More than the product's maximum quantity in one basket line. Spec: MOD-032 shows the server reason. */
  CART_QUANTITY_LIMIT_EXCEEDED: 409,
  /** Account area codes named by the spec (address book, later issue). */
  ADDRESS_NOT_FOUND: 404,
  TOO_MANY_ADDRESSES: 409,
  NO_PREFERRED_STORE: 409,
  /** No store of the request's banner has this location id (the preferred store must be the banner's own). */
  STORE_NOT_FOUND: 404,
  /** An SMS call for a phone number that is not the shopper's own mobile phone, or a shopper with none (ACC-151). */
  MOBILE_PHONE_REQUIRED: 409,
  /** An email link whose token is unknown, expired, or not the kind the banner's toggles accept (ACC-106..108); answered like no preferences. */
  PREFERENCES_NOT_FOUND: 404,
  /** The modality options call could not place its input: an unknown ZIP code or an unverifiable address (spec 8, Selector; the spec's spelling). */
  address_validation_fail_modality_options: 400,
  /** The chosen time slot has no place left (issue 4: capacity per slot). */
  SLOT_FULL: 409,
  /** A promo code no promotion has (PRO-009: the screen shows the promo failure message). */
  PROMO_CODE_INVALID: 422,
  /** A known promo code whose condition the basket does not meet (SAVE5 under $35, FRESH10 without produce). */
  PROMO_NOT_ELIGIBLE: 422,
  /** The promise is gone: it expired or was replaced (the 'Reservation Expired' modal, SCH-066). */
  PROMISE_EXPIRED: 410,
  /** An update carried a versionKey that is no longer the current one (PRM-003: read it again). */
  VERSION_CONFLICT: 409,
  /** The held time fulfils none of the basket's items (SCH-080 'Items Are Not Available'). */
  ITEMS_UNAVAILABLE: 409,
  /** The basket has age-restricted items and no date of birth was given (SCH-051); issues carry the minimum age. */
  AGE_VERIFICATION_REQUIRED: 422,
  /*
   * The wallet's catalogue (wallet-and-order-complete spec 8, WER-011..021): the spec's own codes and
   * statuses, answered by services/src/wallet/ and turned into the shopper's words by the storefront's
   * wallet client (flows/wallet/api/errorCatalogue.ts).
   */
  /** A second SNAP EBT card (WAL-127, WER-011). */
  EBT_CARD_ALREADY_EXISTS: 400,
  /** A capture token that is unknown, used already, of another kind, or too old. */
  CAPTURE_TOKEN_INVALID: 400,
  /** Balance check: a wrong SNAP EBT PIN (WER-012). */
  '55': 402,
  /** Balance check: the card is locked after too many wrong PINs (WER-013). */
  '75': 402,
  /** Balance check: the processor's other invalid-PIN codes (WER-022, WER-023; our sandbox answers 55). */
  '893': 402,
  '894': 402,
  /** The billing address could not be verified (WER-014). */
  RV62751: 402,
  /** The issuer refuses the card: contact it (WER-015). */
  RV32937: 402,
  /** A gift card with nothing left on it (WER-016). */
  GIFT_CARD_ZERO_BALANCE: 402,
  /** A gift card number and PIN the processor does not know (402, "other": WER-017). */
  GIFT_CARD_INVALID: 402,
  /** A card the processor declines (402, "other": WER-017). */
  CARD_DECLINED: 402,
  /** The card is already in the wallet (WER-018). */
  CARD_ALREADY_EXISTS: 409,
  /** The fraud screen refuses the card (WER-019). */
  KC2617: 422,
  /** The wallet holds the most bank cards it may (WER-020). */
  RV72632: 422,
  /** A sixth gift card (WAL-128, WER-021). */
  GIFT_CARD_LIMIT_REACHED: 422,
  /** The payment intent named by x-payment-intent-id is unknown or expired (API-059). */
  PAYMENT_INTENT_NOT_FOUND: 404,
  /** No card of this shopper has this id (another shopper's card answers the same: object-level authorization). */
  CARD_NOT_FOUND: 404,
  /** No billing address of this shopper has this id. */
  BILLING_ADDRESS_NOT_FOUND: 404,
  /*
   * The checkout (issue 13; cart-scheduling-checkout 4, 5, 8): updates, place order, modify. Answered by
   * services/src/checkouts/; the checkout page turns them into the spec's words.
   */
  /** The checkout is placed (or cancelled) and takes no more updates (PAY-030: show the order instead). */
  CHECKOUT_NOT_EDITABLE: 409,
  /** The held time ran out before the order was placed: 'Order Timed Out' (PAY-149). */
  CHECKOUT_TIMEOUT: 410,
  /** An idempotency key used before with a different body. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** An idempotency key whose first request is still being processed: try again later. */
  IDEMPOTENCY_KEY_IN_FLIGHT: 409,
  /** Placing without a bank card (PAY-138), or a modify without its payments (MOD-013). */
  PAYMENT_METHOD_REQUIRED: 422,
  /** PAY-093: the bank card is expired. */
  PAYMENT_METHOD_EXPIRED: 422,
  /** The submit's payments, payment version or amounts are not the checkout's current ones: refetch. */
  PAYMENT_MISMATCH: 409,
  /** PAY-102: a sixth gift card on one order. */
  GIFT_CARD_ORDER_LIMIT_REACHED: 422,
  /** PAY-103: the gift cards already cover the total. */
  GIFT_CARDS_COVER_TOTAL: 422,
  /** PAY-110, PAY-123: a SNAP EBT amount above the eligible total or the known balance. */
  EBT_AMOUNT_INVALID: 422,
  /** PAY-114, PAY-115: a SNAP EBT payment placed without the PIN frame's token. */
  EBT_PIN_REQUIRED: 422,
  /** PAY-083: a tip above the checkout's maximum. */
  TIP_ABOVE_MAXIMUM: 422,
  /** ERR-013, ERR-014: the processor declined the payment after authorization (reason: TRANSACTION_DECLINED, INSUFFICIENT_FUNDS). */
  RV9547: 402,
  /** MOD-029: the order is already being prepared (or no longer placed): it cannot be modified. */
  CANNOT_MODIFY: 409,
  /** MOD-027: promising cannot fulfil items of the modification (rootCauses list them). */
  PROMISING_FALLOUT: 409,
  /** MOD-028: items the order may not carry (rootCauses list them). */
  RESTRICTED: 422,
  /** MOD-030: alcohol cannot be delivered to the order's address. */
  ALCOHOL_NOT_AVAILABLE_FOR_ADDRESS: 422,
  /** MOD-031: more alcohol than one order may carry. */
  ALCOHOL_QUANTITY_EXCEEDED: 422,
  /** MOD-007: a modification must be paid with the order's original bank card. */
  ORIGINAL_PAYMENT_REQUIRED: 422,
  /** MOD-006: promo codes cannot be applied to a modification. */
  PROMO_NOT_ALLOWED: 422,
  /** PRO-012, PRO-016: a line's coupon is not this checkout's flash sale of that product (or no longer is). */
  FLASH_SALE_NOT_AVAILABLE: 409,
  /**
   * Too many attempts at a secret (a password, a card's PIN) or too many capture calls from one client
   * address: answered with a Retry-After header (seconds) until the limit's window ends
   * (docs/adr/0023-guessing-limits.md). Screens show the copy catalogue's `errors.tooManyAttempts`.
   */
  TOO_MANY_ATTEMPTS: 429,
  /** Joining a membership while one is active (cancelled ones stay active until they end). */
  MEMBERSHIP_ACTIVE: 409,
  /** Cancelling or resuming a membership the shopper does not have, or one that has ended. */
  MEMBERSHIP_NOT_FOUND: 404,
  /** An account link (email verification, password reset) whose token was never issued (docs/adr/0024-accounts.md). */
  LINK_NOT_FOUND: 404,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatuses;

export const errorCodes = Object.keys(errorStatuses) as [ErrorCode, ...ErrorCode[]];

// Named imports, not `z.`: the browser's API client imports `errorStatuses` from this module, and only
// calls to named zod functions (annotated free of side effects) let the bundler drop the unused schemas
// below, and zod with them; it keeps a call through the namespace object.
// zod's `enum` loses its no-side-effects mark through its export alias, hence the annotation.
export const errorCodeSchema = /* @__PURE__ */ oneOf(errorCodes);

/** One failed field of a VALIDATION_FAILED answer: a dotted path ('items.0.quantity') and why. */
export const errorIssueSchema = object({
  path: string(),
  message: string(),
});

/** The body of every error answer. `message` is for logs and developers; screens show their own copy. */
export const errorBodySchema = object({
  code: errorCodeSchema,
  message: string(),
  issues: optional(array(errorIssueSchema)),
  /** A message the screen shows as is (the wallet's failed edit, API-029, WER-035). */
  customerErrorMessage: optional(string()),
  /** A processor's reason (RV9547: TRANSACTION_DECLINED, INSUFFICIENT_FUNDS; MOD-030..032's server reason). */
  reason: optional(string()),
  /** GEN-028, PAY-129: the SNAP balance left, in dollars, when a checkout error carries it. */
  remainingBalance: optional(number()),
  /** MOD-023..025: the items behind a modify failure and why. */
  rootCauses: optional(array(object({ gtin13: string(), code: string() }))),
  /** A 5xx answer's id: the server's log line of the failure carries it (issue 23). */
  errorId: optional(string()),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ErrorIssue = z.infer<typeof errorIssueSchema>;

/** Turns a zod error into the `issues` of a VALIDATION_FAILED answer. */
export function toErrorIssues(error: z.core.$ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

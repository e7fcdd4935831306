/*
 * The payment processor's purchase error codes (ACC-164, ACC-165), free of zod so the rejection page's
 * island carries only this list. A declined placement answers 402 RV9547 with one of them as its `reason`
 * (ERR-013, ERR-014); the page names the reason in the shopper's words, and anything else is a processing
 * error (ACC-166, ACC-167).
 */
export const PURCHASE_ERROR_CODES = [
  'TRANSACTION_DECLINED',
  'MAX_PIN_TRIES_EXCEEDED',
  'INSUFFICIENT_FUNDS',
  'INVALID_PIN',
  'INVALID_CARD_NUMBER',
  'CARD_LOST_OR_STOLEN',
  'FRAUD_REJECTION',
  'CARD_USE_EXCEEDED',
  'DUPLICATE_TRANSACTION',
  'CARD_NETWORK_SYSTEM_ERROR',
  'NO_MATCH_FOR_REVERSAL',
  'CARD_OR_PIN_ALREADY_ACTIVE',
  'CARD_OR_PIN_NOT_ACTIVE',
  'INSUFFICIENT_CREDIT',
  'BANK_DECLINE',
  'CARD_EXPIRED',
  'REQUEST_STILL_PROCESSING',
] as const;
export type PurchaseErrorCode = (typeof PURCHASE_ERROR_CODES)[number];

/** A recognised purchase error code, or null for anything else (ACC-166, ACC-167). */
export function purchaseErrorOf(reason: string | null | undefined): PurchaseErrorCode | null {
  return (PURCHASE_ERROR_CODES as readonly string[]).includes(reason ?? '') ? (reason as PurchaseErrorCode) : null;
}

/** The copy catalogue's key for a code: TRANSACTION_DECLINED → transactionDeclined. */
export function purchaseErrorKey(code: PurchaseErrorCode): string {
  return code.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

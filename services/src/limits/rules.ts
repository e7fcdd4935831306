/*
 * The numbers of the limits against guessing (docs/adr/0023-guessing-limits.md, where the reasoning is).
 * Each rule counts attempts per key in a fixed window; an attempt beyond `max` in the window is refused
 * with 429 TOO_MANY_ATTEMPTS and Retry-After until the window ends. Rules on secrets count failures only
 * (a right password or PIN gives its attempt back); the capture rules count every call.
 */

export type LimitRule = {
  /** The counter's kind in attempt_counters (migration 0021). */
  kind: string;
  /** Attempts a window takes; the next one is refused. */
  max: number;
  windowMs: number;
};

const minutes = (count: number) => count * 60_000;

export const limitRules = {
  /** Wrong passwords for one account from one client address: the guesser's own budget. */
  signInAccountAddress: { kind: 'sign-in-account-address', max: 5, windowMs: minutes(15) },
  /** Wrong passwords for one account from every address: at least 4 addresses to reach it; bounded to 15 minutes. */
  signInAccount: { kind: 'sign-in-account', max: 20, windowMs: minutes(15) },
  /** Wrong passwords from one client address, whatever the accounts (credential stuffing). */
  signInAddress: { kind: 'sign-in-address', max: 30, windowMs: minutes(15) },
  /** A gift card number and PIN the processor refuses, per card (its first six and last four digits). */
  giftCardPin: { kind: 'gift-card-pin', max: 10, windowMs: minutes(60) },
  /** A wrong SNAP EBT PIN, per card across every wallet that holds it (first six and last four digits). */
  snapPin: { kind: 'snap-pin', max: 10, windowMs: minutes(60) },
  /** Wrong gift card and SNAP EBT PINs from one client address, whatever the cards. */
  cardPinAddress: { kind: 'card-pin-address', max: 20, windowMs: minutes(60) },
  /** Calls of the capture origin's /tokenize from one client address (each keeps a row): a burst… */
  tokenizeAddressBurst: { kind: 'tokenize-address-minute', max: 25, windowMs: minutes(1) },
  /** …and a sustained rate. */
  tokenizeAddress: { kind: 'tokenize-address', max: 300, windowMs: minutes(60) },
  /** Email links whose tokens open nothing, from one client address. */
  emailLinkAddress: { kind: 'email-link-address', max: 30, windowMs: minutes(15) },
} as const satisfies Record<string, LimitRule>;

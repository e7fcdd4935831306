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

const defaultRules = {
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
  /** Accounts created (or refused) from one client address: spam accounts, and probing for taken emails. */
  accountCreateAddress: { kind: 'account-create-address', max: 10, windowMs: minutes(60) },
  /** Password reset requests from one client address, whatever the emails. */
  passwordResetAddress: { kind: 'password-reset-address', max: 10, windowMs: minutes(60) },
  /** Password reset requests for one email, from every address: no one fills a shopper's inbox. */
  passwordResetEmail: { kind: 'password-reset-email', max: 5, windowMs: minutes(60) },
  /** Account links (verification, reset) whose tokens were never issued, from one client address. */
  accountLinkAddress: { kind: 'account-link-address', max: 30, windowMs: minutes(15) },
} as const satisfies Record<string, LimitRule>;

/**
 * `AISLE_LIMITS` ('kind=max,kind=max', kinds as in attempt_counters) raises or lowers a rule's `max` for one
 * deployment, its window unchanged. The e2e servers raise the per-address rules: every shopper of a test run
 * comes from one loopback address, where production has one address per household. A kind that no rule has,
 * or a max that is not a positive whole number, stops the server at start-up.
 */
export function withMaxOverrides<Rules extends Record<string, LimitRule>>(
  rules: Rules,
  setting: string | undefined,
): Rules {
  if (!setting?.trim()) return rules;
  const maxByKind = new Map<string, number>();
  for (const part of setting.split(',')) {
    const [kind = '', max = ''] = part.split('=').map((piece) => piece.trim());
    if (!Object.values(rules).some((rule) => rule.kind === kind)) {
      throw new Error(
        `AISLE_LIMITS names "${kind}", which is not a limit (${Object.values(rules)
          .map((rule) => rule.kind)
          .join(', ')}).`,
      );
    }
    if (!/^[1-9][0-9]*$/.test(max))
      throw new Error(`AISLE_LIMITS: the max of "${kind}" must be a positive whole number, not "${max}".`);
    maxByKind.set(kind, Number(max));
  }
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, { ...rule, max: maxByKind.get(rule.kind) ?? rule.max }]),
  ) as Rules;
}

export const limitRules = withMaxOverrides(defaultRules, process.env.AISLE_LIMITS);

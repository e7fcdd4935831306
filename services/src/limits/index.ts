import type { Db, Tx } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { type Counted, countAttempt, giveBackAttempt } from './counters.ts';
import { type LimitRule, limitRules } from './rules.ts';

export { clientAddressOf, parseTrustedProxies } from './clientAddress.ts';
export { type LimitRule, limitRules, withMaxOverrides } from './rules.ts';

/*
 * Limits against guessing (issue 23, docs/adr/0023-guessing-limits.md): an attempt at a secret is counted
 * before the secret is checked, under every rule that applies (per account, per card, per client address),
 * so racing guesses on several server processes cannot slip past a limit. An attempt over any limit is
 * refused (429 TOO_MANY_ATTEMPTS, Retry-After) and counts nowhere; an attempt that proves the secret gives
 * its counts back, so the rules count failures.
 */

/** How the server limits: the clock the windows run on and the proxies whose X-Forwarded-For is believed. */
export type LimitsOptions = {
  /**
   * The windows' clock: the server's own, except under a pinned AISLE_NOW, where a window that never
   * ends would make every limit a lock (services/src/run.ts passes the real clock then).
   */
  now: () => Date;
  trustedProxies: ReadonlySet<string>;
};

/** What a call that checks a secret knows about its caller for the limits. */
export type AttemptGuard = {
  /** The client address's key (clientAddress.ts), or null when no socket is known (an in-process call). */
  clientAddress: string | null;
  /** The limits' clock when the request came. */
  now: Date;
};

/** 429 with the seconds until the refusing window ends (the API answers them as Retry-After). */
export class TooManyAttemptsError extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('TOO_MANY_ATTEMPTS', `Too many attempts: try again in ${retryAfterSeconds} seconds.`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** One rule and the key it counts under; a null key (no client address known) does not apply. */
export type LimitEntry = { rule: LimitRule; key: string | null };

/** A counted attempt: give it back when the secret proves right (or the check never happened). */
export type Attempt = { giveBack(executor?: Db | Tx): Promise<void> };

async function giveBackAll(executor: Db | Tx, taken: readonly Counted[]): Promise<void> {
  for (const counted of taken) await giveBackAttempt(executor, counted);
}

/**
 * Counts an attempt under each entry, in order; the first over its limit gives back what this attempt
 * counted and throws TooManyAttemptsError. Put the caller's own budgets (per address, per account and
 * address) before the shared ones (per account, per card): a refused attempt then never reaches those.
 */
export async function takeAttempt(executor: Db | Tx, now: Date, entries: readonly LimitEntry[]): Promise<Attempt> {
  const taken: Counted[] = [];
  for (const { rule, key } of entries) {
    if (key === null) continue;
    const counted = await countAttempt(executor, rule, key, now);
    taken.push(counted);
    if (counted.attempts > rule.max) {
      await giveBackAll(executor, taken);
      throw new TooManyAttemptsError(Math.max(1, Math.ceil((counted.resetsAt.getTime() - now.getTime()) / 1000)));
    }
  }
  return { giveBack: (giveBackExecutor = executor) => giveBackAll(giveBackExecutor, taken) };
}

/** The card key of the card rules: its first six and last four digits, what the wallet may keep of it. */
export function cardKeyOf(card: { firstSix: string | null; lastFour: string | null }): string {
  return `${card.firstSix ?? ''}:${card.lastFour ?? ''}`;
}

/** Sign-in: the address's own budget, then the account's from this address, then the account's (shared). */
export function signInEntries(email: string, clientAddress: string | null): LimitEntry[] {
  return [
    { rule: limitRules.signInAddress, key: clientAddress },
    { rule: limitRules.signInAccountAddress, key: clientAddress === null ? null : `${email} ${clientAddress}` },
    { rule: limitRules.signInAccount, key: email },
  ];
}

/** A card's PIN (a gift card's number and PIN, a SNAP EBT PIN): the address's budget, then the card's. */
export function cardPinEntries(
  rule: typeof limitRules.giftCardPin | typeof limitRules.snapPin,
  card: { firstSix: string | null; lastFour: string | null },
  clientAddress: string | null,
): LimitEntry[] {
  return [
    { rule: limitRules.cardPinAddress, key: clientAddress },
    { rule, key: cardKeyOf(card) },
  ];
}

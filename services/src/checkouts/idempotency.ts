import { createHash } from 'node:crypto';
import type { Db, Tx } from '../db/database.ts';
import { and, eq, sql } from '../db/orm.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { ApiError, findDatabaseError } from '../errors.ts';

/*
 * Exactly once per idempotency key (GEN-026, GEN-027, MOD-010; adding to a basket and creating a checkout,
 * issue 11), for every server process, with nothing kept in memory. One transaction claims the key (a row
 * of idempotency_keys, primary key shopper + key), does the work and stores the answer on that row. A
 * second request with the key blocks on the uncommitted row until the first commits, then finds the stored
 * answer: the same body replays it, another body is refused (IDEMPOTENCY_KEY_REUSED). Waiting longer than
 * the lock timeout answers IDEMPOTENCY_KEY_IN_FLIGHT. A refused attempt (an ApiError) rolls back with its
 * claim, so the key may be tried again.
 */

export type Operation = 'submit' | 'modify' | 'add-basket-item' | 'create-checkout';

/** How long a request waits for another one holding its key (milliseconds; AISLE_IDEMPOTENCY_WAIT_MS). */
export function idempotencyWaitMs(): number {
  const configured = Number(process.env.AISLE_IDEMPOTENCY_WAIT_MS);
  return Number.isInteger(configured) && configured > 0 ? configured : 5_000;
}

/** JSON with sorted keys, so two equal bodies hash the same whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(operation: Operation, targetId: string, body: unknown): string {
  return createHash('sha256').update(canonical({ operation, targetId, body })).digest('hex');
}

/** What the work inside the claim answers: a body to store and replay, or a refusal whose effects commit. */
export type Outcome<T> = { kind: 'answer'; status: number; body: T } | { kind: 'refuse'; error: ApiError };

/**
 * Runs `work` once for (shopper, key). `work` gets the transaction that holds the claim; its answer is
 * stored with the claim in that transaction. A 'refuse' outcome commits the work's own writes (a counted
 * wrong PIN) but releases the key; a thrown error rolls everything back, the claim included.
 */
export async function runOnce<T>(
  db: Db,
  claim: { shopperId: string; key: string; operation: Operation; targetId: string; body: unknown; now: Date },
  work: (tx: Tx) => Promise<Outcome<T>>,
): Promise<{ status: number; body: T }> {
  const hash = requestHash(claim.operation, claim.targetId, claim.body);
  const outcome = await claimAndWork(db, claim, hash, work);
  if (outcome.kind === 'refuse') throw outcome.error;
  return { status: outcome.status, body: outcome.body };
}

/**
 * Runs `work` in one transaction: once per key when the call carries one (runOnce), each time when it
 * carries none (the client never retries such a call). `status` is the endpoint's success status.
 */
export async function runOnceIfKeyed<T>(
  db: Db,
  claim: {
    shopperId: string;
    key: string | undefined;
    operation: Operation;
    targetId: string;
    body: unknown;
    now: Date;
  },
  status: number,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { key } = claim;
  if (!key) return db.transaction(work);
  const answer = await runOnce<T>(db, { ...claim, key }, async (tx) => ({
    kind: 'answer',
    status,
    body: await work(tx),
  }));
  return answer.body;
}

async function claimAndWork<T>(
  db: Db,
  claim: { shopperId: string; key: string; operation: Operation; targetId: string; now: Date },
  hash: string,
  work: (tx: Tx) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  try {
    return await claimAndWorkOnce(db, claim, hash, work);
  } catch (error) {
    // Any lock waited on longer than the timeout (the key's row, or the checkout's): busy, try again.
    if (!(error instanceof ApiError) && findDatabaseError(error)?.code === '55P03') {
      throw new ApiError('IDEMPOTENCY_KEY_IN_FLIGHT', 'A request with this idempotency key is still in progress.');
    }
    throw error;
  }
}

function claimAndWorkOnce<T>(
  db: Db,
  claim: { shopperId: string; key: string; operation: Operation; targetId: string; now: Date },
  hash: string,
  work: (tx: Tx) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local lock_timeout = ${idempotencyWaitMs()}`));
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({
        shopperId: claim.shopperId,
        key: claim.key,
        operation: claim.operation,
        targetId: claim.targetId,
        requestHash: hash,
        status: 'IN_FLIGHT',
        createdAt: claim.now,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.shopperId, claim.shopperId), eq(idempotencyKeys.key, claim.key)));
      if (!stored || stored.requestHash !== hash) {
        throw new ApiError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used with another request.');
      }
      if (stored.status !== 'DONE' || stored.responseStatus === null) {
        throw new ApiError('IDEMPOTENCY_KEY_IN_FLIGHT', 'A request with this idempotency key is still in progress.');
      }
      return { kind: 'answer' as const, status: stored.responseStatus, body: stored.responseBody as T };
    }
    const result = await work(tx);
    const keyOf = and(eq(idempotencyKeys.shopperId, claim.shopperId), eq(idempotencyKeys.key, claim.key));
    if (result.kind === 'refuse') {
      await tx.delete(idempotencyKeys).where(keyOf);
      return result;
    }
    // The first answer is read back as stored, so it and every replay are the same JSON.
    const [stored] = await tx
      .update(idempotencyKeys)
      .set({
        status: 'DONE',
        responseStatus: result.status,
        responseBody: result.body as unknown,
        completedAt: claim.now,
      })
      .where(keyOf)
      .returning({ body: idempotencyKeys.responseBody });
    return { kind: 'answer' as const, status: result.status, body: (stored?.body ?? result.body) as T };
  });
}

import { createHash } from 'node:crypto';
import type { Db, Tx } from '../db/database.ts';
import { and, eq, gt, lte, sql } from '../db/orm.ts';
import { attemptCounters } from '../db/schema.ts';
import type { LimitRule } from './rules.ts';

/*
 * The counters of attempt_counters (migration 0021): one upsert counts an attempt and answers the count,
 * atomically on PostgreSQL (the conflicting row is locked until the statement's transaction ends) and on
 * PGlite (one connection), so every server process sharing the database shares every count.
 */

/** What one counted attempt left in its window. */
export type Counted = { kind: string; keyHash: string; attempts: number; resetsAt: Date };

/** Keys are stored as SHA-256 digests: no email, card digits or client address in the clear. */
export function keyHashOf(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Counts one attempt under `rule` for `key`: a window that has ended starts again at 1. */
export async function countAttempt(executor: Db | Tx, rule: LimitRule, key: string, now: Date): Promise<Counted> {
  const keyHash = keyHashOf(key);
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await executor
    .insert(attemptCounters)
    .values({ kind: rule.kind, keyHash, attempts: 1, resetsAt: new Date(now.getTime() + rule.windowMs) })
    .onConflictDoUpdate({
      target: [attemptCounters.kind, attemptCounters.keyHash],
      // Both expressions read the row as it was: an ended window restarts with this attempt.
      set: {
        attempts: sql`case when ${attemptCounters.resetsAt} <= ${at} then 1 else ${attemptCounters.attempts} + 1 end`,
        resetsAt: sql`case when ${attemptCounters.resetsAt} <= ${at} then excluded.resets_at else ${attemptCounters.resetsAt} end`,
      },
    })
    .returning({ attempts: attemptCounters.attempts, resetsAt: attemptCounters.resetsAt });
  if (!row) throw new Error('attempt_counters upsert returned no row');
  if (row.attempts === 1) {
    // A window starts: a good moment to forget the ended ones (indexed on resets_at).
    await executor.delete(attemptCounters).where(lte(attemptCounters.resetsAt, now));
  }
  return { kind: rule.kind, keyHash, attempts: row.attempts, resetsAt: row.resetsAt };
}

/** Takes a counted attempt back (a right secret, or a refused attempt), in the window it was counted in. */
export async function giveBackAttempt(executor: Db | Tx, counted: Counted): Promise<void> {
  await executor
    .update(attemptCounters)
    .set({ attempts: sql`${attemptCounters.attempts} - 1` })
    .where(
      and(
        eq(attemptCounters.kind, counted.kind),
        eq(attemptCounters.keyHash, counted.keyHash),
        eq(attemptCounters.resetsAt, counted.resetsAt),
        gt(attemptCounters.attempts, 0),
      ),
    );
}

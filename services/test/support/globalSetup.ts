import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One directory per run for the seeded PGlite templates (support/backends.ts): the test workers, forked after
 * this runs, find it in their environment; the run removes it at the end. A template never outlives the run
 * that made it, so a changed migration or seed is always seen.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'aisle-pglite-templates-'));
  process.env.AISLE_PGLITE_TEMPLATES = root;
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}

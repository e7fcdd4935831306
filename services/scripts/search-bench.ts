/**
 * Measures the product search (ADR 0022): a few hundred GET /api/products requests through the real app on
 * a fresh, seeded database, one after another, and prints p50, p99 and max per kind of query.
 *
 *   node services/scripts/search-bench.ts                 # PGlite in memory
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test node services/scripts/search-bench.ts   # a schema of its own
 *   node services/scripts/search-bench.ts bananna 'toilet paper'   # prints the first results of these queries
 *
 * Not a timed test: the machine is shared, so the numbers are read, not asserted. Besides the wall time it
 * prints this process's CPU time per request: on PGlite (in this process, one thread) that is the time the
 * request takes on an idle machine, whatever else the machine runs.
 */
import { performance } from 'node:perf_hooks';
import { type Database, dropPostgresSchema, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { createApp } from '../src/http/app.ts';
import { seedIfEmpty } from '../src/seed/index.ts';

const now = new Date('2026-11-20T15:00:00.000Z');
const url = process.env.DATABASE_URL;
const schema = `aisle_bench_${Date.now().toString(36)}`;
const database: Database = url
  ? await openDatabase({ kind: 'postgres', url, schema })
  : await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
await migrate(database);
await seedIfEmpty(database, { now });
const app = createApp({ db: database.db, now: () => now });

async function get(path: string): Promise<{ status: number; body: unknown; ms: number; cpuMs: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await app.request(path, { headers: { host: 'localhost' } });
  const body = await response.json();
  const used = process.cpuUsage(cpu);
  return { status: response.status, body, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

const shown = process.argv.slice(2);
if (shown.length > 0) {
  for (const text of shown) {
    const { body, ms } = await get(`/api/products?query=${encodeURIComponent(text)}&limit=5`);
    const page = body as { items: Array<{ name: string; brand: string }>; total: number; correctedQuery?: string };
    const corrected = page.correctedQuery ? ` (searched '${page.correctedQuery}')` : '';
    console.log(`${text}${corrected}: ${page.total} in ${ms.toFixed(1)} ms`);
    for (const item of page.items) console.log(`  ${item.name} · ${item.brand}`);
  }
} else {
  const kinds: Record<string, string[]> = {
    words: ['milk', 'wine', 'beer', 'chicken', 'oat milk', 'chocolate chip cookies', 'coffee', 'cheese'],
    typos: ['bananna', 'yougurt', 'choclate', 'brocoli', 'shampo', 'tortila chps'],
    synonyms: ['toilet paper', 'pop', 'alcohol', 'nappies', 'tin foil', 'seltzer'],
    prefixes: ['straw', 'choc', 'ban', 'tooth'],
    'facets and sorts': [
      'milk&facets=true',
      'wine&facets=true&sort=price',
      'chips&facets=true&sort=unit-price',
      'a&facets=true&snap=true',
    ],
  };
  const rounds = 12;
  const all: number[] = [];
  const allCpu: number[] = [];
  // One warm-up pass: the first queries compile plans and load the extension's code.
  for (const queries of Object.values(kinds)) for (const text of queries) await get(`/api/products?query=${text}`);
  console.log(`${database.kind}: ${rounds} rounds of ${Object.values(kinds).flat().length} searches`);
  for (const [kind, queries] of Object.entries(kinds)) {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const text of queries) {
        const { status, ms, cpuMs } = await get(`/api/products?query=${text}`);
        if (status !== 200) throw new Error(`${text} answered ${status}`);
        times.push(ms);
        cpuTimes.push(cpuMs);
      }
    }
    all.push(...times);
    allCpu.push(...cpuTimes);
    console.log(`  ${kind.padEnd(18)} wall ${summary(times)}`);
    if (database.kind === 'pglite') console.log(`  ${''.padEnd(18)} cpu  ${summary(cpuTimes)}`);
  }
  console.log(`  ${'all'.padEnd(18)} wall ${summary(all)}`);
  if (database.kind === 'pglite') console.log(`  ${''.padEnd(18)} cpu  ${summary(allCpu)}`);
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const format = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
  return `n=${String(sorted.length).padStart(4)}  p50 ${format(percentile(sorted, 0.5))}  p99 ${format(percentile(sorted, 0.99))}  max ${format(sorted.at(-1) ?? Number.NaN)}`;
}

await database.close();
if (url) await dropPostgresSchema(url, schema);

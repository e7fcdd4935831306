/**
 * Measures the product search (ADR 0022) and the department pages: a few hundred GET /api/products requests
 * through the real app on a fresh, seeded database, one after another, and prints p50, p99 and max per kind
 * of request. AISLE_CATALOGUE_SIZE seeds a generated catalogue of that many products in all (seed/
 * generatedCatalogue.ts); the catalogue's size and the seed's time are printed first.
 *
 *   node services/scripts/search-bench.ts                 # PGlite in memory, the seeded catalogue
 *   AISLE_CATALOGUE_SIZE=30000 node services/scripts/search-bench.ts   # a grocer's size
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
import { parseCatalogueSize, seededProductCount } from '../src/seed/generatedCatalogue.ts';
import { seedIfEmpty } from '../src/seed/index.ts';

const now = new Date('2026-11-20T15:00:00.000Z');
const url = process.env.DATABASE_URL;
const schema = `aisle_bench_${Date.now().toString(36)}`;
let catalogueSize: number | undefined;
try {
  catalogueSize = parseCatalogueSize(process.env.AISLE_CATALOGUE_SIZE);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const database: Database = url
  ? await openDatabase({ kind: 'postgres', url, schema })
  : await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
await migrate(database);
const seedStarted = performance.now();
await seedIfEmpty(database, { now, catalogueSize });
const seedSeconds = (performance.now() - seedStarted) / 1000;
const app = createApp({ db: database.db, now: () => now });
const size = catalogueSize ?? seededProductCount();
console.log(
  `${database.kind}: a catalogue of ${size} products (${seededProductCount()} seeded, ${size - seededProductCount()} generated), ` +
    `seeded in ${seedSeconds.toFixed(1)} s`,
);

async function get(path: string): Promise<{ status: number; body: unknown; ms: number; cpuMs: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await app.request(path, { headers: { host: 'localhost' } });
  const body = await response.json();
  const used = process.cpuUsage(cpu);
  return { status: response.status, body, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

/** The departments measured: the largest (the pantry), a middle one and a small one (at any size). */
const departments = ['pantry', 'beverages', 'produce'];
const PAGE_SIZE = 24;
/** The API's deepest offset (contracts' productSearchQuerySchema). */
const MAX_OFFSET = 10_000;
const departmentPage = (id: string, offset: number) =>
  `/api/products?department=${id}&limit=${PAGE_SIZE}&offset=${offset}`;
/** Each department's deep page: the last full page (at most the API's deepest offset). */
const deepOffsets = new Map<string, number>();
for (const id of departments) {
  const { body } = await get(departmentPage(id, 0));
  const total = (body as { total: number }).total;
  const offset = Math.min(MAX_OFFSET, Math.max(0, Math.floor((total - 1) / PAGE_SIZE) * PAGE_SIZE - PAGE_SIZE));
  deepOffsets.set(id, offset);
  console.log(`  ${id}: ${total} products; deep page at offset ${offset}`);
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
  const searches = (queries: string[]) => queries.map((text) => `/api/products?query=${text}`);
  const kinds: Record<string, string[]> = {
    words: searches(['milk', 'wine', 'beer', 'chicken', 'oat milk', 'chocolate chip cookies', 'coffee', 'cheese']),
    typos: searches(['bananna', 'yougurt', 'choclate', 'brocoli', 'shampo', 'tortila chps']),
    synonyms: searches(['toilet paper', 'pop', 'alcohol', 'nappies', 'tin foil', 'seltzer']),
    prefixes: searches(['straw', 'choc', 'ban', 'tooth']),
    'facets and sorts': searches([
      'milk&facets=true',
      'wine&facets=true&sort=price',
      'chips&facets=true&sort=unit-price',
      'a&facets=true&snap=true',
    ]),
    // A department's page as its listing asks for it: the first page, and a page near its end.
    'department, first': departments.map((id) => departmentPage(id, 0)),
    'department, deep': departments.map((id) => departmentPage(id, deepOffsets.get(id) ?? 0)),
  };
  const rounds = 12;
  const searched: number[] = [];
  const searchedCpu: number[] = [];
  // One warm-up pass: the first queries compile plans and load the extension's code.
  for (const paths of Object.values(kinds)) for (const path of paths) await get(path);
  console.log(`${database.kind}: ${rounds} rounds of ${Object.values(kinds).flat().length} requests`);
  for (const [kind, paths] of Object.entries(kinds)) {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const path of paths) {
        const { status, ms, cpuMs } = await get(path);
        if (status !== 200) throw new Error(`${path} answered ${status}`);
        times.push(ms);
        cpuTimes.push(cpuMs);
      }
    }
    if (!kind.startsWith('department')) {
      searched.push(...times);
      searchedCpu.push(...cpuTimes);
    }
    console.log(`  ${kind.padEnd(18)} wall ${summary(times)}`);
    if (database.kind === 'pglite') console.log(`  ${''.padEnd(18)} cpu  ${summary(cpuTimes)}`);
  }
  console.log(`  ${'all searches'.padEnd(18)} wall ${summary(searched)}`);
  if (database.kind === 'pglite') console.log(`  ${''.padEnd(18)} cpu  ${summary(searchedCpu)}`);
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

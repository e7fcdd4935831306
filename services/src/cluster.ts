import cluster, { type Worker } from 'node:cluster';
import { enableCompileCache } from 'node:module';
import { availableParallelism } from 'node:os';

/*
 * `node services/src/cluster.ts` (`npm run cluster`): several server processes behind one port, on the
 * PostgreSQL server of DATABASE_URL (PGlite is one process's file). The primary migrates, syncs and seeds
 * the database once, then forks AISLE_WORKERS workers (default: one per core); each runs run.ts on the
 * shared port (node:cluster hands the connections round). A worker that dies is started again; SIGTERM or
 * SIGINT stops every worker gracefully, then the primary, exit 0. /metrics on any worker answers the whole
 * cluster's metrics, each series labelled with its worker. docs/adr/0025-operations.md.
 */

enableCompileCache();

const { fail, readServerOptions, runServer } = await import('./run.ts');
const options = readServerOptions();

/** What a worker asks the primary for, and the answer (the cluster's metrics text). */
type MetricsRequest = { type: 'aisle:metrics'; id: number };
type MetricsAnswer = { type: 'aisle:metrics'; id: number; text: string };

/** A worker that dies sooner than this after its start is started again only after this long. */
const RESTART_DELAY_MS = 1000;

if (cluster.isPrimary) {
  if (options.database.kind !== 'postgres') fail('The cluster needs a PostgreSQL server: set DATABASE_URL.');
  const workerCount = Number(process.env.AISLE_WORKERS ?? availableParallelism());
  if (!Number.isInteger(workerCount) || workerCount < 1) {
    fail(`AISLE_WORKERS must be a whole number of 1 or more, not "${process.env.AISLE_WORKERS}".`);
  }

  const { openDatabase } = await import('./db/database.ts');
  const { prepareDatabase } = await import('./server.ts');
  const { AggregatorRegistry } = await import('prom-client');
  const database = await openDatabase(options.database);
  try {
    const { didSeed } = await prepareDatabase(database, (options.now ?? (() => new Date()))(), options.catalogueSize);
    console.log(`Database: postgres at ${database.location}, migrated once${didSeed ? ' (seeded)' : ''}`);
  } catch (error) {
    fail(`Aisle could not prepare the database: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await database.close();
  }

  const aggregator = new AggregatorRegistry();
  const startedAt = new Map<number, number>();
  let isStopping = false;
  let listening = 0;

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    worker.on('message', (message: MetricsRequest) => {
      if (message?.type !== 'aisle:metrics') return;
      aggregator.clusterMetrics().then(
        (text) => worker.send({ type: 'aisle:metrics', id: message.id, text } satisfies MetricsAnswer),
        (error: unknown) =>
          worker.send({
            type: 'aisle:metrics',
            id: message.id,
            text: `# the cluster's metrics failed: ${error instanceof Error ? error.message : String(error)}\n`,
          } satisfies MetricsAnswer),
      );
    });
    return worker;
  };

  cluster.on('listening', (worker, address) => {
    console.log(`Worker ${worker.id} (pid ${worker.process.pid}) listens`);
    listening++;
    if (listening === workerCount) {
      console.log(`Aisle is ready on http://localhost:${address.port} (${workerCount} workers)`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (isStopping) return;
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    console.error(
      `Worker ${worker.id} (pid ${worker.process.pid}) died (${signal ?? `exit ${code}`}): starting another`,
    );
    setTimeout(fork, lived < RESTART_DELAY_MS ? RESTART_DELAY_MS : 0);
  });

  for (let index = 0; index < workerCount; index++) fork();

  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    console.log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers…`);
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    // Each worker lets its requests finish (AISLE_SHUTDOWN_TIMEOUT_MS); one that hangs past that is killed.
    const force = setTimeout(
      () => {
        for (const worker of workers) worker.process.kill('SIGKILL');
      },
      (options.shutdownTimeoutMs ?? 10_000) + 5000,
    );
    let failed = false;
    Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', (code) => {
              if (code !== 0) failed = true;
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    ).then(() => {
      clearTimeout(force);
      console.log(failed ? 'Aisle stopped; a worker did not stop cleanly' : 'Aisle stopped');
      process.exit(failed ? 1 : 0);
    });
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
} else {
  const { AggregatorRegistry } = await import('prom-client');
  const worker = String(cluster.worker?.id ?? 0);
  const waiting = new Map<number, (text: string) => void>();
  let nextId = 0;
  process.on('message', (message: MetricsAnswer) => {
    if (message?.type !== 'aisle:metrics') return;
    waiting.get(message.id)?.(message.text);
    waiting.delete(message.id);
  });
  const server = await runServer({
    ...options,
    isPrepared: true,
    cluster: {
      worker,
      metrics: () =>
        new Promise<string>((resolve) => {
          const id = nextId++;
          waiting.set(id, resolve);
          process.send?.({ type: 'aisle:metrics', id } satisfies MetricsRequest);
        }),
    },
  });
  // The primary's aggregator asks every worker's registry for its series (prom-client's cluster messages;
  // a worker answers them once an AggregatorRegistry exists in it).
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([server.metrics.registry]);
}

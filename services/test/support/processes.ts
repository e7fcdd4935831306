import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadNodePostgres } from '../../src/db/orm.ts';
import { postgresUrl } from './backends.ts';
import { freePort } from './ports.ts';

/*
 * Real server processes for the tests across processes: `node services/src/main.ts`, as `npm start` runs
 * it, each on a port of its own and all on one PostgreSQL database made for the test file.
 */

const mainScript = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** A database name of its own for a test file, and its URL on the test server. */
export function processDatabase(prefix: string): { name: string; url: string } {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  return { name, url: postgresUrl.replace(/\/[^/?]*(\?.*)?$/, `/${name}$1`).replace(/undefined$/, '') };
}

/** Runs one statement on the test server's own database (create or drop a test file's database). */
export async function adminQuery(sql: string): Promise<void> {
  const { pg } = loadNodePostgres();
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts main.ts on `port` and `databaseUrl` with `env` added; resolves once it says it is ready. */
export function startMainProcess(
  port: number,
  databaseUrl: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [mainScript], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server on ${port} did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Aisle is ready on')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`server on ${port} exited with ${code}:\n${output}`)));
  });
}

export type MainProcesses = {
  ports: number[];
  /** Stops every process (SIGTERM, as Ctrl-C would) and drops the test file's database. */
  stop(): Promise<void>;
};

/**
 * Makes the test file's database and starts `count` processes on it, one after the other: the first
 * migrates and seeds the empty database, the others find it ready.
 */
export async function startMainProcesses(
  database: { name: string; url: string },
  count: number,
  env: Record<string, string>,
): Promise<MainProcesses> {
  await adminQuery(`create database ${database.name}`);
  const ports: number[] = [];
  const servers: ChildProcess[] = [];
  const stop = async () => {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map((server) => new Promise((resolve) => server.once('exit', resolve))));
    await adminQuery(`drop database if exists ${database.name}`);
  };
  try {
    for (let index = 0; index < count; index++) {
      const port = await freePort();
      ports.push(port);
      servers.push(await startMainProcess(port, database.url, env));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports, stop };
}

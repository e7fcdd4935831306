// Starts the real product (`node services/src/main.ts`) on a fresh data directory and a free port, the
// way `npm start` runs it, against the production build in storefront/dist.
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const mainFile = path.join(repoRoot, 'services', 'src', 'main.ts');
export const distDir = path.join(repoRoot, 'storefront', 'dist');

/** The clock every e2e run sees, so time slots and copyright years are the same on each run. */
export const pinnedNow = '2026-11-20T15:00:00.000Z';

export type RunningAisle = {
  port: number;
  dataDir: string;
  /** `http://<banner>.localhost:<port>`; the default banner without an id. */
  origin(banner?: string): string;
  /** Stops the server (SIGTERM, as Ctrl-C would) and keeps the data directory. */
  stop(): Promise<void>;
  /** Stops and starts again on the same data directory and port. */
  restart(): Promise<void>;
  /** Stops and deletes the data directory. */
  dispose(): Promise<void>;
};

function assertBuilt(): void {
  if (!existsSync(path.join(distDir, 'aisle-manifest.json'))) {
    throw new Error(
      'storefront/dist is missing: build it first (pnpm --filter @aisle/storefront run build), the e2e tests run the production build.',
    );
  }
}

/** Everything the server prints, for tests that check what it logs (the wallet's scan test). */
export const serverLogFile = (dataDir: string) => path.join(dataDir, 'server.log');

function spawnMain(dataDir: string, port: number): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [mainFile], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      AISLE_DATA_DIR: dataDir,
      AISLE_NOW: pinnedNow,
      DATABASE_URL: '',
      // The sandbox mailer's route: email links made while the server runs (docs/adr/0015-sandbox-mailer-route.md).
      AISLE_SANDBOX_MAILER: '1',
      // Every shopper of a run comes from one loopback address, where production has one per household: the
      // per-address limits against guessing are raised (per account and per card they stay as they are, and
      // sign-in.spec.ts meets the account's). docs/adr/0023-guessing-limits.md.
      AISLE_LIMITS: [
        'sign-in-address=10000',
        'card-pin-address=10000',
        'tokenize-address-minute=10000',
        'tokenize-address=10000',
        'email-link-address=10000',
        'account-create-address=10000',
        'password-reset-address=10000',
        'account-link-address=10000',
      ].join(','),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const log = (chunk: Buffer) => appendFileSync(serverLogFile(dataDir), chunk);
  child.stdout?.on('data', log);
  child.stderr?.on('data', log);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server was not ready within 240 s:\n${output}`));
    }, 240_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Aisle is ready on http:\/\/localhost:(\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({ child, port: Number(ready[1]) });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it was ready:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startAisle(): Promise<RunningAisle> {
  assertBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aisle-e2e-'));
  let running = await spawnMain(dataDir, 0);
  const port = running.port;
  return {
    port,
    dataDir,
    origin: (banner) => `http://${banner ? `${banner}.` : ''}localhost:${port}`,
    stop: () => stopChild(running.child),
    async restart() {
      await stopChild(running.child);
      running = await spawnMain(dataDir, port);
    },
    async dispose() {
      await stopChild(running.child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const mainFile = fileURLToPath(new URL('../src/main.ts', import.meta.url));

type Started = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

/** Runs `node services/src/main.ts` as `npm start` does, on a port of its own choosing. */
function startMain(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, [mainFile], {
    env: {
      ...process.env,
      PORT: '0',
      AISLE_DATA_DIR: dataDir,
      AISLE_NOW: '2026-11-20T15:00:00.000Z',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Aisle is ready on http:\/\/localhost:(\d+)/.exec(output);
      if (ready) resolve({ child, port: Number(ready[1]), output: () => output, exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`main.ts exited (${code}) before it was ready:\n${output}`)));
  });
}

describe('node services/src/main.ts', () => {
  let dataDir: string;
  let running: Started | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'aisle-main-test-'));
  });

  afterAll(async () => {
    if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds an empty data directory, serves /api and the rest, and stops cleanly on SIGTERM', {
    timeout: 240_000,
  }, async () => {
    running = await startMain(dataDir);
    expect(running.output()).toMatch(/\(seeded\)/);
    const banners = await fetch(`http://localhost:${running.port}/api/banners`);
    expect(banners.status).toBe(200);
    const page = await fetch(`http://localhost:${running.port}/no-such-page`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  });

  it('starts again on the same data without seeding, and stops cleanly on SIGINT', { timeout: 120_000 }, async () => {
    const startedAt = performance.now();
    running = await startMain(dataDir);
    const seconds = (performance.now() - startedAt) / 1000;
    console.log(
      `main.ts restart on existing PGlite data: ready after ${seconds.toFixed(2)} s (wall, incl. Node start)`,
    );
    expect(running.output()).not.toMatch(/\(seeded\)/);
    const stores = await fetch(`http://localhost:${running.port}/api/stores?postalCode=45202`);
    expect(stores.status).toBe(200);
    running.child.kill('SIGINT');
    expect(await running.exited).toBe(0);
  });
});

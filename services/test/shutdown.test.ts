import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresAvailable } from './support/backends.ts';
import { freePort } from './support/ports.ts';
import { adminQuery, processDatabase, startMainProcess } from './support/processes.ts';

/*
 * Graceful shutdown (issue 23, docs/adr/0025-operations.md) on a real `node services/src/main.ts`: a
 * sign-in whose body is still arriving when SIGTERM comes finishes with 200; meanwhile the port takes no
 * new connection; then the process closes its pool and exits 0.
 */

const testDatabase = processDatabase('aisle_shutdown');

describe.skipIf(!isPostgresAvailable)('SIGTERM on `node services/src/main.ts`', () => {
  let server: ChildProcess;
  let port: number;
  let output = '';

  beforeAll(async () => {
    await adminQuery(`create database ${testDatabase.name}`);
    port = await freePort();
    server = await startMainProcess(port, testDatabase.url, { AISLE_SHUTDOWN_TIMEOUT_MS: '15000' });
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  }, 180_000);

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await adminQuery(`drop database if exists ${testDatabase.name}`);
  }, 60_000);

  it('lets a sign-in in flight finish with 200, refuses new connections, then exits 0', async () => {
    const origin = `http://localhost:${port}`;
    const body = JSON.stringify({ email: 'demo@example.com', password: 'grocery-demo' });
    const half = Math.floor(body.length / 2);
    const slow = request(`${origin}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length), origin },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      slow.on('error', reject);
    });
    // Half the body, then the signal: the server has the request and waits for the rest.
    slow.write(body.slice(0, half));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    await expect.poll(() => output, { timeout: 5000 }).toContain('SIGTERM: stopping Aisle');
    // The listener is closed: a load balancer's next connection goes to another process.
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    // Longer than the 2 s the server used to give open connections before it cut them.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(server.exitCode).toBeNull();
    slow.end(body.slice(half));
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ shopper: { email: 'demo@example.com' } });
    expect(await exited).toBe(0);
  }, 20_000);
});

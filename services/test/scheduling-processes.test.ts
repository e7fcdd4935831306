import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { loadNodePostgres } from '../src/db/orm.ts';
import { isPostgresAvailable, postgresUrl } from './support/backends.ts';
import { freePort } from './support/ports.ts';
import { createSignedInShopper } from './support/shoppers.ts';

/*
 * What the owner asked for: two real server processes (`node services/src/main.ts`, as `npm start` runs
 * it) on one PostgreSQL database, shoppers spread over both, racing for a window's last place. The
 * capacity trigger (migration 0002) and the promise row locks (0010) decide; no process keeps a count.
 */

const mainScript = fileURLToPath(new URL('../src/main.ts', import.meta.url));
/** The e2e clock: Friday 2026-11-20, 7:00 in Los Angeles; the express hour 8:00-9:00 has one place. */
const now = new Date('2026-11-20T15:00:00.000Z');
const expressOptionId = 'IHX.fc-los-angeles.20261120T0800';
const databaseName = `aisle_sched_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
const databaseUrl = postgresUrl.replace(/\/[^/?]*(\?.*)?$/, `/${databaseName}$1`).replace(/undefined$/, '');

async function adminQuery(sql: string): Promise<void> {
  const { pg } = loadNodePostgres();
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [mainScript], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), AISLE_NOW: now.toISOString() },
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

/** A stand-in for the Hono app: the TestClient's requests go over the network to one of the processes. */
function networkApp(): Hono {
  return { request: (url: string, init: RequestInit) => fetch(url, init) } as unknown as Hono;
}

describe.skipIf(!isPostgresAvailable)('time-slot capacity across two `node services/src/main.ts` processes', () => {
  const ports: number[] = [];
  const servers: ChildProcess[] = [];
  let database: Database;

  beforeAll(async () => {
    await adminQuery(`create database ${databaseName}`);
    // The first process migrates and seeds the empty database; the second finds it ready.
    for (let index = 0; index < 2; index++) {
      const port = await freePort();
      ports.push(port);
      servers.push(await startServer(port));
    }
    database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map((server) => new Promise((resolve) => server.once('exit', resolve))));
    await database?.close();
    await adminQuery(`drop database if exists ${databaseName}`);
  }, 60_000);

  it('gives the one place of the express hour to exactly one of 12 shoppers spread over both processes', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        createSignedInShopper(database.db, networkApp(), now, {
          addressZip: '90012',
          host: `localhost:${ports[index % 2]}`,
        }),
      ),
    );
    const responses = await Promise.all(
      shoppers.map(({ client, addressId }) =>
        client.request('POST', '/api/promises', {
          body: { selectedIds: [`D.a${(addressId as string).replaceAll('-', '')}.20261120:${expressOptionId}`] },
        }),
      ),
    );
    const statuses = responses.map((response) =>
      response.status === 201 ? 201 : `${response.status} ${response.body.code}`,
    );
    expect(statuses.sort()).toEqual([201, ...Array(11).fill('409 SLOT_FULL')]);

    // The winner moves away (PUT) and the place is free again for a shopper on the other process.
    const winnerIndex = responses.findIndex((response) => response.status === 201);
    const winner = shoppers[winnerIndex];
    const held = responses[winnerIndex]?.body;
    if (!winner?.addressId) throw new Error('no winner with an address');
    const tomorrow = `D.a${winner.addressId.replaceAll('-', '')}.20261121:IH.fc-los-angeles.20261121T1000`;
    const moved = await winner.client.request('PUT', `/api/promises/${held.id}`, {
      body: { selectedId: tomorrow, versionKey: held.versionKey },
    });
    expect(moved.status).toBe(200);
    const second = await Promise.all(
      shoppers
        .filter((shopper) => shopper !== winner)
        .map(({ client, addressId }) =>
          client.request('POST', '/api/promises', {
            body: { selectedIds: [`D.a${(addressId as string).replaceAll('-', '')}.20261120:${expressOptionId}`] },
          }),
        ),
    );
    expect(second.filter((response) => response.status === 201)).toHaveLength(1);
  }, 60_000);
});

import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { isPostgresAvailable } from './support/backends.ts';
import { type MainProcesses, processDatabase, startMainProcesses } from './support/processes.ts';
import { createSignedInShopper } from './support/shoppers.ts';

/*
 * What the owner asked for: two real server processes (`node services/src/main.ts`, as `npm start` runs
 * it) on one PostgreSQL database, shoppers spread over both, racing for a window's last place. The
 * capacity trigger (migration 0002) and the promise row locks (0010) decide; no process keeps a count.
 */

/** The e2e clock: Friday 2026-11-20, 7:00 in Los Angeles; the express hour 8:00-9:00 has one place. */
const now = new Date('2026-11-20T15:00:00.000Z');
const expressOptionId = 'IHX.fc-los-angeles.20261120T0800';
const testDatabase = processDatabase('aisle_sched');
const databaseUrl = testDatabase.url;

/** A stand-in for the Hono app: the TestClient's requests go over the network to one of the processes. */
function networkApp(): Hono {
  return { request: (url: string, init: RequestInit) => fetch(url, init) } as unknown as Hono;
}

describe.skipIf(!isPostgresAvailable)('time-slot capacity across two `node services/src/main.ts` processes', () => {
  let processes: MainProcesses;
  let ports: number[] = [];
  let database: Database;

  beforeAll(async () => {
    processes = await startMainProcesses(testDatabase, 2, { AISLE_NOW: now.toISOString() });
    ports = processes.ports;
    database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await processes?.stop();
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

import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { createApp } from '../../src/http/app.ts';
import { type Backend, openSeeded } from './backends.ts';

/**
 * For one suite: a fresh, seeded place on `backend` and the app on it, opened before the suite's tests and
 * removed after them. Read `database` and `app` inside the tests (they exist once `beforeAll` has run).
 */
export function seededAppForSuite(backend: Backend, now: Date): { readonly database: Database; readonly app: Hono } {
  let place: Awaited<ReturnType<typeof openSeeded>> | undefined;
  let app: Hono | undefined;
  beforeAll(async () => {
    place = await openSeeded(backend, now);
    app = createApp({ db: place.database.db, now: () => now });
  });
  afterAll(async () => {
    await place?.close();
  });
  return {
    get database() {
      if (!place) throw new Error('The seeded place opens in beforeAll');
      return place.database;
    },
    get app() {
      if (!app) throw new Error('The app starts in beforeAll');
      return app;
    },
  };
}

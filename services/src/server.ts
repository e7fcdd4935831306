import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isCaptureHost } from '@aisle/contracts/frames';
import { type Http2Bindings, type HttpBindings, serve } from '@hono/node-server';
import { createCaptureService } from './capture/index.ts';
import { type Database, type DatabaseOptions, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { preloadZipCodes } from './geo.ts';
import { createApp } from './http/app.ts';
import { createRecordFinder } from './http/records.ts';
import { commonSecurityHeaders, withHeaders } from './http/securityHeaders.ts';
import type { LimitsOptions } from './limits/index.ts';
import { seedIfEmpty, syncBanners } from './seed/index.ts';
import { createStaticHandler } from './static/index.ts';

export type ServerOptions = {
  database: DatabaseOptions;
  /** 0 picks a free port. */
  port: number;
  /** The storefront's build output (every banner's static site). */
  distDir: string;
  /** The card-capture frames' build output (frames/dist), served on the capture origin `pay.<host>`. */
  framesDir: string;
  now?: () => Date;
  /** The limits against guessing: their clock (default `now`) and trusted proxies (default none). */
  limits?: Partial<LimitsOptions>;
  /** Serves the sandbox mailer's route (tests only: AISLE_SANDBOX_MAILER=1). */
  hasSandboxMailer?: boolean;
};

export type RunningServer = {
  port: number;
  database: Database;
  /** Whether this start seeded an empty database. */
  didSeed: boolean;
  /** Stops accepting connections, ends open ones, then closes the database. */
  close(): Promise<void>;
};

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Opens and migrates the database, seeds it when empty, and serves /api plus the static sites. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const now = options.now ?? (() => new Date());
  const database = await openDatabase(options.database);
  let server: Server | undefined;
  try {
    await migrate(database);
    await syncBanners(database.db);
    const didSeed = await seedIfEmpty(database, { now: now() });

    const limits: LimitsOptions = {
      now: options.limits?.now ?? now,
      trustedProxies: options.limits?.trustedProxies ?? new Set<string>(),
    };
    const api = createApp({ db: database.db, now, hasSandboxMailer: options.hasSandboxMailer ?? false, limits });
    // The storefront may frame the capture pages of its own port's capture origin, nothing else. The port is
    // known once the server listens (0 picks one); the pages' CSP is compiled on the first request, after that.
    const frameSources: string[] = [];
    const staticHandler = createStaticHandler({
      distDir: options.distDir,
      findRecord: createRecordFinder(database.db, now),
      cspSources: { 'frame-src': frameSources },
    });
    const capture = createCaptureService({ distDir: options.framesDir, db: database.db, now, limits });
    // @hono/node-server passes the Node request and response as `env`: the socket's address is the client's.
    const fetch = async (request: Request, env: HttpBindings | Http2Bindings): Promise<Response> => {
      const url = new URL(request.url);
      // The capture origin serves the frames and their tokenizer only: no API, no storefront.
      if (isCaptureHost(url.hostname)) return capture(request, env.incoming.socket.remoteAddress);
      if (isApiPath(url.pathname)) return api.fetch(request, env);
      return withHeaders(await staticHandler(request), commonSecurityHeaders);
    };

    server = await new Promise<Server>((resolve, reject) => {
      const created = serve({ fetch, port: options.port }, () => resolve(created as Server)) as Server;
      created.once('error', reject);
    });
    const listening = server;
    const { port } = listening.address() as AddressInfo;
    frameSources.push(`http://pay.localhost:${port}`);
    // The ZIP table takes about half a second to load: do it now rather than on the first store search.
    preloadZipCodes();

    let closing: Promise<void> | undefined;
    return {
      port,
      database,
      didSeed,
      close: () => {
        closing ??= (async () => {
          await new Promise<void>((resolve) => {
            listening.close(() => resolve());
            listening.closeIdleConnections();
            setTimeout(() => listening.closeAllConnections(), 2000).unref();
          });
          await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    server?.close();
    await database.close();
    throw error;
  }
}

import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isCaptureHost } from '@aisle/contracts/frames';
import { type Http2Bindings, type HttpBindings, serve } from '@hono/node-server';
import { createCaptureService } from './capture/index.ts';
import { type Database, type DatabaseOptions, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { preloadZipCodes } from './geo.ts';
import { createApp } from './http/app.ts';
import { createMetrics, type Metrics } from './http/metrics.ts';
import { createOpsHandler, OPS_PATHS } from './http/operations.ts';
import { createRecordFinder } from './http/records.ts';
import { commonSecurityHeaders, withHeaders } from './http/securityHeaders.ts';
import type { LimitsOptions } from './limits/index.ts';
import { createLogger, describeError } from './log.ts';
import { holdsGeneratedCatalogue } from './seed/generatedCatalogue.ts';
import { seedIfEmpty, syncBanners } from './seed/index.ts';
import { createStaticHandler } from './static/index.ts';
import { createOnDemandPages } from './static/onDemand.ts';

export type ServerOptions = {
  database: DatabaseOptions;
  /** 0 picks a free port. */
  port: number;
  /** The storefront's build output (every banner's static site). */
  distDir: string;
  /**
   * The catalogue's size when a generated catalogue was asked for (AISLE_CATALOGUE_SIZE): an empty database is
   * seeded with it, and department pages render on demand (the built ones list the seeded catalogue only).
   */
  catalogueSize?: number;
  /** The card-capture frames' build output (frames/dist), served on the capture origin `pay.<host>`. */
  framesDir: string;
  now?: () => Date;
  /** The limits against guessing: their clock (default `now`) and trusted proxies (default none). */
  limits?: Partial<LimitsOptions>;
  /** Serves the sandbox mailer's route (tests only: AISLE_SANDBOX_MAILER=1). */
  hasSandboxMailer?: boolean;
  /** The database is migrated, synced and seeded already (a cluster's primary did it before forking). */
  isPrepared?: boolean;
  /** How long `close()` lets requests in flight finish before it ends their connections (default 10 s). */
  shutdownTimeoutMs?: number;
  /** The bearer token that reads /metrics (AISLE_METRICS_TOKEN); without one, /metrics is off. */
  metricsToken?: string;
  /** In a cluster: the worker's id (a label on every metric) and the whole cluster's metrics text. */
  cluster?: { worker: string; metrics(): Promise<string> };
};

export type RunningServer = {
  port: number;
  database: Database;
  /** Whether this start seeded an empty database. */
  didSeed: boolean;
  metrics: Metrics;
  /**
   * Stops accepting connections and answers /readyz with 503, lets the requests in flight finish (at most
   * `shutdownTimeoutMs`), ends the connections, then closes the database.
   */
  close(): Promise<void>;
};

/** Default of AISLE_SHUTDOWN_TIMEOUT_MS. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Migrates the database, syncs the banners and seeds it when empty (with a generated catalogue of
 * `catalogueSize` products in all when asked): once per start, or once per cluster.
 */
export async function prepareDatabase(
  database: Database,
  now: Date,
  catalogueSize?: number,
): Promise<{ didSeed: boolean }> {
  await migrate(database);
  await syncBanners(database.db);
  return { didSeed: await seedIfEmpty(database, { now, ...(catalogueSize === undefined ? {} : { catalogueSize }) }) };
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Opens and migrates the database, seeds it when empty, and serves /api plus the static sites. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const now = options.now ?? (() => new Date());
  const database = await openDatabase(options.database);
  let server: Server | undefined;
  try {
    const { didSeed } = options.isPrepared
      ? { didSeed: false }
      : await prepareDatabase(database, now(), options.catalogueSize);
    const metrics = createMetrics({
      database,
      ...(options.cluster ? { worker: options.cluster.worker } : {}),
    });
    let isStopping = false;
    const ops = createOpsHandler({
      db: database.db,
      isStopping: () => isStopping,
      metricsToken: options.metricsToken,
      metrics: async () =>
        options.cluster
          ? { contentType: metrics.registry.contentType, text: await options.cluster.metrics() }
          : { contentType: metrics.registry.contentType, text: await metrics.registry.metrics() },
    });

    const limits: LimitsOptions = {
      now: options.limits?.now ?? now,
      trustedProxies: options.limits?.trustedProxies ?? new Set<string>(),
    };
    const logger = createLogger();
    const api = createApp({
      logger,
      db: database.db,
      now,
      hasSandboxMailer: options.hasSandboxMailer ?? false,
      limits,
      metrics,
    });
    // The storefront may frame the capture pages of its own port's capture origin, nothing else. The port is
    // known once the server listens (0 picks one); the pages' CSP is compiled on the first request, after that.
    const frameSources: string[] = [];
    const staticHandler = createStaticHandler({
      distDir: options.distDir,
      findRecord: createRecordFinder(database.db, now),
      cspSources: { 'frame-src': frameSources },
      onDemand: createOnDemandPages({
        distDir: options.distDir,
        api: async (path, banner) =>
          api.request(path, { headers: { 'x-banner-name': banner, accept: 'application/json' } }),
        // The database decides, not this start's environment: a generated catalogue seeded earlier stays one.
        hasDepartments: await holdsGeneratedCatalogue(database.db),
      }),
      onRenderError: (error, where) => logger.error({ ...where, err: describeError(error) }, 'on-demand page failed'),
    });
    const capture = createCaptureService({ distDir: options.framesDir, db: database.db, now, limits });
    // @hono/node-server passes the Node request and response as `env`: the socket's address is the client's.
    // The API counts its requests by Hono's route pattern (services/src/http/app.ts); the rest here.
    const observed = async (request: Request, route: string, answer: () => Promise<Response>) => {
      const started = performance.now();
      const response = await answer();
      metrics.observe(request.method, route, response.status, (performance.now() - started) / 1000);
      return response;
    };
    const fetch = async (request: Request, env: HttpBindings | Http2Bindings): Promise<Response> => {
      const url = new URL(request.url);
      if (OPS_PATHS.has(url.pathname)) return observed(request, url.pathname, () => ops(request, url.pathname));
      // The capture origin serves the frames and their tokenizer only: no API, no storefront.
      if (isCaptureHost(url.hostname)) {
        return observed(request, 'capture', () => capture(request, env.incoming.socket.remoteAddress));
      }
      if (isApiPath(url.pathname)) return api.fetch(request, env);
      return observed(request, 'static', async () => withHeaders(await staticHandler(request), commonSecurityHeaders));
    };

    server = await new Promise<Server>((resolve, reject) => {
      const created = serve({ fetch, port: options.port }, () => resolve(created as Server)) as Server;
      created.once('error', reject);
    });
    const listening = server;
    // Requests in flight, until their answer is sent (a static file's body streams after fetch returns).
    let inFlight = 0;
    let onIdle: (() => void) | undefined;
    listening.on('request', (_request: IncomingMessage, response: ServerResponse) => {
      inFlight++;
      response.once('close', () => {
        inFlight--;
        if (inFlight === 0) onIdle?.();
      });
    });
    const { port } = listening.address() as AddressInfo;
    frameSources.push(`http://pay.localhost:${port}`);
    // The ZIP table takes about half a second to load: do it now rather than on the first store search.
    preloadZipCodes();

    const shutdownTimeoutMs = options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
    let closing: Promise<void> | undefined;
    return {
      port,
      database,
      didSeed,
      metrics,
      close: () => {
        closing ??= (async () => {
          isStopping = true;
          const closed = new Promise<void>((resolve) => listening.close(() => resolve()));
          listening.closeIdleConnections();
          // A kept-alive connection may still ask (and hear 503 from /readyz); all end once nothing is in flight.
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, shutdownTimeoutMs);
            onIdle = () => {
              clearTimeout(timer);
              resolve();
            };
            if (inFlight === 0) onIdle();
          });
          listening.closeAllConnections();
          await closed;
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

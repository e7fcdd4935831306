import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { droppingMailer, sandboxOutboxMailer } from '../accounts/mailer.ts';
import type { Db } from '../db/database.ts';
import { ApiError, apiErrorFromDatabase } from '../errors.ts';
import type { LimitsOptions } from '../limits/index.ts';
import { createLogger, describeError, type Logger } from '../log.ts';
import { accountRoutes } from './handlers/accounts.ts';
import { addressRoutes } from './handlers/addresses.ts';
import { bannerRoutes } from './handlers/banners.ts';
import { basketRoutes } from './handlers/baskets.ts';
import { catalogueRoutes } from './handlers/catalogue.ts';
import { checkoutRoutes } from './handlers/checkouts.ts';
import { communicationsRoutes } from './handlers/communications.ts';
import { emailPreferenceRoutes } from './handlers/emailPreferences.ts';
import { membershipRoutes } from './handlers/membership.ts';
import { modalityRoutes } from './handlers/modality.ts';
import { orderRoutes } from './handlers/orders.ts';
import { profileRoutes } from './handlers/profile.ts';
import { promotionRoutes } from './handlers/promotions.ts';
import { replacementRoutes } from './handlers/replacements.ts';
import { sandboxMailerRoutes } from './handlers/sandboxMailer.ts';
import { sessionRoutes } from './handlers/session.ts';
import { storeRoutes } from './handlers/stores.ts';
import { timeslotRoutes } from './handlers/timeslots.ts';
import { walletRoutes } from './handlers/wallet.ts';
import { retryAfterHeader } from './limits.ts';
import type { Metrics } from './metrics.ts';
import { methodNotAllowed } from './route.ts';
import { apiSecurityHeaders, withHeaders } from './securityHeaders.ts';

export type AppOptions = {
  db: Db;
  /** The server clock; AISLE_NOW pins it. */
  now?: () => Date;
  /**
   * The sandbox mailer for tests (AISLE_SANDBOX_MAILER=1; never on by default): its routes, and the accounts'
   * emails kept in sandbox_outbox (without it they are dropped).
   */
  hasSandboxMailer?: boolean;
  /** Where failures are logged (services/src/log.ts); JSON lines on standard output unless given. */
  logger?: Logger;
  /** The limits against guessing: their clock (default `now`) and trusted proxies (default none). */
  limits?: Partial<LimitsOptions>;
  /** Counts each request by its route pattern (services/src/ops/metrics.ts). */
  metrics?: Pick<Metrics, 'observe'>;
};

/** The header that names an answer's request, as the log lines of that request do. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

declare module 'hono' {
  interface ContextVariableMap {
    /** A random id per request: in the answer's X-Request-Id, every log line of it, a 5xx answer's errorId. */
    requestId: string;
  }
}

/** The API: every endpoint of the contracts' table under /api, JSON errors, security headers. */
export function createApp({
  db,
  now = () => new Date(),
  hasSandboxMailer = false,
  logger = createLogger(),
  limits = {},
  metrics,
}: AppOptions): Hono {
  const app = new Hono();
  const dependencies = {
    db,
    now,
    limits: { now: limits.now ?? now, trustedProxies: limits.trustedProxies ?? new Set<string>() },
  };

  if (metrics) {
    app.use('*', async (context, next) => {
      const started = performance.now();
      await next();
      // After the handler, routePath is the pattern of the route that answered: '/api/products/:gtin13'. A
      // request no route takes ends on this catch-all middleware: one series for them all.
      const route =
        context.req.routePath === '*' || context.req.routePath === '/*' ? 'unmatched' : context.req.routePath;
      metrics.observe(context.req.method, route, context.res.status, (performance.now() - started) / 1000);
    });
  }
  app.use('*', async (context, next) => {
    const requestId = randomUUID();
    context.set('requestId', requestId);
    await next();
    context.res = withHeaders(context.res, { [REQUEST_ID_HEADER]: requestId });
    // A handler may mark its answer cacheable before it fails: only a success may be kept by a cache.
    if (!context.res.ok) context.res = withHeaders(context.res, { 'Cache-Control': 'no-store' }, { replace: true });
    context.res = withHeaders(context.res, { ...apiSecurityHeaders, 'Cache-Control': 'no-store' });
  });
  app.use('*', retryAfterHeader);

  bannerRoutes(app, dependencies);
  sessionRoutes(app, dependencies);
  // Issue 22: creating an account, verifying its email, resetting its password.
  accountRoutes(app, { ...dependencies, mailer: hasSandboxMailer ? sandboxOutboxMailer : droppingMailer(logger) });
  profileRoutes(app, dependencies);
  catalogueRoutes(app, dependencies);
  storeRoutes(app, dependencies);
  basketRoutes(app, dependencies);
  promotionRoutes(app, dependencies);
  // Issue 4, the selector. The literal /api/addresses/validate is registered before /api/addresses/{addressId}.
  addressRoutes(app, dependencies);
  modalityRoutes(app, dependencies);
  timeslotRoutes(app, dependencies);
  replacementRoutes(app, dependencies);
  checkoutRoutes(app, dependencies);
  communicationsRoutes(app, dependencies);
  membershipRoutes(app, dependencies);
  emailPreferenceRoutes(app, dependencies);
  // Issue 12, the payment wallet.
  walletRoutes(app, dependencies);
  // Issue 13, placed orders (order-complete and purchases pages).
  orderRoutes(app, dependencies);
  if (hasSandboxMailer) sandboxMailerRoutes(app, dependencies);
  methodNotAllowed(app);

  app.notFound((context) =>
    context.json(
      new ApiError('NOT_FOUND', `No API endpoint at ${context.req.method} ${context.req.path}.`).toBody(),
      404,
    ),
  );

  app.onError((error, context) => {
    const apiError = error instanceof ApiError ? error : apiErrorFromDatabase(error);
    if (apiError && apiError.status < 500) return context.json(apiError.toBody(), apiError.status as 400);
    // One line that the answer's errorId finds: the route's pattern, never its path, query or body.
    const errorId = context.get('requestId');
    logger.error(
      {
        requestId: errorId,
        errorId,
        method: context.req.method,
        route: context.req.routePath,
        err: describeError(error),
      },
      'request failed',
    );
    const body = (apiError ?? new ApiError('INTERNAL_ERROR', 'Something went wrong on our side.')).toBody();
    return context.json({ ...body, errorId }, 500);
  });

  return app;
}

import { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import { ApiError, apiErrorFromDatabase } from '../errors.ts';
import type { LimitsOptions } from '../limits/index.ts';
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
import { methodNotAllowed } from './route.ts';
import { apiSecurityHeaders, withHeaders } from './securityHeaders.ts';

export type AppOptions = {
  db: Db;
  /** The server clock; AISLE_NOW pins it. */
  now?: () => Date;
  /** The sandbox mailer's route for tests (AISLE_SANDBOX_MAILER=1; never on by default). */
  hasSandboxMailer?: boolean;
  /** The limits against guessing: their clock (default `now`) and trusted proxies (default none). */
  limits?: Partial<LimitsOptions>;
};

/** The API: every endpoint of the contracts' table under /api, JSON errors, security headers. */
export function createApp({ db, now = () => new Date(), hasSandboxMailer = false, limits = {} }: AppOptions): Hono {
  const app = new Hono();
  const dependencies = {
    db,
    now,
    limits: { now: limits.now ?? now, trustedProxies: limits.trustedProxies ?? new Set<string>() },
  };

  app.use('*', async (context, next) => {
    await next();
    context.res = withHeaders(context.res, { ...apiSecurityHeaders, 'Cache-Control': 'no-store' });
  });
  app.use('*', retryAfterHeader);

  bannerRoutes(app, dependencies);
  sessionRoutes(app, dependencies);
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
    if (apiError) return context.json(apiError.toBody(), apiError.status as 400);
    console.error(`${context.req.method} ${context.req.path} failed:`, error);
    return context.json(new ApiError('INTERNAL_ERROR', 'Something went wrong on our side.').toBody(), 500);
  });

  return app;
}

import type { Hono } from 'hono';
import { modalityOptionsFor } from '../../modality/options.ts';
import { createPreference, listPreferences, resetFees } from '../../modality/preferences.ts';
import { type RouteDependencies, route } from '../route.ts';

export function modalityRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'getModalityOptions', dependencies, ({ body, banner, session, db, now, context }) =>
    modalityOptionsFor(db, body, { banner, shopperId: session?.shopper.id ?? null, request: context.req.raw, now }),
  );

  route(app, 'listModalityPreferences', dependencies, async ({ session, banner, db }) => ({
    preferences: await listPreferences(db, session.shopper.id, banner.id),
  }));

  route(app, 'createModalityPreference', dependencies, ({ body, session, banner, db, now }) =>
    createPreference(db, body, { banner, shopperId: session.shopper.id, now }),
  );

  route(app, 'resetModalityFees', dependencies, async ({ session, banner, db }) => {
    await resetFees(db, session.shopper.id, banner.id);
    return undefined;
  });
}

import { IDEMPOTENCY_KEY_HEADER } from '@aisle/contracts';
import type { Hono } from 'hono';
import { createCheckout, getCheckout } from '../../checkouts/checkouts.ts';
import { getCheckoutFlashSales } from '../../checkouts/flashSales.ts';
import { createModifyCheckout, previewModifyCheckout } from '../../checkouts/modify.ts';
import { getCheckoutPayment } from '../../checkouts/payment.ts';
import { submitCheckout } from '../../checkouts/submit.ts';
import { updateCheckout } from '../../checkouts/update.ts';
import { attemptGuardOf, type LimitedDependencies } from '../limits.ts';
import { route } from '../route.ts';

/** Checkouts: services/src/checkouts/ (create, read, update, payment methods, flash sales, place/modify, modify checkout). */
export function checkoutRoutes(app: Hono, dependencies: LimitedDependencies): void {
  route(app, 'createCheckout', dependencies, (input) => createCheckout(input, input.headers?.[IDEMPOTENCY_KEY_HEADER]));
  route(app, 'getCheckout', dependencies, (input) => getCheckout(input));
  route(app, 'updateCheckout', dependencies, (input) => updateCheckout(input));
  route(app, 'getCheckoutPayment', dependencies, (input) => getCheckoutPayment(input));
  route(app, 'getCheckoutFlashSales', dependencies, (input) => getCheckoutFlashSales(input));
  route(app, 'submitCheckout', dependencies, (input) =>
    submitCheckout(input, attemptGuardOf(input.context, dependencies.limits)),
  );
  route(app, 'createModifyCheckout', dependencies, (input) => createModifyCheckout(input));
  route(app, 'previewModifyCheckout', dependencies, (input) => previewModifyCheckout(input));
}

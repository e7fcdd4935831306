import type { Hono } from 'hono';
import { getOptInStatus, replyToSms, transactionalOptIn, updateOptIn } from '../../communications/smsOptIns.ts';
import { type RouteDependencies, route } from '../route.ts';

/** Text-message opt-ins: services/src/communications/smsOptIns.ts. */
export function communicationsRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'getOptInStatus', dependencies, (input) => getOptInStatus(input));
  route(app, 'updateOptIn', dependencies, (input) => updateOptIn(input));
  route(app, 'transactionalOptIn', dependencies, (input) => transactionalOptIn(input));
  route(app, 'replyToSms', dependencies, (input) => replyToSms(input));
}

import { SESSION_COOKIE } from '@aisle/contracts';
import { parse } from 'hono/utils/cookie';
import { findSession } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { isOwnOrder } from '../orders/index.ts';
import type { RecordLookup, RecordState } from '../static/index.ts';

/**
 * Answers the static sites' record checks (storefront/src/lib/routes.ts `record`) for the signed-in
 * shopper of the request: an order-complete address of an order that is not theirs reads as missing,
 * so the server answers 404 with the not-found page instead of a page that waits for ever.
 */
export function createRecordFinder(db: Db, now: () => Date) {
  return async (lookup: RecordLookup): Promise<RecordState> => {
    const cookie = lookup.request.headers.get('cookie');
    const token = cookie ? parse(cookie, SESSION_COOKIE)[SESSION_COOKIE] : undefined;
    const session = await findSession(db, token, now());
    if (!session) return 'unknown';
    switch (lookup.record) {
      case 'order': {
        const { app, orderId } = lookup.params;
        if (!app || !orderId) return 'missing';
        const address = { appName: app, orderId, bannerId: lookup.banner };
        return (await isOwnOrder(db, address, session.shopper.id)) ? 'found' : 'missing';
      }
      default:
        return 'unknown';
    }
  };
}

import type { Hono } from 'hono';
import { issueEmailLinkPath } from '../../emailPreferences/linkTokens.ts';
import { ApiError } from '../../errors.ts';
import type { RouteDependencies } from '../route.ts';

/** The path of the sandbox mailer; not in the contracts' table: no storefront code may ever call it. */
export const SANDBOX_EMAIL_LINKS_PATH = '/api/sandbox/email-links';

/**
 * The sandbox's mailer while the server runs (docs/adr/0015-sandbox-mailer-route.md): `POST {"email": …}`
 * answers `{ link }`, the email preferences link a marketing email would carry, on the host it was asked
 * on. Registered only when the server starts with AISLE_SANDBOX_MAILER=1 (the e2e tests' servers): `npm
 * start` never has it, so a link is only ever made by whoever runs the server.
 */
export function sandboxMailerRoutes(app: Hono, { db, now }: RouteDependencies): void {
  app.post(SANDBOX_EMAIL_LINKS_PATH, async (context) => {
    const body = (await context.req.json().catch(() => null)) as { email?: unknown } | null;
    if (typeof body?.email !== 'string' || body.email.length > 254) {
      throw new ApiError('VALIDATION_FAILED', 'Send {"email": "<a shopper\'s email>"}.');
    }
    const linkPath = await issueEmailLinkPath(db, body.email, now());
    if (!linkPath) throw new ApiError('NOT_FOUND', 'No shopper has that email.');
    return context.json({ link: `${new URL(context.req.url).origin}${linkPath}` });
  });
}

import type { Context, Hono } from 'hono';
import { and, desc, eq, gt, isNull } from '../../db/orm.ts';
import { accountLinks, sandboxOutbox, shoppers } from '../../db/schema.ts';
import { issueEmailLinkPath } from '../../emailPreferences/linkTokens.ts';
import { ApiError } from '../../errors.ts';
import type { RouteDependencies } from '../route.ts';

/** The paths of the sandbox mailer; not in the contracts' table: no storefront code may ever call them. */
export const SANDBOX_EMAIL_LINKS_PATH = '/api/sandbox/email-links';
export const SANDBOX_MAIL_PATH = '/api/sandbox/mail';
export const SANDBOX_EXPIRE_LINKS_PATH = '/api/sandbox/mail/expire-links';

async function emailOf(context: Context): Promise<string> {
  const body = (await context.req.json().catch(() => null)) as { email?: unknown } | null;
  if (typeof body?.email !== 'string' || body.email.length > 254) {
    throw new ApiError('VALIDATION_FAILED', 'Send {"email": "<a shopper\'s email>"}.');
  }
  return body.email.trim().toLowerCase();
}

/**
 * The sandbox's mailer while the server runs (docs/adr/0015-sandbox-mailer-route.md). Registered only when
 * the server starts with AISLE_SANDBOX_MAILER=1 (the e2e tests' servers): `npm start` never has it, so a
 * link is only ever made or read by whoever runs the server.
 * - `POST /api/sandbox/email-links {"email"}` answers `{ link }`, the email preferences link a marketing
 *   email would carry, on the host it was asked on.
 * - `POST /api/sandbox/mail {"email"}` answers `{ messages }`: the accounts' emails to that address
 *   (verification, password reset; docs/adr/0024-accounts.md), newest first.
 * - `POST /api/sandbox/mail/expire-links {"email"}` ends the time of that account's live links, as the
 *   clock would: how a test opens an expired link.
 */
export function sandboxMailerRoutes(app: Hono, { db, now }: RouteDependencies): void {
  app.post(SANDBOX_EMAIL_LINKS_PATH, async (context) => {
    const linkPath = await issueEmailLinkPath(db, await emailOf(context), now());
    if (!linkPath) throw new ApiError('NOT_FOUND', 'No shopper has that email.');
    return context.json({ link: `${new URL(context.req.url).origin}${linkPath}` });
  });

  app.post(SANDBOX_MAIL_PATH, async (context) => {
    const email = await emailOf(context);
    const rows = await db
      .select({ purpose: sandboxOutbox.purpose, link: sandboxOutbox.link, sentAt: sandboxOutbox.createdAt })
      .from(sandboxOutbox)
      .where(eq(sandboxOutbox.toEmail, email))
      .orderBy(desc(sandboxOutbox.id))
      .limit(20);
    return context.json({ messages: rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() })) });
  });

  app.post(SANDBOX_EXPIRE_LINKS_PATH, async (context) => {
    const email = await emailOf(context);
    const [shopper] = await db.select({ id: shoppers.id }).from(shoppers).where(eq(shoppers.email, email)).limit(1);
    if (!shopper) throw new ApiError('NOT_FOUND', 'No shopper has that email.');
    const at = now();
    const ended = await db
      .update(accountLinks)
      .set({ expiresAt: at })
      .where(and(eq(accountLinks.shopperId, shopper.id), isNull(accountLinks.usedAt), gt(accountLinks.expiresAt, at)))
      .returning({ purpose: accountLinks.purpose });
    return context.json({ expired: ended.length });
  });
}

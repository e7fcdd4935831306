import type { Db, Tx } from '../db/database.ts';
import { type AccountLinkPurpose, sandboxOutbox } from '../db/schema.ts';
import type { Logger } from '../log.ts';

/*
 * How the accounts send their emails (docs/adr/0024-accounts.md). The sandbox has no mail provider: with
 * AISLE_SANDBOX_MAILER=1 (tests only, docs/adr/0015-sandbox-mailer-route.md) a message is a row of
 * sandbox_outbox, which the sandbox mailer's route reads back; otherwise it is dropped, and the log says a
 * message was not sent (its purpose only: never the address or the link).
 */

export type AccountEmail = { to: string; purpose: AccountLinkPurpose; link: string };

export type Mailer = {
  /** Sends (or queues) one email; runs in the caller's transaction when given one. */
  send(executor: Db | Tx, email: AccountEmail, now: Date): Promise<void>;
};

/** The sandbox's outbox: every message a row, read by `POST /api/sandbox/mail`. */
export const sandboxOutboxMailer: Mailer = {
  async send(executor, email, now) {
    await executor
      .insert(sandboxOutbox)
      .values({ toEmail: email.to, purpose: email.purpose, link: email.link, createdAt: now });
  },
};

/** No mail provider: the message goes nowhere, and the log says so. */
export function droppingMailer(logger: Logger): Mailer {
  return {
    async send(_executor, email) {
      logger.warn(
        { purpose: email.purpose },
        'email not sent: no mailer is configured (AISLE_SANDBOX_MAILER=1 keeps it)',
      );
    },
  };
}

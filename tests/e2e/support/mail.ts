import type { Page } from '@playwright/test';
import { expect, siteOrigin } from './fixtures.ts';

/**
 * The newest message the sandbox mailer "sent" to `email` (`POST /api/sandbox/mail`, tests only) and its
 * purpose: a verification or password-reset link. Asked on plain localhost: Node's resolver (the request
 * context's) knows no `<banner>.localhost`.
 */
export async function lastMail(page: Page, email: string): Promise<{ purpose: string; link: string }> {
  const response = await page.request.post(`${siteOrigin()}/api/sandbox/mail`, { data: { email } });
  expect(response.status()).toBe(200);
  const { messages } = (await response.json()) as { messages: Array<{ purpose: string; link: string }> };
  if (!messages[0]) throw new Error(`no mail to ${email}`);
  return messages[0];
}

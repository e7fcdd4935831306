import { accountFormPaths } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/sessions.ts';
import type { Database } from '../src/db/database.ts';
import { eq } from '../src/db/orm.ts';
import { accountLinks, sandboxOutbox, shoppers } from '../src/db/schema.ts';
import { createApp } from '../src/http/app.ts';
import { limitRules } from '../src/limits/index.ts';
import { backends, openSeeded } from './support/backends.ts';
import { TestClient, type TestResponse } from './support/client.ts';

/*
 * Accounts a shopper creates (issue 22, docs/adr/0024-accounts.md), on PGlite and PostgreSQL: the create,
 * forgot and reset forms answer 303 to a page with the problem keys and what was typed (never a password);
 * links are single-use, expire, and are stored hashed; the limits against guessing hold per address and
 * per email. The server's clock is this test's.
 */

const start = new Date('2026-11-27T12:00:00.000Z');
const hours = (count: number) => count * 60 * 60_000;
const goodPassword = 'fresh-basket-42';

describe.each(backends)('accounts on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    let seeded: Awaited<ReturnType<typeof openSeeded>>;
    let database: Database;
    let app: Hono;
    let clock = start;
    let addressCount = 0;
    let emailCount = 0;
    /** A client address no other test uses (TEST-NET-2). */
    const newAddress = () => `198.51.100.${++addressCount}`;
    const newEmail = () => `shopper-${++emailCount}-${backend.name.toLowerCase()}@example.com`;

    beforeAll(async () => {
      seeded = await openSeeded(backend, start);
      database = seeded.database;
      app = createApp({ db: database.db, now: () => clock, hasSandboxMailer: true });
    });
    afterAll(async () => {
      await seeded?.close();
    });

    function client(host = 'greenway.localhost:4321'): TestClient {
      const made = new TestClient(app, host);
      made.clientAddress = newAddress();
      return made;
    }

    function post(from: TestClient, path: string, fields: Record<string, string>): Promise<TestResponse> {
      return from.request('POST', path, {
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    }

    /** The 303's target as a URL on the client's site. */
    function location(from: TestClient, response: TestResponse): URL {
      expect(response.status).toBe(303);
      return new URL(response.headers.get('location') ?? '', from.origin);
    }

    async function lastMail(email: string): Promise<{ purpose: string; link: string }> {
      const response = await client().request('POST', '/api/sandbox/mail', { body: { email } });
      expect(response.status).toBe(200);
      const [message] = response.body.messages;
      if (!message) throw new Error(`no mail to ${email}`);
      return message;
    }

    const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

    async function createAccount(from: TestClient, email = newEmail(), password = goodPassword) {
      const response = await post(from, accountFormPaths.create, {
        firstName: 'Avery',
        lastName: 'Lane',
        email,
        password,
      });
      return { response, email };
    }

    describe('creating an account', () => {
      it('creates an unverified account, signs it in and mails a verification link stored only as its hash', async () => {
        const shopper = client();
        const email = newEmail();
        const response = await post(shopper, accountFormPaths.create, {
          firstName: ' Avery ',
          lastName: 'Lane',
          email: email.toUpperCase(),
          password: goodPassword,
          returnTo: '/cart',
        });
        const target = location(shopper, response);
        expect(target.pathname).toBe('/account/verify');
        expect(Object.fromEntries(target.searchParams)).toEqual({ sent: '1', returnTo: '/cart' });

        const session = await shopper.get('/api/session');
        expect(session.body.shopper).toMatchObject({ email, firstName: 'Avery', lastName: 'Lane' });
        const [row] = await database.db.select().from(shoppers).where(eq(shoppers.email, email));
        expect(row?.isEmailVerified).toBe(false);
        expect(row?.passwordHash).toMatch(/^scrypt\$/);

        const mail = await lastMail(email);
        expect(mail.purpose).toBe('verify-email');
        // The link opens the banner's own site, not whatever Host the request named.
        expect(mail.link).toMatch(/^http:\/\/greenway\.localhost:4321\/account\/verify\?token=[A-Za-z0-9_-]{43}$/);
        const stored = await database.db
          .select()
          .from(accountLinks)
          .where(eq(accountLinks.shopperId, row?.id ?? ''));
        expect(stored.map((link) => link.tokenHash)).toEqual([hashToken(tokenOf(mail.link))]);
        expect(JSON.stringify(stored)).not.toContain(tokenOf(mail.link));
      });

      it('names every missing or wrong field, keeps what was typed and never the password', async () => {
        const shopper = client();
        const response = await post(shopper, accountFormPaths.create, {
          firstName: '',
          lastName: ' ',
          email: 'not-an-email',
          password: 'short1',
        });
        const target = location(shopper, response);
        expect(target.pathname).toBe('/account/create');
        expect(target.searchParams.getAll('error')).toEqual([
          'firstNameMissing',
          'lastNameMissing',
          'emailInvalid',
          'passwordWeak',
        ]);
        expect(target.searchParams.get('email')).toBe('not-an-email');
        expect(target.search).not.toContain('short1');
        expect((await shopper.get('/api/session')).body.shopper).toBeNull();
      });

      it.each([
        ['too short', 'abc1234'],
        ['no digit', 'only-letters'],
        ['no letter', '1234567890'],
      ])('refuses a weak password (%s)', async (_name, password) => {
        const shopper = client();
        const target = location(shopper, (await createAccount(shopper, newEmail(), password)).response);
        expect(target.searchParams.getAll('error')).toEqual(['passwordWeak']);
      });

      it('refuses the email itself as the password', async () => {
        const shopper = client();
        const email = 'same1@example.com';
        const target = location(shopper, (await createAccount(shopper, email, email)).response);
        expect(target.searchParams.getAll('error')).toEqual(['passwordWeak']);
      });

      it('says a taken email is taken (any case), keeping the names and the email', async () => {
        const shopper = client();
        const response = await post(shopper, accountFormPaths.create, {
          firstName: 'Jo',
          lastName: 'Demo',
          email: 'Demo@Example.com',
          password: goodPassword,
          returnTo: '//evil.example/x',
        });
        const target = location(shopper, response);
        expect(target.pathname).toBe('/account/create');
        expect(Object.fromEntries(target.searchParams)).toEqual({
          error: 'emailTaken',
          firstName: 'Jo',
          lastName: 'Demo',
          email: 'Demo@Example.com',
          returnTo: '/',
        });
        expect((await shopper.get('/api/session')).body.shopper).toBeNull();
      });

      it('refuses a post from another site (no or a foreign Origin)', async () => {
        const response = await app.request('http://greenway.localhost:4321/api/accounts/forms/create', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
          body: new URLSearchParams({
            firstName: 'A',
            lastName: 'B',
            email: newEmail(),
            password: goodPassword,
          }).toString(),
        });
        expect(response.status).toBe(403);
        expect((await response.json()).code).toBe('CSRF_FAILED');
      });

      it(`holds an address after ${limitRules.accountCreateAddress.max} accounts in an hour`, async () => {
        const shopper = client();
        for (let index = 0; index < limitRules.accountCreateAddress.max; index++) {
          expect(location(shopper, (await createAccount(shopper)).response).pathname).toBe('/account/verify');
        }
        const refused = location(shopper, (await createAccount(shopper)).response);
        expect(refused.searchParams.getAll('error')).toEqual(['tooManyAttempts']);
      });
    });

    describe('verifying an email', () => {
      it('verifies once, then says the link was used', async () => {
        const shopper = client();
        const { email } = await createAccount(shopper);
        const token = tokenOf((await lastMail(email)).link);
        // Signed in since the account was made: the call carries the session's CSRF token.
        shopper.csrfToken = (await shopper.get('/api/session')).body.csrfToken;
        const first = await shopper.request('POST', '/api/accounts/verification', { body: { token } });
        expect([first.status, first.body]).toEqual([200, { outcome: 'verified' }]);
        const [row] = await database.db.select().from(shoppers).where(eq(shoppers.email, email));
        expect(row?.isEmailVerified).toBe(true);
        const again = await client().request('POST', '/api/accounts/verification', { body: { token } });
        expect(again.body).toEqual({ outcome: 'used' });
      });

      it('says an expired link has expired and leaves the account unverified', async () => {
        const shopper = client();
        const { email } = await createAccount(shopper);
        const token = tokenOf((await lastMail(email)).link);
        clock = new Date(clock.getTime() + hours(24));
        try {
          const answer = await client().request('POST', '/api/accounts/verification', { body: { token } });
          expect(answer.body).toEqual({ outcome: 'expired' });
        } finally {
          clock = start;
        }
        const [row] = await database.db.select().from(shoppers).where(eq(shoppers.email, email));
        expect(row?.isEmailVerified).toBe(false);
      });

      it('answers 404 LINK_NOT_FOUND for a token never sent, and 429 after 30 from one address', async () => {
        const prober = client();
        for (let index = 0; index < limitRules.accountLinkAddress.max; index++) {
          const answer = await prober.request('POST', '/api/accounts/verification', {
            body: { token: `never-sent-token-${index}` },
          });
          expect([answer.status, answer.body.code]).toEqual([404, 'LINK_NOT_FOUND']);
        }
        const refused = await prober.request('POST', '/api/accounts/verification', {
          body: { token: 'never-sent-x-y-z' },
        });
        expect([refused.status, refused.body.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      });

      it('needs a request from this site', async () => {
        const answer = await app.request('http://greenway.localhost:4321/api/accounts/verification', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: 'a'.repeat(43) }),
        });
        expect(answer.status).toBe(403);
      });
    });

    describe('resetting a password', () => {
      async function requestReset(from: TestClient, email: string): Promise<URL> {
        return location(from, await post(from, accountFormPaths.forgotPassword, { email }));
      }

      it('answers the same for an unknown email as for a known one, and mails only the known', async () => {
        const shopper = client();
        const { email } = await createAccount(shopper);
        const known = await requestReset(client(), email);
        const unknown = await requestReset(client(), 'nobody-here@example.com');
        expect(known.href).toBe(unknown.href);
        expect(`${known.pathname}${known.search}`).toBe('/account/forgot-password?sent=1');
        expect((await lastMail(email)).purpose).toBe('reset-password');
        const none = await database.db
          .select()
          .from(sandboxOutbox)
          .where(eq(sandboxOutbox.toEmail, 'nobody-here@example.com'));
        expect(none).toEqual([]);
      });

      it('names a missing or invalid email and keeps it', async () => {
        const target = await requestReset(client(), 'nope');
        expect(Object.fromEntries(target.searchParams)).toEqual({ error: 'emailInvalid', email: 'nope' });
        expect((await requestReset(client(), ' ')).searchParams.getAll('error')).toEqual(['emailMissing']);
      });

      it('sets the new password, ends every session of the account, verifies the email, and works once', async () => {
        const owner = client();
        const { email } = await createAccount(owner);
        expect((await owner.get('/api/session')).body.shopper?.email).toBe(email);
        await requestReset(client(), email);
        const token = tokenOf((await lastMail(email)).link);

        const visitor = client();
        const weak = location(
          visitor,
          await post(visitor, accountFormPaths.resetPassword, { token, password: 'weak' }),
        );
        expect(weak.pathname).toBe('/account/reset-password');
        expect(Object.fromEntries(weak.searchParams)).toEqual({ error: 'passwordWeak', token });

        const done = location(
          visitor,
          await post(visitor, accountFormPaths.resetPassword, { token, password: 'new-basket-77' }),
        );
        expect(`${done.pathname}${done.search}`).toBe('/signin?reason=passwordChanged');
        expect((await owner.get('/api/session')).body.shopper).toBeNull();
        expect((await client().signIn(email, goodPassword)).status).toBe(401);
        expect((await client().signIn(email, 'new-basket-77')).status).toBe(200);
        const [row] = await database.db.select().from(shoppers).where(eq(shoppers.email, email));
        expect(row?.isEmailVerified).toBe(true);

        const again = location(
          visitor,
          await post(visitor, accountFormPaths.resetPassword, { token, password: 'other-basket-88' }),
        );
        expect(Object.fromEntries(again.searchParams)).toEqual({ error: 'linkUsed' });
      });

      it('refuses the email itself as the new password and keeps the link working', async () => {
        const email = `pw${++emailCount}@example.com`;
        await createAccount(client(), email);
        await requestReset(client(), email);
        const token = tokenOf((await lastMail(email)).link);
        const visitor = client();
        const refused = location(
          visitor,
          await post(visitor, accountFormPaths.resetPassword, { token, password: email }),
        );
        expect(refused.searchParams.getAll('error')).toEqual(['passwordWeak']);
        const done = location(
          visitor,
          await post(visitor, accountFormPaths.resetPassword, { token, password: goodPassword }),
        );
        expect(done.pathname).toBe('/signin');
      });

      it('says an expired link has expired, and a newer request ends the older link', async () => {
        const { email } = await createAccount(client());
        await requestReset(client(), email);
        const older = tokenOf((await lastMail(email)).link);
        await requestReset(client(), email);
        const newer = tokenOf((await lastMail(email)).link);
        const visitor = client();
        const olderAnswer = location(
          visitor,
          await post(visitor, accountFormPaths.resetPassword, { token: older, password: goodPassword }),
        );
        expect(olderAnswer.searchParams.getAll('error')).toEqual(['linkExpired']);
        clock = new Date(clock.getTime() + hours(1));
        try {
          const newerAnswer = location(
            visitor,
            await post(visitor, accountFormPaths.resetPassword, { token: newer, password: goodPassword }),
          );
          expect(Object.fromEntries(newerAnswer.searchParams)).toEqual({ error: 'linkExpired' });
        } finally {
          clock = start;
        }
      });

      it('says a link that was never sent is not valid', async () => {
        const visitor = client();
        for (const token of ['x', 'never-sent-token-abcdef']) {
          const answer = location(
            visitor,
            await post(visitor, accountFormPaths.resetPassword, { token, password: goodPassword }),
          );
          expect(Object.fromEntries(answer.searchParams)).toEqual({ error: 'linkInvalid' });
        }
      });

      it(`limits requests per email (${limitRules.passwordResetEmail.max} an hour from any address) and per address`, async () => {
        const { email } = await createAccount(client());
        for (let index = 0; index < limitRules.passwordResetEmail.max; index++) {
          expect((await requestReset(client(), email)).search).toBe('?sent=1');
        }
        const held = await requestReset(client(), email);
        expect(Object.fromEntries(held.searchParams)).toEqual({ error: 'tooManyAttempts', email });

        const busy = client();
        for (let index = 0; index < limitRules.passwordResetAddress.max; index++) {
          await requestReset(busy, `someone-${index}@example.com`);
        }
        expect((await requestReset(busy, 'one-more@example.com')).searchParams.getAll('error')).toEqual([
          'tooManyAttempts',
        ]);
      });
    });

    describe('the sandbox mailer', () => {
      it('ends the time of an account’s live links (expire-links)', async () => {
        const { email } = await createAccount(client());
        const token = tokenOf((await lastMail(email)).link);
        const ended = await client().request('POST', '/api/sandbox/mail/expire-links', { body: { email } });
        expect(ended.body).toEqual({ expired: 1 });
        const answer = await client().request('POST', '/api/accounts/verification', { body: { token } });
        expect(answer.body).toEqual({ outcome: 'expired' });
      });

      it('is not there, and keeps no message, without AISLE_SANDBOX_MAILER', async () => {
        const plainApp = createApp({
          db: database.db,
          now: () => clock,
          logger: (await import('pino')).pino({ level: 'silent' }),
        });
        const shopper = new TestClient(plainApp, 'greenway.localhost:4321');
        const email = newEmail();
        const response = await post(shopper, accountFormPaths.create, {
          firstName: 'No',
          lastName: 'Mail',
          email,
          password: goodPassword,
        });
        expect(response.status).toBe(303);
        expect(await database.db.select().from(sandboxOutbox).where(eq(sandboxOutbox.toEmail, email))).toEqual([]);
        expect((await shopper.request('POST', '/api/sandbox/mail', { body: { email } })).status).toBe(404);
        expect((await shopper.request('POST', '/api/sandbox/mail/expire-links', { body: { email } })).status).toBe(404);
      });
    });
  });
});

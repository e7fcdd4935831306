import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorStatuses, walletHeaders } from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { createCaptureService } from '../src/capture/index.ts';
import type { Database } from '../src/db/database.ts';
import { eq, sql } from '../src/db/orm.ts';
import { cardTokens, orders, shoppers, walletCards } from '../src/db/schema.ts';
import { createApp } from '../src/http/app.ts';
import { limitRules } from '../src/limits/index.ts';
import { backends, openSeeded } from './support/backends.ts';
import { addCard, payWithBankAndSnap, pinToken, shopperWithCheckout, submitBodyOf } from './support/checkouts.ts';
import { TestClient } from './support/client.ts';
import { createSignedInShopper } from './support/shoppers.ts';

/*
 * Limits against guessing (issue 23, docs/adr/0023-guessing-limits.md), on PGlite and PostgreSQL: 429
 * TOO_MANY_ATTEMPTS with Retry-After once a limit is reached, the right secret refused while limited and
 * taken once the window has passed (the server's clock is this test's), a stranger's guesses never lock the
 * owner out for longer than a window. Each test has accounts, cards and client addresses of its own.
 */

const start = new Date('2026-11-24T12:00:00.000Z');
const capture = 'http://pay.localhost:4321';
const password = 'right-password-23';
const minutes = (count: number) => count * 60_000;

describe.each(backends)('limits against guessing on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    let seeded: Awaited<ReturnType<typeof openSeeded>>;
    let database: Database;
    let app: Hono;
    let framesDir: string;
    let serveCapture: (request: Request, socketAddress?: string) => Promise<Response>;
    let clock = start;
    const later = (milliseconds: number) => {
      clock = new Date(clock.getTime() + milliseconds);
    };
    let addressCount = 0;
    /** A client address no other test uses (TEST-NET-3). */
    const newAddress = () => `203.0.113.${++addressCount}`;

    beforeAll(async () => {
      seeded = await openSeeded(backend, start);
      database = seeded.database;
      app = createApp({ db: database.db, now: () => clock });
      framesDir = await mkdtemp(join(tmpdir(), 'aisle-limits-frames-'));
      serveCapture = createCaptureService({ distDir: framesDir, db: database.db, now: () => clock });
    });
    afterAll(async () => {
      await seeded?.close();
      if (framesDir) await rm(framesDir, { recursive: true, force: true });
    });

    async function newAccount(): Promise<string> {
      const email = `limits-${randomBytes(6).toString('hex')}@example.com`;
      await database.db.insert(shoppers).values({
        email,
        passwordHash: await hashPassword(password),
        firstName: 'Lim',
        lastName: 'Its',
        createdAt: clock,
      });
      return email;
    }

    function clientFrom(address: string): TestClient {
      const client = new TestClient(app);
      client.clientAddress = address;
      return client;
    }

    function expectTooMany(response: { status: number; headers: Headers; body: { code: string } }, seconds: number) {
      expect([response.status, response.body.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
      expect(errorStatuses.TOO_MANY_ATTEMPTS).toBe(429);
      expect(response.headers.get('retry-after')).toBe(String(seconds));
    }

    describe('sign-in', () => {
      it('after 5 wrong passwords from one address the right one is refused there (429, Retry-After) until the 15 minutes pass; the owner from another address gets in meanwhile', async () => {
        const email = await newAccount();
        const stranger = clientFrom(newAddress());
        for (let attempt = 0; attempt < limitRules.signInAccountAddress.max; attempt++) {
          expect((await stranger.signIn(email, `guess-${attempt}`)).status).toBe(401);
        }
        expectTooMany(await stranger.signIn(email, 'guess-6'), 15 * 60);
        later(minutes(5));
        // The right password too: while limited, nothing is checked.
        expectTooMany(await stranger.signIn(email, password), 10 * 60);

        expect((await clientFrom(newAddress()).signIn(email, password)).status).toBe(200);

        later(minutes(10));
        expect((await stranger.signIn(email, password)).status).toBe(200);
      });

      it('20 wrong passwords from 4 addresses hold the account for every address, for the window only; refused attempts do not lengthen it', async () => {
        const email = await newAccount();
        for (let address = 0; address < 4; address++) {
          const guesser = clientFrom(newAddress());
          for (let attempt = 0; attempt < 5; attempt++) {
            expect((await guesser.signIn(email, `guess-${address}-${attempt}`)).status).toBe(401);
          }
        }
        const owner = clientFrom(newAddress());
        expectTooMany(await owner.signIn(email, password), 15 * 60);
        // The owner tries again and again while the account is held: these count nowhere.
        later(minutes(14));
        for (let attempt = 0; attempt < 6; attempt++) expectTooMany(await owner.signIn(email, password), 60);

        later(minutes(1));
        const signedIn = await owner.signIn(email, password);
        expect(signedIn.status).toBe(200);
        expect(signedIn.body.shopper.email).toBe(email);
      });

      it('a right password gives its attempt back: only wrong ones count', async () => {
        const email = await newAccount();
        const owner = clientFrom(newAddress());
        for (let round = 0; round < 3; round++) {
          for (let attempt = 0; attempt < limitRules.signInAccountAddress.max - 1; attempt++) {
            expect((await owner.signIn(email, `typo-${round}-${attempt}`)).status).toBe(401);
          }
          expect((await owner.signIn(email, password)).status).toBe(200);
          later(minutes(15));
        }
      });

      it('30 wrong passwords from one address stop it for any account, a known one or not', async () => {
        const address = clientFrom(newAddress());
        for (let attempt = 0; attempt < limitRules.signInAddress.max; attempt++) {
          expect((await address.signIn(`nobody-${attempt}@example.com`, 'guess')).status).toBe(401);
        }
        const email = await newAccount();
        expectTooMany(await address.signIn(email, password), 15 * 60);
        expect((await clientFrom(newAddress()).signIn(email, password)).status).toBe(200);
        later(minutes(15));
      });
    });

    describe('capture origin', () => {
      const tokenize = (socketAddress: string) =>
        serveCapture(
          new Request(`${capture}/tokenize`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: capture },
            body: JSON.stringify({ page: 'pin-form', pin: '1234' }),
          }),
          socketAddress,
        );
      const tokenRows = async () =>
        Number(
          (
            (await database.db.execute(sql`select count(*)::int as total from card_tokens`)) as unknown as {
              rows: Array<{ total: number }>;
            }
          ).rows[0]?.total,
        );

      it('/tokenize takes 25 calls a minute from one address; the 26th is 429 with Retry-After and keeps no row; another address is served', async () => {
        const address = newAddress();
        for (let call = 0; call < limitRules.tokenizeAddressBurst.max; call++) {
          expect((await tokenize(address)).status).toBe(200);
        }
        const rows = await tokenRows();
        later(20_000);
        const refused = await tokenize(address);
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toBe('40');
        expect(((await refused.json()) as { code: string }).code).toBe('TOO_MANY_ATTEMPTS');
        expect(await tokenRows()).toBe(rows);

        expect((await tokenize(newAddress())).status).toBe(200);
        later(40_000);
        expect((await tokenize(address)).status).toBe(200);
      });

      it('an IPv6 client is one client across its /64', async () => {
        for (let call = 0; call < limitRules.tokenizeAddressBurst.max; call++) {
          expect((await tokenize(`2001:db8:23:1::${(call + 1).toString(16)}`)).status).toBe(200);
        }
        expect((await tokenize('2001:db8:23:1:ffff:ffff:ffff:fffe')).status).toBe(429);
        expect((await tokenize('2001:db8:23:2::1')).status).toBe(200);
        later(minutes(1));
      });
    });

    describe('card PINs', () => {
      async function walletOf(address: string) {
        const { client, shopperId } = await createSignedInShopper(database.db, app, clock);
        client.clientAddress = address;
        let sequence = 0;
        // A wallet token lives 15 minutes: each call asks for a fresh one, as the clock moves in these tests.
        const headers = (token: string) => ({
          [walletHeaders.authorization]: `Bearer ${token}`,
          [walletHeaders.applicationId]: 'CLICKLIST',
          [walletHeaders.channel]: 'WEB',
          [walletHeaders.tenant]: 'greenway',
          [walletHeaders.idempotencyKey]: `key-${Date.now()}-${++sequence}`,
          [walletHeaders.authType]: 'B2C',
        });
        const send = async (path: string, body: unknown) => {
          const token = (await client.request('POST', '/api/payment/v2/wallet/auth/token')).body.token as string;
          return client.request('POST', `/api/payment/v2/wallet${path}`, { headers: headers(token), body });
        };
        return { shopperId, send };
      }

      /** A new wallet at `address` holding a SNAP EBT card ending `lastFour`, and its balance call with a right or wrong PIN. */
      async function snapWallet(address: string, lastFour: string) {
        const wallet = await walletOf(address);
        const cardId = await addCard(database.db, wallet.shopperId, 'snap', clock);
        await database.db.update(walletCards).set({ lastFour }).where(eq(walletCards.id, cardId));
        const [card] = await database.db
          .select({ paymentGram: walletCards.paymentGram })
          .from(walletCards)
          .where(eq(walletCards.id, cardId));
        const balance = async (isRight: boolean) =>
          wallet.send('/cards/ebt/balance', {
            paymentMethod: {
              encryptedPin: await pinToken(database.db, isRight, clock),
              paymentgram: card?.paymentGram,
            },
          });
        return { balance };
      }

      /** Wrong PINs for the card ending `lastFour` from `address`, over as many wallets as it takes, up to its limit. */
      async function exhaustSnapCard(address: string, lastFour: string) {
        let wrong = 0;
        // Each wallet's own rule locks the card there after 3 wrong PINs in a row (75); a new wallet starts again.
        while (wrong < limitRules.snapPin.max) {
          const wallet = await snapWallet(address, lastFour);
          for (let attempt = 0; attempt < 3 && wrong < limitRules.snapPin.max; attempt++, wrong++) {
            expect((await wallet.balance(false)).body.code).toBe(attempt === 2 ? '75' : '55');
          }
        }
      }

      async function giftToken(number: string, pin: string): Promise<string> {
        const response = await serveCapture(
          new Request(`${capture}/tokenize`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: capture },
            body: JSON.stringify({ page: 'gift-card-form', number, pin }),
          }),
        );
        return ((await response.json()) as { checkoutId: string }).checkoutId;
      }
      const addGift = (wallet: Awaited<ReturnType<typeof walletOf>>, token: string) =>
        wallet.send('', {
          dateTime: { timezone: 'UTC', value: clock.toISOString() },
          facilityId: 'f1',
          paymentMethod: { paymentType: 'GIFT_CARD', lowValueToken: token },
        });

      it("a gift card's number and PIN: 10 refused in an hour (from any addresses) make even the right PIN wait; then it is added", async () => {
        const number = '6006491000000000001';
        for (let attempt = 0; attempt < limitRules.giftCardPin.max; attempt++) {
          // A new wallet and address for each guess: the card's own limit is what stops them.
          const guesser = await walletOf(newAddress());
          const refused = await addGift(guesser, await giftToken(number, String(1000 + attempt)));
          expect([refused.status, refused.body.code]).toEqual([402, 'GIFT_CARD_INVALID']);
        }
        const owner = await walletOf(newAddress());
        const token = await giftToken(number, '1234');
        expectTooMany(await addGift(owner, token), 60 * 60);
        // Refused before the token was spent: the same token works once the hour has passed.
        later(minutes(14));
        expectTooMany(await addGift(owner, await giftToken(number, '1234')), 46 * 60);
        later(minutes(46));
        const added = await addGift(owner, await giftToken(number, '1234'));
        expect(added.status).toBe(201);
        // A card the wallet holds: a fresh token is needed, the first one is still unspent.
        const [unspent] = await database.db
          .select({ usedAt: cardTokens.usedAt })
          .from(cardTokens)
          .where(eq(cardTokens.checkoutId, token));
        expect(unspent?.usedAt).toBeNull();
      });

      it('a SNAP EBT card: wrong PINs count across the wallets that hold it, so deleting and adding it again does not reset them', async () => {
        const lastFour = String(1000 + Math.floor(Math.random() * 9000));
        await exhaustSnapCard(newAddress(), lastFour);
        const owner = await snapWallet(newAddress(), lastFour);
        expectTooMany(await owner.balance(true), 60 * 60);
        later(minutes(60));
        const balance = await owner.balance(true);
        expect(balance.status).toBe(200);
      });

      it("placing an order with a SNAP EBT PIN: a card held by its limit is refused (429) before the PIN is checked, and the wallet's own count stays", async () => {
        const lastFour = String(1000 + Math.floor(Math.random() * 9000));
        await exhaustSnapCard(newAddress(), lastFour);
        const shopper = await shopperWithCheckout(database.db, app, clock, {
          items: [{ name: 'Whole Milk', quantity: 4 }],
          pickTime: (times) => times.find((time) => time.cost >= 0),
        });
        shopper.client.clientAddress = newAddress();
        const visa = await addCard(database.db, shopper.shopperId, 'visa', clock);
        const snap = await addCard(database.db, shopper.shopperId, 'snap', clock);
        await database.db.update(walletCards).set({ lastFour }).where(eq(walletCards.id, snap));
        const checkout = await payWithBankAndSnap(shopper.client, shopper.checkout.id, { bank: visa, snap });
        const submit = async (isRight: boolean) =>
          shopper.client.request('PUT', `/api/checkouts/${checkout.id}/submit`, {
            body: submitBodyOf(checkout, { pins: { [snap]: await pinToken(database.db, isRight, clock) } }),
          });
        const refused = await submit(true);
        expectTooMany(refused, 60 * 60);
        const [card] = await database.db.select().from(walletCards).where(eq(walletCards.id, snap));
        expect(card?.pinFailures).toBe(0);
        const [order] = await database.db.select().from(orders).where(eq(orders.id, checkout.id));
        expect(order).toBeUndefined();
        later(minutes(60));
      });
    });

    it('email links that open nothing: 30 from one address, then 429 until the window ends', async () => {
      const guesser = clientFrom(newAddress());
      const guess = () => guesser.get(`/api/email-preferences/link?token=${randomBytes(32).toString('base64url')}`);
      for (let attempt = 0; attempt < limitRules.emailLinkAddress.max; attempt++) {
        expect((await guess()).status).toBe(404);
      }
      expectTooMany(await guess(), 15 * 60);
      later(minutes(15));
      expect((await guess()).status).toBe(404);
    });
  });
});

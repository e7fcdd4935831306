import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ebtBalanceAnswerSchema,
  snapBalanceOf,
  walletAnswerSchema,
  walletCardAnswerSchema,
  walletHeaders,
} from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptureService } from '../src/capture/index.ts';
import type { Database } from '../src/db/database.ts';
import { sql } from '../src/db/orm.ts';
import { createApp } from '../src/http/app.ts';
import { backends, openSeeded } from './support/backends.ts';
import { TestClient } from './support/client.ts';
import { createSignedInShopper } from './support/shoppers.ts';

const now = new Date('2026-11-24T12:00:00.000Z');
const capture = 'http://pay.localhost:4321';
const billing = {
  addressLines: ['1014 Vine St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  countryCode: 'US',
};
const dateTime = { timezone: 'UTC', value: now.toISOString() };

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** A shopper's wallet session: the client with its cookie, and the wallet headers with a fresh bearer token. */
class WalletClient {
  token = '';
  intent: string | undefined;
  sequence = 0;
  constructor(readonly client: TestClient) {}

  async authorize(): Promise<void> {
    const answer = await this.client.request('POST', '/api/payment/v2/wallet/auth/token');
    expect(answer.status).toBe(201);
    this.token = answer.body.token;
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    this.sequence += 1;
    return {
      [walletHeaders.authorization]: `Bearer ${this.token}`,
      [walletHeaders.applicationId]: 'CLICKLIST',
      [walletHeaders.channel]: 'WEB',
      [walletHeaders.tenant]: 'greenway',
      [walletHeaders.idempotencyKey]: `key-${Date.now()}-${this.sequence}`,
      [walletHeaders.authType]: 'B2C',
      ...(this.intent ? { [walletHeaders.paymentIntentId]: this.intent } : {}),
      ...extra,
    };
  }

  list(flags = { snap: 'true', gift: 'true', balance: 'true' }) {
    return this.client.request('GET', '/api/payment/v2/wallet', {
      headers: this.headers({
        [walletHeaders.showSnapCard]: flags.snap,
        [walletHeaders.showGiftCards]: flags.gift,
        [walletHeaders.giftCardBalance]: flags.balance,
      }),
    });
  }

  send(method: string, path: string, body?: unknown) {
    return this.client.request(method, `/api/payment/v2/wallet${path}`, {
      headers: this.headers(),
      ...(body === undefined ? {} : { body }),
    });
  }
}

describe.each(backends)('wallet API on $name (issue 12)', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    let seeded: Awaited<ReturnType<typeof openSeeded>>;
    let database: Database;
    let app: Hono;
    let framesDir: string;
    let serveCapture: (request: Request) => Promise<Response>;

    beforeAll(async () => {
      seeded = await openSeeded(backend, now);
      database = seeded.database;
      app = createApp({ db: database.db, now: () => now });
      framesDir = await mkdtemp(join(tmpdir(), 'aisle-wallet-frames-'));
      serveCapture = createCaptureService({ distDir: framesDir, db: database.db, now: () => now });
    });
    afterAll(async () => {
      await seeded?.close();
      if (framesDir) await rm(framesDir, { recursive: true, force: true });
    });

    /** What a capture frame does: sends the typed fields to its own origin and gets a token back. */
    async function tokenize(fields: Record<string, string>): Promise<{ checkoutId: string; pinCheckoutId: string }> {
      const response = await serveCapture(
        new Request(`${capture}/tokenize`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: capture },
          body: JSON.stringify(fields),
        }),
      );
      const answer = await response.json();
      expect(answer.responseCode).toBe('870');
      return answer;
    }

    const creditToken = (number: string) =>
      tokenize({ page: 'payment-form', number, expMonth: '09', expYear: '2029', cvv: '123' }).then((t) => t.checkoutId);

    async function walletOf(email: string): Promise<WalletClient> {
      const client = new TestClient(app);
      expect((await client.signIn(email)).status).toBe(200);
      const wallet = new WalletClient(client);
      await wallet.authorize();
      return wallet;
    }

    async function newWallet(): Promise<WalletClient & { shopperId: string }> {
      const { client, shopperId } = await createSignedInShopper(database.db, app, now);
      const wallet = Object.assign(new WalletClient(client), { shopperId });
      await wallet.authorize();
      return wallet;
    }

    const addCredit = (wallet: WalletClient, token: string, extra: Record<string, unknown> = {}) =>
      wallet.send('POST', '', {
        dateTime,
        facilityId: 'f1',
        storeId: 's1',
        defaultCard: false,
        save: true,
        paymentMethod: {
          paymentType: 'CREDIT_CARD',
          billing,
          brand: 'VISA',
          expirationMonth: '09',
          expirationYear: '2029',
          lowValueToken: token,
          cardFirstSix: '411111',
          firstName: 'Test',
          lastName: 'Shopper',
          ...extra,
        },
        fraudTransactionId: 'fraud-txn-1',
        deviceInfo: {},
      });
    const addSnap = (wallet: WalletClient, token: string) =>
      wallet.send('POST', '', {
        dateTime,
        defaultCard: false,
        facilityId: 'f1',
        paymentMethod: { paymentType: 'EBT_CARD', lowValueToken: token },
        save: true,
        transactionId: 'txn-snap-1',
        deviceInfo: {},
      });
    const addGift = (wallet: WalletClient, token: string) =>
      wallet.send('POST', '', {
        dateTime,
        facilityId: 'f1',
        paymentMethod: { paymentType: 'GIFT_CARD', lowValueToken: token },
      });
    const giftToken = (number: string, pin = '1234') =>
      tokenize({ page: 'gift-card-form', number, pin }).then((t) => t.checkoutId);

    it("lists demo's seeded wallet: preferred Visa 1111 first with its billing address, expired Mastercard 4444, SNAP, two gift cards (API-019, WAL-065, WAL-075)", async () => {
      const wallet = await walletOf('demo@example.com');
      const answer = await wallet.list();
      expect(answer.status).toBe(200);
      const cards = walletAnswerSchema.parse(answer.body).data.payment.cards;
      expect(cards.map((card) => [card.cardType, card.lastFourPan, card.expired, card.default])).toEqual([
        ['CREDIT_CARD', '1111', false, true],
        ['CREDIT_CARD', '4444', true, false],
        ['EBT_CARD', '0001', false, false],
        ['GIFT_CARD', '0001', false, false],
        ['GIFT_CARD', '0003', false, false],
      ]);
      expect(cards[0]?.defaultApplications).toEqual(['CLICKLIST']);
      expect(cards[0]?.address?.postalCode).toBe('45202');
      expect(cards[0]?.bin).toBe('411111');
      expect(cards[2]?.expirationMonth).toBe('');
      expect(cards[3]?.balance).toBe('USD 25.00');
      expect(cards.every((card) => card.saved)).toBe(true);
      // The list headers leave out SNAP and gift cards when the configuration hides them.
      const bankOnly = walletAnswerSchema.parse(
        (await wallet.list({ snap: 'false', gift: 'false', balance: 'false' })).body,
      );
      expect(bankOnly.data.payment.cards.map((card) => card.cardType)).toEqual(['CREDIT_CARD', 'CREDIT_CARD']);
    });

    it("refuses a call without the bearer token, with another session's token or a bad channel (API-015, API-057)", async () => {
      const wallet = await walletOf('demo@example.com');
      const noToken = await wallet.client.request('GET', '/api/payment/v2/wallet', {
        headers: { ...wallet.headers(), authorization: '' },
      });
      expect(noToken.status).toBe(401);
      const other = await walletOf('demo@example.com');
      wallet.token = other.token;
      expect((await wallet.list()).status).toBe(401);
      await wallet.authorize();
      const badChannel = await wallet.client.request('GET', '/api/payment/v2/wallet', {
        headers: {
          ...wallet.headers(),
          [walletHeaders.channel]: 'MOBILE',
          'show-snap-card': 'true',
          'show-gift-cards': 'true',
          'giftcard-balance': 'true',
        },
      });
      expect(badChannel.status).toBe(400);
    });

    it('answers 404 PAYMENT_INTENT_NOT_FOUND for an unknown intent and takes a new one (API-059)', async () => {
      const wallet = await walletOf('demo@example.com');
      wallet.intent = 'pi_unknownunknownunknown1';
      const refused = await wallet.list();
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('PAYMENT_INTENT_NOT_FOUND');
      const intent = await wallet.client.request('POST', '/api/payment/v2/wallet/payment-intents');
      expect(intent.status).toBe(201);
      wallet.intent = intent.body.paymentIntentId;
      expect((await wallet.list()).status).toBe(200);
    });

    it("new@example.com can neither see, edit, delete nor make preferred demo's cards (object-level authorization)", async () => {
      const demo = await walletOf('demo@example.com');
      const demoCards = walletAnswerSchema.parse((await demo.list()).body).data.payment.cards;
      const visa = demoCards[0];
      const snap = demoCards[2];
      if (!visa || !snap) throw new Error('demo has no cards');
      const stranger = await walletOf('new@example.com');
      expect(walletAnswerSchema.parse((await stranger.list()).body).data.payment.cards).toEqual([]);
      const deleted = await stranger.send('DELETE', `/${visa.id}`);
      expect([deleted.status, deleted.body.code]).toEqual([404, 'CARD_NOT_FOUND']);
      const preferred = await stranger.send('PUT', '/cards/defaults', { cardId: visa.id });
      expect([preferred.status, preferred.body.code]).toEqual([404, 'CARD_NOT_FOUND']);
      const edited = await stranger.send('PUT', '', {
        cardId: visa.id,
        dateTime,
        facilityId: 'f1',
        storeId: 's1',
        defaultCard: true,
        paymentGram: visa.paymentGram,
        saved: true,
        paymentMethod: {
          billing,
          brand: 'VISA',
          expirationMonth: '10',
          expirationYear: '2030',
          lowValueToken: await tokenize({ page: 'cvv-form', cvv: '123' }).then((t) => t.checkoutId),
          cardFirstSix: '411111',
          firstName: 'Mal',
          lastName: 'Lory',
        },
      });
      expect([edited.status, edited.body.code]).toEqual([404, 'CARD_NOT_FOUND']);
      const balance = await stranger.send('POST', '/cards/ebt/balance', {
        paymentMethod: {
          encryptedPin: await tokenize({ page: 'pin-form', pin: '1234' }).then((t) => t.pinCheckoutId),
          paymentgram: snap.paymentGram,
        },
      });
      expect([balance.status, balance.body.code]).toEqual([404, 'CARD_NOT_FOUND']);
      // Demo's wallet is untouched.
      expect(walletAnswerSchema.parse((await demo.list()).body).data.payment.cards).toHaveLength(5);
    });

    it('adds a credit card from a capture token once; the token is spent and the same card twice is a 409 (API-020, WER-018)', async () => {
      const wallet = await newWallet();
      const token = await creditToken('4111 1111 1111 1111');
      const added = await addCredit(wallet, token, {});
      expect(added.status).toBe(201);
      const card = walletCardAnswerSchema.parse(added.body).data.payment.card;
      expect([card.brand, card.lastFourPan, card.bin, card.expirationMonth, card.expirationYear]).toEqual([
        'VISA',
        '1111',
        '411111',
        '09',
        '2029',
      ]);
      expect((await addCredit(wallet, token)).body.code).toBe('CAPTURE_TOKEN_INVALID');
      const again = await addCredit(wallet, await creditToken('4111111111111111'));
      expect([again.status, again.body.code]).toEqual([409, 'CARD_ALREADY_EXISTS']);
    });

    it('answers the sandbox refusals: 402 RV62751, RV32937, CARD_DECLINED and 422 KC2617 (WER-014, WER-015, WER-017, WER-019)', async () => {
      const wallet = await newWallet();
      const badZip = await wallet.send('POST', '', {
        ...(await addCreditBody(await creditToken('5555555555554444'), '555555')),
        paymentMethod: {
          ...(await addCreditBody(await creditToken('5555555555554444'), '555555')).paymentMethod,
          billing: { ...billing, postalCode: '00000' },
        },
      });
      expect([badZip.status, badZip.body.code]).toEqual([402, 'RV62751']);
      for (const [number, status, code] of [
        ['4000000000000119', 402, 'RV32937'],
        ['4000000000000127', 402, 'CARD_DECLINED'],
        ['4000000000000259', 422, 'KC2617'],
      ] as const) {
        const answer = await addCredit(wallet, await creditToken(number), { cardFirstSix: '400000' });
        expect([answer.status, answer.body.code]).toEqual([status, code]);
      }
      expect(walletAnswerSchema.parse((await wallet.list()).body).data.payment.cards).toEqual([]);
    });

    async function addCreditBody(token: string, firstSix: string) {
      return {
        dateTime,
        facilityId: 'f1',
        storeId: 's1',
        defaultCard: false,
        save: true,
        paymentMethod: {
          paymentType: 'CREDIT_CARD',
          billing,
          brand: 'MASTERCARD',
          expirationMonth: '09',
          expirationYear: '2029',
          lowValueToken: token,
          cardFirstSix: firstSix,
          firstName: 'Test',
          lastName: 'Shopper',
        },
        fraudTransactionId: 'fraud-txn-1',
        deviceInfo: {},
      };
    }

    it('a preferred card clears the other preferred flags; an unsaved card is never preferred (WAL-094, WAL-097, WAL-098)', async () => {
      const wallet = await newWallet();
      const first = walletCardAnswerSchema.parse(
        (await addCredit(wallet, await creditToken('4111111111111111'), {})).body,
      ).data.payment.card;
      expect(first.default).toBe(false);
      const preferredAnswer = await wallet.send('PUT', '/cards/defaults', { cardId: first.id });
      expect(preferredAnswer.status).toBe(200);
      const second = await wallet.send('POST', '', {
        ...(await addCreditBody(await creditToken('5555555555554444'), '555555')),
        defaultCard: true,
      });
      expect(second.status).toBe(201);
      const cards = walletAnswerSchema.parse((await wallet.list()).body).data.payment.cards;
      expect(cards.filter((card) => card.default).map((card) => card.lastFourPan)).toEqual(['4444']);
      const unsaved = await wallet.send('POST', '', {
        ...(await addCreditBody(await creditToken('6011111111111117'), '601111')),
        defaultCard: true,
        save: false,
      });
      const card = walletCardAnswerSchema.parse(unsaved.body).data.payment.card;
      expect([card.saved, card.default]).toEqual([false, false]);
    });

    it('edits a card: expiry, names (trimmed), billing with the unit first; answers data.payment (API-023..028, CRD-077)', async () => {
      const wallet = await newWallet();
      const card = walletCardAnswerSchema.parse((await addCredit(wallet, await creditToken('4111111111111111'))).body)
        .data.payment.card;
      const edited = await wallet.send('PUT', '', {
        cardId: card.id,
        dateTime,
        facilityId: 'f1',
        storeId: 's1',
        defaultCard: true,
        paymentGram: card.paymentGram,
        saved: true,
        paymentMethod: {
          billing: { ...billing, addressLines: ['Apt 3', '1014 Vine St'] },
          brand: 'VISA',
          expirationMonth: '10',
          expirationYear: '2031',
          lowValueToken: await tokenize({ page: 'cvv-form', cvv: '321' }).then((t) => t.checkoutId),
          cardFirstSix: '411111',
          firstName: '  Renamed ',
          lastName: ' Shopper  ',
        },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data.payment).toMatchObject({
        id: card.id,
        expirationMonth: '10',
        expirationYear: '2031',
        firstName: 'Renamed',
        lastName: 'Shopper',
        default: true,
        address: { addressLines: ['Apt 3', '1014 Vine St'] },
        versionKey: '2',
      });
    });

    it("CRD-046..049, CRD-064..072: the card box modals' rules again: names of at most 40 letters and spaces, a typed billing address of allowed characters, a US or Canadian postal code", async () => {
      const wallet = await newWallet();
      const typed = {
        addressLines: ['Unit #4', "100 O'Hara St."],
        cityTown: 'Toronto',
        stateProvince: 'ON',
        postalCode: 'M5V 2T6',
        countryCode: 'CA',
      };
      const added = await addCredit(wallet, await creditToken('4111111111111111'), {
        billing: typed,
        firstName: 'Ann Marie',
      });
      expect(added.status).toBe(201);
      const refusedName = await addCredit(wallet, await creditToken('5555555555554444'), {
        cardFirstSix: '555555',
        firstName: "O'Neil",
      });
      expect([refusedName.status, refusedName.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(refusedName.body.issues.map((issue: { path: string }) => issue.path)).toEqual(['paymentMethod.firstName']);
      const longName = await addCredit(wallet, await creditToken('5555555555554444'), {
        cardFirstSix: '555555',
        lastName: 'a'.repeat(41),
      });
      expect([longName.status, longName.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(longName.body.issues.map((issue: { path: string }) => issue.path)).toEqual(['paymentMethod.lastName']);
      const badCharacters = await addCredit(wallet, await creditToken('5555555555554444'), {
        cardFirstSix: '555555',
        billing: { ...typed, addressLines: ['100 Main St, Rear'], cityTown: 'Toronto & Co' },
      });
      expect([badCharacters.status, badCharacters.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(badCharacters.body.issues).toEqual([
        { path: 'paymentMethod.billing.addressLine1', message: 'invalidCharacters' },
        { path: 'paymentMethod.billing.city', message: 'invalidCharacters' },
      ]);
      const badPostalCode = await addCredit(wallet, await creditToken('5555555555554444'), {
        cardFirstSix: '555555',
        billing: { ...typed, postalCode: 'M5V-2T6' },
      });
      expect([badPostalCode.status, badPostalCode.body.issues]).toEqual([
        400,
        [{ path: 'paymentMethod.billing.zipCode', message: 'postalCode' }],
      ]);
      // An address of the shopper's list was checked by its own form (the flyout's, which takes a '\\').
      const listed = await wallet.send('PUT', '/account/billing', {
        address: {
          addressLine1: '1014 Vine St \\ Rear',
          addressLine2: '',
          addressType: 'BILLING',
          city: 'Cincinnati',
          countryCode: 'US',
          preferredAddress: false,
          stateCode: 'OH',
          zip: '45202',
        },
      });
      expect(listed.status).toBe(200);
      const withListed = { ...billing, addressLines: ['1014 Vine St \\ Rear'] };
      const addedListed = await addCredit(wallet, await creditToken('5555555555554444'), {
        cardFirstSix: '555555',
        billing: withListed,
      });
      expect([addedListed.status, addedListed.body.issues]).toEqual([201, undefined]);
      const typedBackslash = { ...billing, addressLines: ['1015 Vine St \\ Rear'] };
      const refusedTyped = await addCredit(wallet, await creditToken('6011111111111117'), {
        cardFirstSix: '601111',
        billing: typedBackslash,
      });
      expect([refusedTyped.status, refusedTyped.body.issues]).toEqual([
        400,
        [{ path: 'paymentMethod.billing.addressLine1', message: 'invalidCharacters' }],
      ]);
    });

    it('a failed edit answers customerErrorMessage (API-029)', async () => {
      const wallet = await newWallet();
      const card = walletCardAnswerSchema.parse((await addCredit(wallet, await creditToken('4111111111111111'))).body)
        .data.payment.card;
      const edited = await wallet.send('PUT', '', {
        cardId: card.id,
        dateTime,
        facilityId: 'f1',
        storeId: 's1',
        defaultCard: false,
        paymentGram: card.paymentGram,
        saved: true,
        paymentMethod: {
          billing: { ...billing, postalCode: '00000' },
          brand: 'VISA',
          expirationMonth: '10',
          expirationYear: '2031',
          lowValueToken: await tokenize({ page: 'cvv-form', cvv: '321' }).then((t) => t.checkoutId),
          cardFirstSix: '411111',
          firstName: 'Test',
          lastName: 'Shopper',
        },
      });
      expect(edited.status).toBe(402);
      expect(edited.body.customerErrorMessage).toMatch(/billing address/);
    });

    it('deletes a card with no body (API-030)', async () => {
      const wallet = await newWallet();
      const card = walletCardAnswerSchema.parse((await addCredit(wallet, await creditToken('4111111111111111'))).body)
        .data.payment.card;
      const deleted = await wallet.send('DELETE', `/${card.id}`);
      expect(deleted.status).toBe(204);
      expect(walletAnswerSchema.parse((await wallet.list()).body).data.payment.cards).toEqual([]);
    });

    it('gift cards: ...001 holds $25.00, ...002 is a $0 card (402), other numbers are invalid (402); balance by paymentGram (API-022, API-033, WER-016)', async () => {
      const wallet = await newWallet();
      const zero = await addGift(wallet, await giftToken('6006 4910 0000 0000 002'));
      expect([zero.status, zero.body.code]).toEqual([402, 'GIFT_CARD_ZERO_BALANCE']);
      const invalid = await addGift(wallet, await giftToken('6006491000000000009'));
      expect([invalid.status, invalid.body.code]).toEqual([402, 'GIFT_CARD_INVALID']);
      const wrongPin = await addGift(wallet, await giftToken('6006491000000000001', '9999'));
      expect([wrongPin.status, wrongPin.body.code]).toEqual([402, 'GIFT_CARD_INVALID']);
      const added = await addGift(wallet, await giftToken('6006-4910-0000-0000-001'));
      expect(added.status).toBe(201);
      const card = walletCardAnswerSchema.parse(added.body).data.payment.card;
      expect([card.cardType, card.lastFourPan, card.balance, card.expirationMonth]).toEqual([
        'GIFT_CARD',
        '0001',
        'USD 25.00',
        '',
      ]);
      const balance = await wallet.send('POST', '/gift-card/balance', { paymentGram: card.paymentGram });
      expect(balance.body).toEqual({ data: { payment: { remainingBalance: 'USD 25.00' } } });
    });

    it('SNAP: PIN 1234 gives $150.00; a wrong PIN gives 55; the third wrong PIN in a row locks the card with 75, for good (API-034, WER-012, WER-013)', async () => {
      const wallet = await newWallet();
      const snapToken = await tokenize({ page: 'payment-form', cardKind: 'ebt', number: '5077190000000000001' });
      const added = await addSnap(wallet, snapToken.checkoutId);
      expect(added.status).toBe(201);
      const card = walletCardAnswerSchema.parse(added.body).data.payment.card;
      expect([card.cardType, card.lastFourPan, card.bin]).toEqual(['EBT_CARD', '0001', '507719']);
      const check = async (pin: string) =>
        wallet.send('POST', '/cards/ebt/balance', {
          paymentMethod: {
            encryptedPin: (await tokenize({ page: 'pin-form', pin })).pinCheckoutId,
            paymentgram: card.paymentGram,
          },
        });
      const right = await check('1234');
      expect(right.status).toBe(200);
      expect(snapBalanceOf(ebtBalanceAnswerSchema.parse(right.body))).toBe(150);
      expect((await check('1111')).body.code).toBe('55');
      // A right PIN resets the count: two more wrong ones are still only 55.
      expect((await check('1234')).status).toBe(200);
      expect((await check('1111')).body.code).toBe('55');
      expect((await check('2222')).body.code).toBe('55');
      const third = await check('3333');
      expect([third.status, third.body.code]).toEqual([402, '75']);
      const afterLock = await check('1234');
      expect([afterLock.status, afterLock.body.code]).toEqual([402, '75']);
      const [row] = rowsOf<{ pin_failures: number }>(
        await database.db.execute(sql`select pin_failures from wallet_cards where id = ${card.id}`),
      );
      expect(row?.pin_failures).toBe(3);
    });

    it('a second SNAP card is refused with 400 EBT_CARD_ALREADY_EXISTS even when two adds race (WAL-127, WER-011)', async () => {
      const wallet = await newWallet();
      const tokens = await Promise.all(
        ['5077190000000000001', '5077190000000000002', '5077190000000000003'].map((number) =>
          tokenize({ page: 'payment-form', cardKind: 'ebt', number }).then((t) => t.checkoutId),
        ),
      );
      const answers = await Promise.all(tokens.map((token) => addSnap(wallet, token)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
      expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.body.code)).toEqual([
        'EBT_CARD_ALREADY_EXISTS',
        'EBT_CARD_ALREADY_EXISTS',
      ]);
    });

    it('a sixth gift card is refused with 422 GIFT_CARD_LIMIT_REACHED even when adds race (WAL-128, WER-021)', async () => {
      const wallet = await newWallet();
      const { shopperId } = wallet;
      // Four gift cards already (the sandbox knows one number only, so these rows go straight in, as seeded ones do).
      for (const lastFour of ['0011', '0012', '0013', '0014']) {
        await database.db.execute(sql`insert into wallet_cards (shopper_id, card_type, brand, first_six, last_four, balance_cents, payment_gram, vault_card_id, created_at, updated_at)
          values (${shopperId}, 'GIFT_CARD', 'NONE', '600649', ${lastFour}, 2500, ${`pg_${lastFour}${shopperId.replace(/-/g, '')}`}, ${`vault_${lastFour}${shopperId}`}, ${now}, ${now})`);
      }
      // Two racing adds for the fifth place: one wins, the other meets the limit.
      const [first, second] = await Promise.all([giftToken('6006491000000000001'), giftToken('6006491000000000001')]);
      // The same number twice would be a 409; make the second token stand for another card ending 0005.
      await database.db.execute(sql`update card_tokens set last_four = '0005' where checkout_id = ${second}`);
      const answers = await Promise.all([addGift(wallet, first), addGift(wallet, second)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
      expect(answers.find((answer) => answer.status === 422)?.body.code).toBe('GIFT_CARD_LIMIT_REACHED');
      const [count] = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from wallet_cards where shopper_id = ${shopperId} and card_type = 'GIFT_CARD'`,
        ),
      );
      expect(count?.n).toBe(5);
    });

    it('an eleventh bank card is refused with 422 RV72632 (WER-020)', async () => {
      const wallet = await newWallet();
      for (const month of ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11']) {
        const token = await tokenize({
          page: 'payment-form',
          number: '4111111111111111',
          expMonth: month,
          expYear: '2030',
          cvv: '123',
        });
        const answer = await addCredit(wallet, token.checkoutId, { expirationMonth: month, expirationYear: '2030' });
        expect([month, answer.status, answer.body.code]).toEqual(
          month === '11' ? [month, 422, 'RV72632'] : [month, 201, undefined],
        );
      }
    });

    it('cards added in the same instant list in the order they were added, every time (migration 0027)', async () => {
      const wallet = await newWallet();
      const months = ['03', '07', '01', '12', '05', '09'];
      for (const month of months) {
        const token = await tokenize({
          page: 'payment-form',
          number: '4111111111111111',
          expMonth: month,
          expYear: '2031',
          cvv: '123',
        });
        const answer = await addCredit(wallet, token.checkoutId, { expirationMonth: month, expirationYear: '2031' });
        expect(answer.status).toBe(201);
      }
      // The test's clock stands still: every card has the same created_at, and ids are random.
      for (let read = 0; read < 3; read += 1) {
        const cards = walletAnswerSchema.parse((await wallet.list()).body).data.payment.cards;
        expect(cards.map((card) => card.expirationMonth)).toEqual(months);
      }
    });

    it("billing addresses: home first, add then edit, a Canadian province gives CA, another shopper's id is refused (API-031, API-032)", async () => {
      const wallet = await walletOf('demo@example.com');
      const list = await wallet.send('GET', '/account/billing');
      expect(list.status).toBe(200);
      const addresses = list.body.data.payment.addresses;
      expect(addresses[0].type).toBe('HOME');
      const added = await wallet.send('PUT', '/account/billing', {
        address: {
          addressLine1: ' 1 Bay St ',
          addressLine2: '',
          addressType: 'BILLING',
          city: 'Toronto',
          countryCode: 'US',
          preferredAddress: false,
          stateCode: 'Ontario',
          zip: '12345',
        },
      });
      expect(added.status).toBe(200);
      expect(added.body.data.payment.address).toMatchObject({
        addressLine1: '1 Bay St',
        addressLine2: null,
        stateCode: 'ON',
        countryCode: 'CA',
        type: 'BILLING',
      });
      const id = added.body.data.payment.address.id;
      const edited = await wallet.send('PUT', '/account/billing', {
        address: {
          ...added.body.data.payment.address,
          addressId: id,
          addressType: 'BILLING',
          addressLine1: '2 Bay St',
          stateCode: 'ON',
        },
      });
      expect(edited.body.data.payment.address).toMatchObject({ id, addressLine1: '2 Bay St' });
      const stranger = await walletOf('new@example.com');
      const refused = await stranger.send('PUT', '/account/billing', {
        address: { ...added.body.data.payment.address, addressId: id, addressType: 'BILLING', stateCode: 'ON' },
      });
      expect([refused.status, refused.body.code]).toEqual([404, 'BILLING_ADDRESS_NOT_FOUND']);
      const invalid = await wallet.send('PUT', '/account/billing', {
        address: {
          ...added.body.data.payment.address,
          addressLine1: 'Bad <street>',
          addressType: 'BILLING',
          stateCode: 'ON',
        },
      });
      expect(invalid.status).toBe(400);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { checkCard } from '../src/cardCapture.ts';
import {
  accountBillingAddressSchema,
  billingAddressLines,
  billingRegions,
  binTypeSchema,
  countryOfRegion,
  DEFAULT_WALLET_APPLICATION,
  defaultWalletOptions,
  formatWalletBalance,
  normalizeRegion,
  walletAnswerSchema,
  walletApplications,
  walletAuthTypes,
  walletCardAddressSchema,
  walletCardSchema,
  walletCardTypes,
  walletEnvironments,
} from '../src/index.ts';
import { createMockFetch, createWalletMock, demoWalletCards } from '../testing/index.ts';

describe('wallet rules (spec 3, 7, 9)', () => {
  it('names the host applications, CLICKLIST by default, the auth types, environments and card types (API-001..004, WAL-060)', () => {
    expect(walletApplications).toEqual(['CLICKLIST', 'MEMBERSHIP', 'RXWEB', 'EPRN', 'WEB HOSTED PAYMENT PAGE']);
    expect(DEFAULT_WALLET_APPLICATION).toBe('CLICKLIST');
    expect(walletAuthTypes).toEqual(['B2C', 'AX']);
    expect(walletEnvironments).toEqual(['PROD', 'STAGE', 'TEST', 'LOCAL']);
    expect(walletCardTypes).toEqual(['BANK_CARD', 'CREDIT_CARD', 'EBT_CARD', 'GIFT_CARD']);
  });

  it('saves cards by default (API-007)', () => {
    expect(defaultWalletOptions.saveCardOptionEnabled).toBe(true);
  });

  it('offers 50 states, DC and 13 Canadian provinces and territories; names become abbreviations; a province gives CA', () => {
    expect(billingRegions).toHaveLength(64);
    expect(normalizeRegion('ontario')).toBe('ON');
    expect(normalizeRegion(' oh ')).toBe('OH');
    expect(normalizeRegion('Atlantis')).toBeNull();
    expect([countryOfRegion('Quebec'), countryOfRegion('BC'), countryOfRegion('OH')]).toEqual(['CA', 'CA', 'US']);
  });

  it('lists the unit first, then the street, when there is a unit (API-025)', () => {
    expect(billingAddressLines('1014 Vine St', 'Apt 3')).toEqual(['Apt 3', '1014 Vine St']);
    expect(billingAddressLines('1014 Vine St', '  ')).toEqual(['1014 Vine St']);
  });

  it('gives a card every field of the wallet, and a bank card a 4-digit expiration year (WAL-063, WAL-067)', () => {
    expect(Object.keys(walletCardSchema.shape)).toEqual(
      expect.arrayContaining([
        'id',
        'brand',
        'imageType',
        'lastFourPan',
        'expired',
        'saved',
        'paymentGram',
        'versionKey',
        'binType',
        'default',
        'description',
        'fraudToken',
        'vaultCardId',
        'address',
        'lastUpdatedTimestamp',
        'firstName',
        'lastName',
        'isNotAllowedForFuelPay',
      ]),
    );
    expect(Object.keys(binTypeSchema.shape).sort()).toEqual(
      ['card-bin', 'card-bin-length', 'card-brand', 'card-description', 'card-product-id'].sort(),
    );
    expect(Object.keys(walletCardAddressSchema.shape).sort()).toEqual(
      ['addressLines', 'cityTown', 'countryCode', 'postalCode', 'stateProvince'].sort(),
    );
    const visa = demoWalletCards().find((card) => card.lastFourPan === '1111');
    expect(visa?.expirationYear).toMatch(/^\d{4}$/);
    expect(walletCardSchema.safeParse(visa).success).toBe(true);
    const binType = {
      'card-bin-length': 6,
      'card-brand': 'VISA',
      'card-description': 'Visa credit',
      'card-product-id': 'A',
      'card-bin': '411111',
    };
    expect(walletCardSchema.safeParse({ ...visa, binType }).success).toBe(true);
    const { 'card-brand': _brand, ...withoutBrand } = binType;
    expect(walletCardSchema.safeParse({ ...visa, binType: withoutBrand }).success).toBe(false);
    const { cityTown: _city, ...withoutCity } = visa?.address ?? {};
    expect(walletCardSchema.safeParse({ ...visa, address: withoutCity }).success).toBe(false);
    for (const year of ['30', '203', '20300', 'abcd']) {
      expect(walletCardSchema.safeParse({ ...visa, expirationYear: year }).success).toBe(false);
    }
  });

  it('CRD-082: an account address holds id, type (home, delivery or billing), addressLine1, addressLine2, city, stateCode, zip, countryCode and preferredAddress', () => {
    expect(Object.keys(accountBillingAddressSchema.shape)).toEqual([
      'id',
      'type',
      'addressLine1',
      'addressLine2',
      'city',
      'stateCode',
      'zip',
      'countryCode',
      'preferredAddress',
    ]);
    const home = {
      id: '00000000-0000-4000-8000-0000000000a1',
      type: 'HOME',
      addressLine1: '100 Main St',
      addressLine2: null,
      city: 'Cincinnati',
      stateCode: 'OH',
      zip: '45202',
      countryCode: 'US',
      preferredAddress: true,
    };
    expect(accountBillingAddressSchema.safeParse(home).success).toBe(true);
    expect(accountBillingAddressSchema.safeParse({ ...home, type: 'WORK' }).success).toBe(false);
    expect(accountBillingAddressSchema.safeParse({ ...home, stateCode: 'Ohio' }).success).toBe(false);
  });

  it('writes a balance as a currency code and an amount (WAL-064)', () => {
    expect(formatWalletBalance(2500)).toBe('USD 25.00');
    expect(formatWalletBalance(0)).toBe('USD 0.00');
  });

  it('captures a SNAP number of 16 to 19 digits, a 19-digit gift number and a 4-digit PIN (codes 872-874, 881-883)', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const snap = (number: string) => checkCard('payment-form', { number, cardKind: 'ebt' }, now).code;
    expect([
      snap('507719000000000'),
      snap('5077190000000001'),
      snap('50771900000000000001'),
      snap('5077x90000000001'),
    ]).toEqual(['872', '870', '873', '874']);
    const gift = (number: string, pin: string) => checkCard('gift-card-form', { number, pin }, now).code;
    expect([
      gift('6006491000000000001', '1234'),
      gift('600649100000000001', '1234'),
      gift('6006491000000000001', '12a4'),
      gift('6006491000000000001', '123'),
      gift('6006491000000000001', '12345'),
    ]).toEqual(['870', '872', '881', '882', '883']);
    expect(checkCard('pin-form', { pin: '1234' }, now).code).toBe('870');
  });
});

describe('wallet mocks', () => {
  it("answer every call by the contracts' schemas and refuse what the server refuses", async () => {
    const mock = createWalletMock();
    const fetch = createMockFetch(mock.handlers);
    const list = await fetch('http://localhost/api/payment/v2/wallet');
    expect(walletAnswerSchema.parse(await list.json()).data.payment.cards).toHaveLength(5);
    const second = await fetch('http://localhost/api/payment/v2/wallet', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        dateTime: { timezone: 'UTC', value: '2026-11-25T12:00:00.000Z' },
        defaultCard: false,
        facilityId: 'f1',
        paymentMethod: { paymentType: 'EBT_CARD', lowValueToken: `lv_${'a'.repeat(24)}` },
        save: true,
        transactionId: 'txn-00001',
        deviceInfo: {},
      }),
    });
    expect([second.status, (await second.json()).code]).toEqual([400, 'EBT_CARD_ALREADY_EXISTS']);
    // CRD-064..072: like the API, a typed billing address must pass the checkout-side rules.
    const credit = (billing: Record<string, unknown>) =>
      fetch('http://localhost/api/payment/v2/wallet', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          dateTime: { timezone: 'UTC', value: '2026-11-25T12:00:00.000Z' },
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
            lowValueToken: `lv_${'a'.repeat(24)}`,
            cardFirstSix: '411111',
            firstName: 'Dana',
            lastName: 'Demo',
          },
          fraudTransactionId: 'fraud-txn-1',
          deviceInfo: {},
        }),
      });
    const typed = {
      addressLines: ['1 Main St, Rear'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US',
    };
    expect((await credit(typed)).status).toBe(400);
    expect((await credit({ ...typed, addressLines: ['1 Main St. Rear'] })).status).toBe(201);
    mock.failures.set('getWallet', { code: 'RV72632' });
    expect((await fetch('http://localhost/api/payment/v2/wallet')).status).toBe(422);
  });
});

import { getBanner } from '@aisle/banner-themes';
import { acceptedCapture, demoBillingAddresses, demoWalletCards } from '@aisle/contracts/testing';
import { describe, expect, it } from 'vitest';
import { walletCallCopy } from '../../../lib/copy/walletCalls.ts';
import { cardBillingOf, createWalletGateway, type WalletCaller } from './walletGateway.ts';
import type { BillingAddress } from './walletTypes.ts';

/*
 * The payloads the flyout's gateway builds from the forms (spec 7, "Wallet calls"), against a recording
 * caller: what each call would send, before the client adds its headers.
 */

const ontario: BillingAddress = {
  id: 'ca',
  type: 'BILLING',
  addressLine1: '1 King St W',
  addressLine2: '',
  city: 'Toronto',
  stateCode: 'ON',
  zip: 'M5H 1A1',
  // What the address says of itself is not what the payload sends: the region decides.
  countryCode: 'US',
};

function gatewayOf(call: WalletCaller, now = new Date()) {
  return createWalletGateway(call, walletCallCopy(getBanner('greenway')), {
    application: 'CLICKLIST',
    storeId: 'store',
    facilityId: 'facility',
    transactionId: () => 'transaction-1',
    deviceInfo: () => ({}),
    now: () => now,
  });
}

describe('wallet gateway payloads', () => {
  it('derives the billing countryCode from the region (API-026)', () => {
    expect(cardBillingOf(ontario).countryCode).toBe('CA');
    expect(cardBillingOf({ ...ontario, stateCode: 'OH', countryCode: 'CA' }).countryCode).toBe('US');
  });

  it('trims the billing address it saves and drops an empty line 2 (CRD-078, CRD-079)', async () => {
    const sent: unknown[] = [];
    const call = (async (_name: string, request?: { body?: unknown }) => {
      sent.push(request?.body);
      return { data: { payment: { address: demoBillingAddresses()[0] } } };
    }) as unknown as WalletCaller;
    const gateway = gatewayOf(call);
    await gateway.saveBillingAddress(
      { street: ' 200 Vine St  ', unit: '   ', city: ' Saint Paul ', state: 'MN', postalCode: ' 55101 ' },
      null,
    );
    expect(sent[0]).toEqual({
      address: {
        addressLine1: '200 Vine St',
        addressType: 'BILLING',
        city: 'Saint Paul',
        countryCode: 'US',
        preferredAddress: false,
        stateCode: 'MN',
        zip: '55101',
      },
    });
    expect(cardBillingOf({ ...ontario, addressLine1: ' 1 King St W ', city: ' Toronto ', zip: ' M5H 1A1 ' })).toEqual({
      addressLines: ['1 King St W'],
      cityTown: 'Toronto',
      stateProvince: 'ON',
      postalCode: 'M5H 1A1',
      countryCode: 'CA',
    });
  });

  it('sends the card date-time in UTC, whatever the shopper’s time zone (API-036)', async () => {
    const sent: Array<{ name: string; body: unknown }> = [];
    const visa = demoWalletCards().find((card) => card.lastFourPan === '1111');
    const call = (async (name: string, request?: { body?: unknown }) => {
      sent.push({ name, body: request?.body });
      if (name === 'getBillingAddresses') return { data: { payment: { addresses: demoBillingAddresses() } } };
      if (name === 'getWallet') return { data: { payment: { cards: demoWalletCards() } } };
      if (name === 'editWalletCard') return { data: { payment: visa } };
      return { data: { payment: { card: visa } } };
    }) as unknown as WalletCaller;
    // Noon in Cincinnati is 17:00 UTC.
    const gateway = gatewayOf(call, new Date('2026-11-25T12:00:00-05:00'));
    await gateway.listCards();
    const capture = acceptedCapture();
    const billingAddressId = demoBillingAddresses()[0]?.id ?? '';
    await gateway.editCard(visa?.id ?? '', {
      firstName: 'Dana',
      lastName: 'Demo',
      billingAddressId,
      expirationMonth: '12',
      expirationYear: '2031',
      isPreferred: true,
      capture,
    });
    await gateway.addCard({
      firstName: 'Dana',
      lastName: 'Demo',
      billingAddressId,
      isSaved: true,
      isPreferred: false,
      capture,
    });
    await gateway.addGiftCard({ token: `lv_${'g'.repeat(24)}` });
    const dated = sent.filter((each) => each.name === 'editWalletCard' || each.name === 'addWalletCard');
    expect(dated).toHaveLength(3);
    for (const { body } of dated) {
      expect((body as { dateTime: unknown }).dateTime).toEqual({ timezone: 'UTC', value: '2026-11-25T17:00:00.000Z' });
    }
  });
});

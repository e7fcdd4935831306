import { describe, expect, it } from 'vitest';
import { correctedAnswer, homeAddress } from '../../../testing/deliveryFixtures.ts';
import {
  addressLinesForDisplay,
  emptyAddressForm,
  fieldErrorsFromIssues,
  formValuesOfServiceAddress,
  formValuesOfVerifiedAddress,
  newAddressTarget,
  toAddressInput,
  toAddressPayload,
  usStateAndProvinceOptions,
  validateAddressForm,
} from './addressForm.ts';

const typed = { street: '123 Main St', unit: '', city: 'Cincinnati', state: 'OH', zip: '45202' };

describe('the address form check (SEL-013, the contracts’ payload rules)', () => {
  it('accepts a complete address', async () => {
    expect(await validateAddressForm(typed)).toEqual({});
  });

  it('marks every empty required field as required, and the optional unit not at all', async () => {
    expect(await validateAddressForm(emptyAddressForm)).toEqual({
      street: 'required',
      city: 'required',
      state: 'required',
      zip: 'required',
    });
  });

  it('treats a field of spaces as empty', async () => {
    expect(await validateAddressForm({ ...typed, street: '   ' })).toEqual({ street: 'required' });
  });

  it('refuses a ZIP code of the wrong form as invalid, and accepts ZIP+4 with a dash, a slash or none', async () => {
    expect(await validateAddressForm({ ...typed, zip: '4520' })).toEqual({ zip: 'invalid' });
    expect(await validateAddressForm({ ...typed, zip: '45202-12' })).toEqual({ zip: 'invalid' });
    expect(await validateAddressForm({ ...typed, zip: 'abcde' })).toEqual({ zip: 'invalid' });
    for (const zip of ['45202-1234', '45202/1234', '452021234'])
      expect(await validateAddressForm({ ...typed, zip })).toEqual({});
  });

  it('refuses a street longer than the contract allows', async () => {
    expect(await validateAddressForm({ ...typed, street: `1 ${'x'.repeat(90)}` })).toEqual({ street: 'invalid' });
  });
});

describe('the payloads', () => {
  it('builds the add payload: Delivery type, street as line 1, the unit as line 2, an ISO date (ACC-029..031)', () => {
    const payload = toAddressPayload(
      { ...typed, unit: 'Apt 2', state: 'oh' },
      { addressId: null, addressType: 'Delivery', label: null },
      new Date('2026-11-20T15:00:00.000Z'),
    );
    expect(payload).toEqual({
      addressType: 'Delivery',
      addressLine1: '123 Main St',
      addressLine2: 'Apt 2',
      city: 'Cincinnati',
      countryCode: 'US',
      stateCode: 'OH',
      zip: '45202',
      dateAddressUpdated: '2026-11-20T15:00:00.000Z',
    });
  });

  it('sends the addressId and keeps the type and label on update (ACC-032)', () => {
    const payload = toAddressPayload(typed, { addressId: homeAddress.id, addressType: 'Home', label: 'Home base' });
    expect(payload).toMatchObject({
      addressId: homeAddress.id,
      addressType: 'Home',
      label: 'Home base',
      addressLine2: null,
    });
  });

  it('sends the typed address to validation as [unit, street], the street last (ACC-025, ACC-026)', () => {
    expect(toAddressInput({ ...typed, unit: 'Apt 2', state: 'oh' })).toEqual({
      addressLines: ['Apt 2', '123 Main St'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US',
    });
    expect(toAddressInput(typed, homeAddress.id)).toMatchObject({ id: homeAddress.id, addressLines: ['123 Main St'] });
  });

  it("makes a province's address Canadian, with its postal code, for validation and for saving (ACC-084..087)", async () => {
    const ottawa = { street: '111 Wellington St', unit: '', city: 'Ottawa', state: 'ON', zip: 'K1A0A9' };
    expect(await validateAddressForm(ottawa)).toEqual({});
    expect(await validateAddressForm({ ...ottawa, zip: 'K1A 0A9' })).toEqual({});
    expect(toAddressPayload(ottawa, newAddressTarget, new Date('2026-11-20T15:00:00.000Z'))).toMatchObject({
      countryCode: 'CA',
      stateCode: 'ON',
      zip: 'K1A0A9',
    });
    expect(toAddressInput(ottawa)).toMatchObject({ stateProvince: 'ON', countryCode: 'CA' });
    // A ZIP code with a province, a postal code with a state: the postal code is refused.
    expect(await validateAddressForm({ ...ottawa, zip: '45202' })).toEqual({ zip: 'invalid' });
    expect(await validateAddressForm({ ...typed, zip: 'K1A 0A9' })).toEqual({ zip: 'invalid' });
    // A territory is not a province: Yukon counts as US, so a Canadian postal code does not go with it.
    expect(toAddressPayload({ ...ottawa, state: 'YT' }, newAddressTarget).countryCode).toBe('US');
  });

  it('offers the US states and DC, then the 10 provinces, and no territory', () => {
    const codes = usStateAndProvinceOptions({
      OH: 'Ohio',
      DC: 'District of Columbia',
      ON: 'Ontario',
      YT: 'Yukon',
      QC: 'Quebec',
    }).map((option) => option.value);
    expect(codes).toEqual(['OH', 'DC', 'ON', 'QC']);
  });

  it('fills the form from a saved address and from a suggestion, the unit apart from the street', () => {
    expect(formValuesOfServiceAddress(homeAddress)).toEqual({
      street: '1014 Vine St',
      unit: 'Apt 3',
      city: 'Cincinnati',
      state: 'OH',
      zip: '45202',
    });
    expect(
      formValuesOfVerifiedAddress(correctedAnswer.suggested as NonNullable<typeof correctedAnswer.suggested>),
    ).toEqual(typed);
  });

  it('shows the street before the unit (SEL-054: the second of [unit, street] first)', () => {
    expect(addressLinesForDisplay({ ...typed, unit: 'Apt 2' })).toEqual([
      '123 Main St',
      'Apt 2',
      'Cincinnati, OH 45202',
    ]);
  });

  it('puts the server’s VALIDATION_FAILED issues on the form’s fields', () => {
    expect(
      fieldErrorsFromIssues([{ path: 'zip' }, { path: 'body.addressLine1' }, { path: 'other' }], {
        ...typed,
        street: '',
      }),
    ).toEqual({
      zip: 'invalid',
      street: 'required',
    });
  });
});

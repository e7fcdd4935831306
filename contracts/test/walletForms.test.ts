import { describe, expect, it } from 'vitest';
import {
  checkBillingAddress,
  checkCardholderName,
  checkCheckoutCardForm,
  checkExpiry,
  checkGiftNumber,
  checkGiftPin,
  checkSnapNumber,
  expiryYears,
  invalidCharactersOf,
} from '../src/walletForms.ts';
import { billingRegionCodes } from '../src/walletRules.ts';

const address = { street: '100 Main St', unit: '', city: 'Cincinnati', state: 'OH', postalCode: '45202' };

describe('wallet cardholder names', () => {
  it('requires a first name (CRD-039)', () => {
    expect(checkCardholderName('  ', 'first')).toBe('firstNameRequired');
  });
  it('allows at most 375 characters (CRD-040, CRD-043)', () => {
    expect(checkCardholderName('a'.repeat(376), 'first')).toBe('nameMaxLength');
    expect(checkCardholderName('a'.repeat(376), 'last')).toBe('nameMaxLength');
    expect(checkCardholderName('a'.repeat(375), 'last')).toBeNull();
  });
  it('takes letters only (CRD-041, CRD-044)', () => {
    expect(checkCardholderName('Dana1', 'first')).toBe('firstNameInvalid');
    expect(checkCardholderName('D@na', 'last')).toBe('lastNameInvalid');
    expect(checkCardholderName("O'Neil-Smith", 'last')).toBeNull();
  });
  it('requires a last name (CRD-042)', () => {
    expect(checkCardholderName('', 'last')).toBe('lastNameRequired');
  });
});

describe('wallet billing address', () => {
  it('passes a complete address', () => {
    expect(checkBillingAddress(address)).toEqual({});
  });
  it('requires the address line, at most 100 characters of the allowed ones (CRD-051..053)', () => {
    expect(checkBillingAddress({ ...address, street: '' }).street).toBe('addressRequired');
    expect(checkBillingAddress({ ...address, street: 'a'.repeat(101) }).street).toBe('addressMaxLength');
    expect(checkBillingAddress({ ...address, street: '12 Elm St; DROP' }).street).toBe('addressInvalidCharacters');
    expect(checkBillingAddress({ ...address, street: "1 O'Hara Rd. #4 @ 5% & 6\\7/8-9" }).street).toBeUndefined();
  });
  it('keeps line two optional, at most 100 characters (CRD-054, CRD-055)', () => {
    expect(checkBillingAddress({ ...address, unit: '' }).unit).toBeUndefined();
    expect(checkBillingAddress({ ...address, unit: 'b'.repeat(101) }).unit).toBe('addressMaxLength');
  });
  it('requires a city of at most 50 allowed characters (CRD-056..058)', () => {
    expect(checkBillingAddress({ ...address, city: '' }).city).toBe('cityRequired');
    expect(checkBillingAddress({ ...address, city: 'c'.repeat(51) }).city).toBe('cityMaxLength');
    expect(checkBillingAddress({ ...address, city: 'St. Louis' }).city).toBe('cityInvalidCharacters');
    expect(checkBillingAddress({ ...address, city: 'Winston-Salem' }).city).toBeUndefined();
  });
  it('requires a state (CRD-059)', () => {
    expect(checkBillingAddress({ ...address, state: '' }).state).toBe('stateRequired');
  });
  it('requires a postal code of five digits and an optional dash and four (CRD-060, CRD-061, CRD-063)', () => {
    expect(checkBillingAddress({ ...address, postalCode: '' }).postalCode).toBe('postalCodeRequired');
    expect(checkBillingAddress({ ...address, postalCode: '4520' }).postalCode).toBe('postalCodeInvalid');
    expect(checkBillingAddress({ ...address, postalCode: '4520A' }).postalCode).toBe('postalCodeInvalid');
    expect(checkBillingAddress({ ...address, postalCode: '45202-1234' }).postalCode).toBeUndefined();
  });
  it('lists the 50 states, DC and 13 Canadian regions (CRD-028)', () => {
    expect(billingRegionCodes).toHaveLength(64);
    expect(new Set(billingRegionCodes).size).toBe(64);
  });
});

describe('wallet card numbers and PINs', () => {
  it('requires a SNAP number of 16 to 19 digits (CRD-086, CRD-087)', () => {
    expect(checkSnapNumber('')).toBe('cardNumberRequired');
    expect(checkSnapNumber('1'.repeat(15))).toBe('snapNumberLength');
    expect(checkSnapNumber('1'.repeat(20))).toBe('snapNumberLength');
    expect(checkSnapNumber('5077190000000000')).toBeNull();
    expect(checkSnapNumber('5077190000000000001')).toBeNull();
  });
  it('requires a gift number of exactly 19 digits without the dashes (CRD-088, CRD-089)', () => {
    expect(checkGiftNumber('')).toBe('cardNumberRequired');
    expect(checkGiftNumber('6006-4910-0000-0000-00')).toBe('giftNumberLength');
    expect(checkGiftNumber('6006-4910-0000-0000-001')).toBeNull();
  });
  it('requires a gift PIN of exactly 4 digits (CRD-090, CRD-091)', () => {
    expect(checkGiftPin('')).toBe('pinRequired');
    expect(checkGiftPin('123')).toBe('pinLength');
    expect(checkGiftPin('12a4')).toBe('pinLength');
    expect(checkGiftPin('1234')).toBeNull();
  });
});

describe('wallet edit form expiry', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('requires a month (CRD-092)', () => {
    expect(checkExpiry('', '2027', now).month).toBe('expirationMonthRequired');
  });
  it('takes months 1 to 12 (CRD-093)', () => {
    expect(checkExpiry('13', '2027', now).month).toBe('expirationMonthInvalid');
    expect(checkExpiry('00', '2027', now).month).toBe('expirationMonthInvalid');
  });
  it('wants two digits (CRD-094)', () => {
    expect(checkExpiry('6', '2027', now).month).toBe('expirationMonthFormat');
  });
  it('requires a year of exactly 4 digits (CRD-095, CRD-096)', () => {
    expect(checkExpiry('06', '', now).year).toBe('expirationYearRequired');
    expect(checkExpiry('06', '27', now).year).toBe('expirationYearInvalid');
  });
  it('checks the date only when month and year pass on their own (CRD-097)', () => {
    expect(checkExpiry('13', '2020', now)).toEqual({ month: 'expirationMonthInvalid' });
  });
  it('refuses a past date (CRD-099) and takes this month', () => {
    expect(checkExpiry('10', '2026', now)).toEqual({ date: 'expirationDatePast' });
    expect(checkExpiry('11', '2026', now)).toEqual({});
  });
  it('offers this year and 14 more (CRD-010)', () => {
    const years = expiryYears(now);
    expect(years).toHaveLength(15);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('2040');
  });
});

describe('checkout-side card form (the card box modals; the wallet API checks it again)', () => {
  const form = {
    firstName: 'Dana',
    lastName: 'Rivera',
    addressLine1: "100 Main St. #4 @ O'Hara & Co / Rear-1 50%",
    addressLine2: '',
    city: "St. Paul's; Bay_#1: +North!/@-",
    state: 'OH',
    zipCode: '45202',
  };
  it('takes a whole form (CRD-064, CRD-065, CRD-069 allowed characters)', () => {
    expect(checkCheckoutCardForm(form)).toEqual({});
  });
  it('names: at most 40, letters and spaces only, required (CRD-046..049)', () => {
    expect(checkCheckoutCardForm({ ...form, firstName: 'a'.repeat(40), lastName: 'Ann Marie' })).toEqual({});
    expect(checkCheckoutCardForm({ ...form, firstName: 'a'.repeat(41) }).firstName).toEqual({
      kind: 'tooLong',
      maxLength: 40,
    });
    expect(checkCheckoutCardForm({ ...form, lastName: 'a'.repeat(41) }).lastName).toEqual({
      kind: 'tooLong',
      maxLength: 40,
    });
    expect(checkCheckoutCardForm({ ...form, firstName: "O'Neil" }).firstName).toEqual({ kind: 'nameFormat' });
    expect(checkCheckoutCardForm({ ...form, lastName: 'Smith2' }).lastName).toEqual({ kind: 'nameFormat' });
    expect(checkCheckoutCardForm({ ...form, firstName: ' ', lastName: '' })).toEqual({
      firstName: { kind: 'required' },
      lastName: { kind: 'required' },
    });
  });
  it('names and billing are not required for EBT, but what is typed still passes (CRD-050, CRD-073)', () => {
    const empty = { firstName: '', lastName: '', addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' };
    expect(checkCheckoutCardForm(empty, { isEbt: true })).toEqual({});
    expect(checkCheckoutCardForm(empty)).toEqual({
      firstName: { kind: 'required' },
      lastName: { kind: 'required' },
      addressLine1: { kind: 'required' },
      city: { kind: 'required' },
      state: { kind: 'state' },
      zipCode: { kind: 'required' },
    });
    expect(checkCheckoutCardForm({ ...empty, firstName: 'D4na' }, { isEbt: true })).toEqual({
      firstName: { kind: 'nameFormat' },
    });
  });
  it("line 1 at most 100 of letters, digits, whitespace and . ' # @ % & / -; the distinct bad characters (CRD-064, CRD-065)", () => {
    expect(checkCheckoutCardForm({ ...form, addressLine1: 'a'.repeat(100) }).addressLine1).toBeUndefined();
    expect(checkCheckoutCardForm({ ...form, addressLine1: 'a'.repeat(101) }).addressLine1).toEqual({
      kind: 'tooLong',
      maxLength: 100,
    });
    expect(checkCheckoutCardForm({ ...form, addressLine1: '1 Main $t, $uite! \\' }).addressLine1).toEqual({
      kind: 'invalidCharacters',
      characters: '$,!\\',
    });
    expect(invalidCharactersOf('a$b$c', /[a-z]/)).toBe('$');
  });
  it('line 2 optional, at most 100, the same characters (CRD-066, CRD-067)', () => {
    expect(checkCheckoutCardForm({ ...form, addressLine2: '' }).addressLine2).toBeUndefined();
    expect(checkCheckoutCardForm({ ...form, addressLine2: 'b'.repeat(101) }).addressLine2).toEqual({
      kind: 'tooLong',
      maxLength: 100,
    });
    expect(checkCheckoutCardForm({ ...form, addressLine2: 'Apt (4)' }).addressLine2).toEqual({
      kind: 'invalidCharacters',
      characters: '()',
    });
  });
  it("city required, at most 50 of letters, digits, whitespace and . @ _ ! # + / ; : ' - (CRD-068, CRD-069)", () => {
    expect(checkCheckoutCardForm({ ...form, city: 'c'.repeat(50) }).city).toBeUndefined();
    expect(checkCheckoutCardForm({ ...form, city: 'c'.repeat(51) }).city).toEqual({ kind: 'tooLong', maxLength: 50 });
    expect(checkCheckoutCardForm({ ...form, city: 'Cincinnati, OH & %' }).city).toEqual({
      kind: 'invalidCharacters',
      characters: ',&%',
    });
  });
  it('postal code of 5 to 10 characters, a US ZIP or a Canadian postal code (CRD-070, CRD-071)', () => {
    for (const zipCode of ['45202', '45202-1234', 'K1A 0B1', 'k1a0b1']) {
      expect(checkCheckoutCardForm({ ...form, zipCode }).zipCode).toBeUndefined();
    }
    for (const zipCode of ['4520', '452021', '45202-12345', 'ABCDE', 'K1A-0B1']) {
      expect(checkCheckoutCardForm({ ...form, zipCode }).zipCode).toEqual({ kind: 'postalCode' });
    }
  });
  it('state is required and one of the list (CRD-072)', () => {
    expect(checkCheckoutCardForm({ ...form, state: '' }).state).toEqual({ kind: 'state' });
    expect(checkCheckoutCardForm({ ...form, state: 'XX' }).state).toEqual({ kind: 'state' });
    expect(checkCheckoutCardForm({ ...form, state: 'on' }).state).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { emailProblem, newAccountProblems, passwordProblem } from '../src/accountRules.ts';
import { safeReturnPath } from '../src/returnPaths.ts';
import { signInReasonOf } from '../src/signInLinks.ts';
import { signInReasonForPath } from '../src/signInReasons.ts';

/* The account rules the forms check in the browser and the services check again (issue 22). */

describe('passwordProblem', () => {
  it.each(['fresh-basket-42', 'abcdefg1', 'Пароль2024', `${'a'.repeat(127)}1`])('takes %s', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });
  it.each([
    ['7 characters', 'abcdef1'],
    ['129 characters', `${'a'.repeat(128)}1`],
    ['no digit', 'abcdefgh'],
    ['no letter', '12345678'],
    ['empty', ''],
  ])('refuses %s as weak', (_name, password) => {
    expect(passwordProblem(password)).toBe('passwordWeak');
  });
  it('refuses the email itself, in any case', () => {
    expect(passwordProblem('Shopper1@Example.com', 'shopper1@example.com')).toBe('passwordWeak');
    expect(passwordProblem('shopper1@example.com', 'other1@example.com')).toBeNull();
  });
});

describe('emailProblem', () => {
  it('names a missing and an invalid email', () => {
    expect(emailProblem('  ')).toBe('emailMissing');
    for (const email of ['plain', 'a@b', 'a b@example.com', 'a@@example.com', `${'a'.repeat(250)}@x.com`]) {
      expect(emailProblem(email)).toBe('emailInvalid');
    }
    expect(emailProblem(' New.Shopper+1@Example.co.uk ')).toBeNull();
  });
});

describe('newAccountProblems', () => {
  it('lists the problems in the order of the form', () => {
    expect(newAccountProblems({ firstName: ' ', lastName: '', email: 'x', password: 'short' })).toEqual([
      'firstNameMissing',
      'lastNameMissing',
      'emailInvalid',
      'passwordWeak',
    ]);
    expect(
      newAccountProblems({ firstName: 'A'.repeat(61), lastName: 'B', email: 'a@b.co', password: 'fresh-42x' }),
    ).toEqual(['nameTooLong']);
    expect(newAccountProblems({ firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'fresh-42x' })).toEqual([]);
  });
});

describe('sign-in reasons', () => {
  it('takes only the allow-listed reasons', () => {
    expect(signInReasonOf('checkout')).toBe('checkout');
    expect(signInReasonOf('passwordChanged')).toBe('passwordChanged');
    expect(signInReasonOf('<script>')).toBeNull();
    expect(signInReasonOf(null)).toBeNull();
  });
  it.each([
    ['/checkout', 'checkout'],
    ['/scheduling/', 'checkout'],
    ['/checkout/CLICKLIST/88/complete', 'checkout'],
    ['/cart/modify', 'checkout'],
    ['/membership', 'membership'],
    ['/mypurchases/pending/1', 'purchases'],
    ['/account/dashboard', 'account'],
    ['/account/create', null],
    ['/account/preferences/email', null],
    ['/cart', null],
    ['/', null],
  ])('sends %s with reason %s', (path, reason) => {
    expect(signInReasonForPath(path)).toBe(reason);
  });
});

describe('safeReturnPath', () => {
  const origin = 'http://greenway.localhost:4321';
  it.each([
    ['/cart?x=1#top', '/cart?x=1#top'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/signin?returnTo=/x', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s -> %s', (value, expected) => {
    expect(safeReturnPath(value, origin)).toBe(expected);
  });
});

import { getBanner } from '@aisle/banner-themes';
import { PURCHASE_ERROR_CODES } from '@aisle/contracts/purchaseErrors';
import { describe, expect, it } from 'vitest';
import { purchaseErrorLabels } from '../../lib/copy/orderRejected.ts';
import { purchaseErrorText } from './OrderRejected.tsx';

describe('the rejection page’s purchase errors', () => {
  const labels = purchaseErrorLabels(getBanner('greenway'), '(513) 555-0100');

  it('ACC-164, ACC-165: names every recognised code in its own words, under the declined title', () => {
    const messages = PURCHASE_ERROR_CODES.map((code) => purchaseErrorText(code, labels));
    for (const text of messages) {
      expect(text.title).toBe('Payment Declined');
      expect(text.message).not.toBe(labels.defaultMessage);
    }
    expect(new Set(messages.map((text) => text.message)).size).toBe(PURCHASE_ERROR_CODES.length);
    expect(purchaseErrorText('INSUFFICIENT_FUNDS', labels).message).toBe(
      'Your card has insufficient funds. Please use a different payment method.',
    );
    expect(purchaseErrorText('NO_MATCH_FOR_REVERSAL', labels).message).toContain('(513) 555-0100');
  });

  it("ACC-166, ACC-167: anything else, or no reason, is 'Processing Error' with the spec's message", () => {
    for (const reason of ['SOMETHING_NEW', null, 'transaction_declined']) {
      expect(purchaseErrorText(reason, labels)).toEqual({
        title: 'Processing Error',
        message: "We're having trouble processing your order. Please try again.",
      });
    }
  });
});

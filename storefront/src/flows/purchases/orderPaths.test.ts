import { describe, expect, it } from 'vitest';
import { completeAddressOf, pendingOrderIdOf, pendingPurchasePath } from './orderPaths.ts';

describe('order addresses', () => {
  it("reads the app and order id of the order-complete address (OCP-001), and nothing else's", () => {
    expect(completeAddressOf('/checkout/CLICKLIST/8800100001/complete')).toEqual({
      appName: 'CLICKLIST',
      orderId: '8800100001',
    });
    expect(completeAddressOf('/checkout/CLICKLIST/8800100001/complete/')).toEqual({
      appName: 'CLICKLIST',
      orderId: '8800100001',
    });
    expect(completeAddressOf('/checkout/CLICKLIST/abc/complete')).toBeNull();
    expect(completeAddressOf('/checkout/8800100001/complete')).toBeNull();
  });

  it("links '+ Add or Edit Items' to /mypurchases/pending/{id} and reads it back (OCP-010)", () => {
    expect(pendingPurchasePath('8800100001')).toBe('/mypurchases/pending/8800100001');
    expect(pendingOrderIdOf('/mypurchases/pending/8800100001')).toBe('8800100001');
    expect(pendingOrderIdOf('/mypurchases/pending/_')).toBeNull();
  });
});

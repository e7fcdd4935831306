import { describe, expect, it } from 'vitest';
import { checkoutAgainHref, orderRejectedHref } from './checkoutLinks.ts';
import { isDynamicPattern, isShellRoute, matchRoute, patternToRegExp, routes, shellPath } from './routes.ts';

describe('routes', () => {
  it('names every route of the issue', () => {
    const patterns = Object.values(routes).map((route) => route.pattern);
    for (const pattern of [
      '/',
      '/signin',
      '/cart',
      '/shopping/cart',
      '/cart/modify',
      '/scheduling',
      '/checkout',
      '/checkout/{app}/{orderId}/complete',
      '/account/dashboard',
      '/account/addresses',
      '/account/address/',
      '/membership',
      '/mypurchases',
      '/mypurchases/pending/{orderId}',
      '/products/start-my-cart',
      '/got-everything',
      '/topic/digital-faqs',
      '/i/privacy-policy',
      '/i/snap-ebt-faq',
      '/i/terms/accessibility',
      '/i/terms/alcohol-sales',
    ]) {
      expect(patterns).toContain(pattern);
    }
  });

  it('builds the product and department pages per catalogue record, not as one shell', () => {
    expect(isShellRoute(routes.pendingPurchase)).toBe(true);
    expect(isShellRoute(routes.product)).toBe(false);
    expect(isShellRoute(routes.department)).toBe(false);
    expect(isShellRoute(routes.cart)).toBe(false);
  });

  it('builds one shell per parameterised route and matches any id to it', () => {
    expect(isDynamicPattern('/checkout/{app}/{orderId}/complete')).toBe(true);
    expect(shellPath('/checkout/{app}/{orderId}/complete')).toBe('/checkout/_/_/complete');
    expect(patternToRegExp('/mypurchases/pending/{orderId}').test('/mypurchases/pending/ORD-1001/')).toBe(true);
    expect(patternToRegExp('/mypurchases/pending/{orderId}').test('/mypurchases/pending/')).toBe(false);
    expect(matchRoute('/checkout/{app}/{orderId}/complete', '/checkout/CLICKLIST/1234501/complete')).toEqual({
      app: 'CLICKLIST',
      orderId: '1234501',
    });
  });

  it('sends a rejected modify to the rejection route with isModify=true, a rejected order without it', () => {
    expect(orderRejectedHref({ isModify: true })).toBe('/checkout/rejected?isModify=true');
    expect(orderRejectedHref({ isModify: false })).toBe('/checkout/rejected');
    expect(
      matchRoute(routes.orderRejected.pattern, new URL(orderRejectedHref({ isModify: true }), 'http://x').pathname),
    ).toEqual({});
  });

  it("issue 20: a declined order's rejection page leads back to its checkout to pay another way; a canceled modification does not", () => {
    const rejected = orderRejectedHref({ isModify: false, orderId: '10000000000101' });
    expect(rejected).toBe('/checkout/rejected?orderId=10000000000101');
    expect(checkoutAgainHref(new URL(rejected, 'http://x').search)).toBe('/checkout?orderId=10000000000101');
    expect(
      checkoutAgainHref(new URL(orderRejectedHref({ isModify: true, orderId: '8800100001' }), 'http://x').search),
    ).toBeNull();
    expect(checkoutAgainHref('?reason=INSUFFICIENT_FUNDS')).toBeNull();
    expect(checkoutAgainHref('?orderId=%2F%2Fevil.example')).toBeNull();
  });
});

import type { CheckoutGateway } from './checkoutGateway.ts';

/** For the flow's unit tests: a gateway whose calls refuse unless the test answers them. */
export function fakeGateway(overrides: Partial<CheckoutGateway>): CheckoutGateway {
  const refuse = () => Promise.reject(new Error('not in this test'));
  return {
    getCheckout: refuse,
    getBasket: refuse,
    updateCheckout: refuse,
    placeOrder: refuse,
    getFlashSales: refuse,
    optInToTexts: refuse,
    refreshBasket: refuse,
    getEmailDeals: refuse,
    setEmailDeals: refuse,
    getOrderTimes: refuse,
    ...overrides,
  };
}

/*
 * The checkout payment page (issue 13): /checkout?orderId=…. The island loads the screen; the screen's
 * state is checkoutStore.ts (its load loadCheckout.ts, what the browser keeps checkoutMemory.ts, the versioned
 * updates checkoutUpdates.ts, the contact checkoutContact.ts, the payments checkoutPayments.ts, Place Order
 * placeOrder.ts), its calls checkoutGateway.ts, its pure rules checkoutRules.ts.
 */
export { CheckoutIsland, type CheckoutIslandProps } from './CheckoutIsland.tsx';

/*
 * The checkout payment page (issue 13): /checkout?orderId=…. The island loads the screen; the screen's
 * state is checkoutStore.ts, its calls checkoutGateway.ts, its pure rules checkoutRules.ts (README.md).
 */
export { CheckoutIsland, type CheckoutIslandProps } from './CheckoutIsland.tsx';

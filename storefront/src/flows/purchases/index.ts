/* The purchases pages (/mypurchases, /mypurchases/pending/{orderId}) and the order parts they share with order-complete. */
export { comparablePath, readLastVisitedPath, writeLastVisitedPath } from './lastVisitedPath.ts';
export { useOrderBody } from './orderBody.tsx';
export {
  browserNavigation,
  completeAddressOf,
  myPurchasesPath,
  pendingOrderIdOf,
  pendingPurchasePath,
} from './orderPaths.ts';
export { itemCountText, timeSlotText } from './orderText.ts';
export { PendingPurchase, Purchases, PurchasesIsland } from './Purchases.tsx';
export * as purchaseStyles from './purchases.css.ts';
export { type OrderLoad, useOrder } from './useOrder.ts';

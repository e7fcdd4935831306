/* The purchases pages (/mypurchases, /mypurchases/pending/{orderId}) and the order parts they share with order-complete. */
export { comparablePath, readLastVisitedPath, writeLastVisitedPath } from './lastVisitedPath.ts';
export {
  FulfilmentDetails,
  itemCountText,
  OrderBody,
  OrderItems,
  OrderTotals,
  timeSlotText,
} from './OrderParts.tsx';
export {
  browserNavigation,
  completeAddressOf,
  myPurchasesPath,
  pendingOrderIdOf,
  pendingPurchasePath,
} from './orderPaths.ts';
export { PendingPurchase, Purchases } from './Purchases.tsx';
export * as purchaseStyles from './purchases.css.ts';
export { type OrderLoad, useOrder } from './useOrder.ts';

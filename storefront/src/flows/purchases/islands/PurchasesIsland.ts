/* The purchases pages' island entry (docs/adr/0007-flow-boundaries.md): the list and a pending order share it. */
export { PurchasesIsland } from '../Purchases.tsx';

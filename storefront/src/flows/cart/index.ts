/* The cart pages' flow: the basket gate (OCP-030..034), the cart's 'Change Store' (SEL-029) and the cart screen (issue 11). */
export { BasketGate, type BasketGateLabels } from './BasketGate.tsx';
export { CartIsland, type CartIslandProps } from './CartIsland.tsx';
export { ChangeStoreButton, type ChangeStoreButtonProps } from './ChangeStoreButton.tsx';

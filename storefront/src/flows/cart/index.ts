/* The cart pages' flow: the basket gate (OCP-030..034) and the cart's 'Change Store' (SEL-029). */
export { BasketGate, type BasketGateLabels } from './BasketGate.tsx';
export { ChangeStoreButton, type ChangeStoreButtonProps } from './ChangeStoreButton.tsx';

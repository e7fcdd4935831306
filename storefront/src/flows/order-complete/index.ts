/* The order-complete page's content (OCP-001..018). */
export { OrderComplete, type OrderCompleteProps } from './OrderComplete.tsx';

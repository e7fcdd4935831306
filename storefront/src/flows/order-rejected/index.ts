/* The post-authorization rejection page's content (GEN-012, GEN-013). */
export { OrderRejected } from './OrderRejected.tsx';

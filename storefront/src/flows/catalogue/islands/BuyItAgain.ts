/* The BuyItAgain island's entry (docs/adr/0007-flow-boundaries.md): one island per entry chunk. */
export { BuyItAgain } from '../BuyItAgain.tsx';

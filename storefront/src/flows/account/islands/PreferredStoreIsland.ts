/* The PreferredStoreIsland island's entry (docs/adr/0007-flow-boundaries.md): one island per entry chunk. */
export { PreferredStore as PreferredStoreIsland } from '../PreferredStore.tsx';

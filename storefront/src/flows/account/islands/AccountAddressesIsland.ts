/* The AccountAddressesIsland island's entry (docs/adr/0007-flow-boundaries.md): one island per entry chunk. */
export { AccountAddressesIsland } from '../AccountIslands.tsx';

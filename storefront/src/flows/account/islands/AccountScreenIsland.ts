/*
 * The account screens' island entry (docs/adr/0007-flow-boundaries.md): the address book, the address form,
 * the text-message preferences and the membership pages share it, each page naming its screen.
 */
export { AccountScreenIsland } from '../AccountIslands.tsx';

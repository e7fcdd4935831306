/*
 * The account area (issue 10). Today: the address book and its add/edit form; the list is the shared
 * address book of lib/stores/addressBook.ts, which the selector shows too. Copy: lib/copy/account.ts.
 */
export { AccountAddressesIsland, AccountAddressFormIsland } from './AccountIslands.tsx';
export { addressBookPath, addressFormPath } from './accountAddressPaths.ts';
export { EmailPreferencesIsland } from './EmailPreferencesIsland.tsx';

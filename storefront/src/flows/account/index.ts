/*
 * The account area (issue 10): the address book and its add/edit form (the list is the shared address book
 * of lib/stores/addressBook.ts, which the selector shows too), the account's home with the customer
 * profile, the preferred store, the SMS preferences and the membership. Copy: lib/copy/account.ts and
 * lib/copy/accountHome.ts.
 */
/** Rendered at once, not after hydration: its layout is in the first HTML and keeps its size (CLS 0). */
export { AccountDashboard as AccountDashboardIsland } from './AccountDashboard.tsx';
export { AccountScreenIsland, type AccountScreenProps } from './AccountIslands.tsx';
export { type AccountLink, AccountLinks } from './AccountLinks.tsx';
export { addressBookPath, addressFormPath } from './accountAddressPaths.ts';
export { EmailPreferencesIsland } from './EmailPreferencesIsland.tsx';
/** Rendered at once, not after hydration: its search form is in the first HTML and works from the first tap. */
export { PreferredStore as PreferredStoreIsland } from './PreferredStore.tsx';

/*
 * The wallet (issue 12): the flyout in My Wallet and checkout modes, the checkout card box, and the calls
 * and secure frames they use. Copy: lib/copy/wallet.ts.
 */
export { CardBox, type CardBoxOptions, type CardBoxProps } from './cardbox/CardBox.tsx';
export { MyWalletEntry, myWalletHref } from './MyWalletEntry.tsx';

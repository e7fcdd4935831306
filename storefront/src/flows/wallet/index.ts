/*
 * The payment wallet (issue 12): the flyout in My Wallet and checkout modes and the checkout card box
 * (copy: lib/copy/wallet.ts), on the secure frame host and the wallet's API client. Names here are stable:
 * the wallet UI imports them from this file only.
 * Copy: lib/copy/walletFrames.ts (a frame's words) and lib/copy/walletCalls.ts (the error catalogue).
 */

export { type WalletAction, walletActionOf, walletErrorMessage } from './api/errorCatalogue.ts';
export { createPageWalletClient } from './api/pageWalletClient.ts';
export {
  createWalletClient,
  type WalletCallName,
  type WalletCallRequest,
  type WalletClient,
  type WalletClientOptions,
  walletCallNames,
} from './api/walletClient.ts';
export { CardBox, type CardBoxOptions, type CardBoxProps } from './cardbox/CardBox.tsx';
/** The secure frame the forms embed (stories stand a scripted frame in); the checkout's PIN modal uses it. */
export { SecureCapture, type SecureCaptureProps } from './flyout/secureCapture.tsx';
/**
 * The checkout page reads the card box's selection and describes its order (issue 13); its SNAP EBT error
 * modal takes the card out of the selection (PAY-128).
 */
export { removeFromCheckout, walletStore } from './flyout/walletStore.ts';
export type { WalletContext } from './flyout/walletTypes.ts';
export {
  createFrameConnection,
  type FrameConnection,
  type FrameLoadState,
  FrameMessagingError,
  frameLoadStates,
  frameMessagingErrors,
  frameUrl,
  isAccepted,
} from './frames/frameConnection.ts';
export { SecureFrame, type SecureFrameHandle, type SecureFrameProps } from './frames/SecureFrame.tsx';
export { MyWalletEntry, myWalletHref } from './MyWalletEntry.tsx';

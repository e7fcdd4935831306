/*
 * The payment wallet (issue 12). This part: the secure frame host and the wallet's API client; the flyout
 * and the card box build on them. Names here are stable: the wallet UI imports them from this file only.
 * Copy: lib/copy/walletFrames.ts (a frame's words) and lib/copy/walletCalls.ts (the error catalogue).
 */
export { type WalletAction, walletActionOf, walletErrorMessage } from './api/errorCatalogue.ts';
export { walletAccess } from './api/walletAccess.ts';
export {
  createWalletClient,
  WalletCallError,
  type WalletCallName,
  type WalletCallRequest,
  type WalletClient,
  type WalletClientOptions,
  walletCallNames,
} from './api/walletClient.ts';
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

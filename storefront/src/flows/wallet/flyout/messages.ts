import type { WalletLabels } from '../../../lib/copy/wallet.ts';
import type { WalletMessage } from './walletStore.ts';

/** The words of a wallet message: the catalogue's text as given, or the key's copy. */
export function messageText(labels: WalletLabels, message: WalletMessage): string {
  return 'text' in message ? message.text : labels.errors[message.key];
}

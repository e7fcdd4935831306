import type { WalletLabels } from '../../../lib/copy/wallet.ts';
import { WalletFlyout } from './WalletFlyout.tsx';
import { ensureWalletSetup } from './walletSetup.ts';
import { openWallet } from './walletStore.ts';
import { myWalletContext } from './walletTypes.ts';

/** The lazily loaded part of the My Wallet entry: the flyout and its calls. */
export function WalletRoot({ labels }: { labels: WalletLabels }) {
  return <WalletFlyout labels={labels} />;
}

/** Opens the flyout in My Wallet mode (WAL-002, WAL-003). */
export function openMyWallet(labels: WalletLabels): void {
  ensureWalletSetup({ tenantName: labels.tenantName, messages: labels.calls });
  void openWallet(myWalletContext);
}

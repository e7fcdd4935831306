import { DEFAULT_LOCATION } from '@aisle/contracts';
import { DEFAULT_WALLET_APPLICATION } from '@aisle/contracts/walletRules';
import type { WalletCallMessages } from '../../../lib/copy/walletCalls.ts';
import { randomUuid } from '../../../lib/randomUuid.ts';
import { createPageWalletClient } from '../api/pageWalletClient.ts';
import { createWalletGateway } from './walletGateway.ts';
import { setWalletGateway } from './walletStore.ts';

export type WalletSetup = {
  tenantName: string;
  messages: WalletCallMessages;
};

let isSet = false;

/**
 * Points the wallet store at the wallet client (its headers, token and intent retries, API-013..059, on the
 * page's API client) for this page's shopper, once. Stories give the page's API client their mock fetch.
 */
export function ensureWalletSetup(setup: WalletSetup): void {
  if (isSet) return;
  isSet = true;
  const client = createPageWalletClient(setup.tenantName);
  setWalletGateway(
    createWalletGateway((name, request) => client.call(name, request), setup.messages, {
      application: DEFAULT_WALLET_APPLICATION,
      storeId: DEFAULT_LOCATION.storeId,
      facilityId: DEFAULT_LOCATION.facilityId,
      transactionId: randomUuid,
      deviceInfo: () => ({ userAgent: navigator.userAgent.slice(0, 400), language: navigator.language.slice(0, 40) }),
      now: () => new Date(),
    }),
  );
}

/** For stories: the next open sets the wallet up again. */
export function resetWalletSetup(): void {
  isSet = false;
}

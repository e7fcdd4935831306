import { DEFAULT_LOCATION, type EndpointName, type EndpointRequest } from '@aisle/contracts';
import { DEFAULT_WALLET_APPLICATION, WALLET_CHANNEL, walletHeaders } from '@aisle/contracts/walletRules';
import { api } from '../../../lib/api/index.ts';
import { pageConfig } from '../../../lib/pageConfig.ts';
import { createWalletGateway, type WalletCaller } from './walletGateway.ts';
import { setWalletGateway } from './walletStore.ts';

let token: Promise<string> | null = null;

function bearer(): Promise<string> {
  token ??= api()
    .call('createWalletToken')
    .then((answer) => answer.token);
  return token;
}

function idempotencyKey(): string {
  return crypto.randomUUID();
}

/** The wallet's headers on a call of the page's API client (API-015..019). */
const walletCall: WalletCaller = async <Name extends EndpointName>(name: Name, request?: EndpointRequest<Name>) => {
  const headers: Record<string, string> = {
    [walletHeaders.authorization]: `Bearer ${await bearer()}`,
    [walletHeaders.applicationId]: DEFAULT_WALLET_APPLICATION,
    [walletHeaders.channel]: WALLET_CHANNEL,
    [walletHeaders.tenant]: pageConfig().bannerId,
    [walletHeaders.idempotencyKey]: idempotencyKey(),
    [walletHeaders.authType]: 'B2C',
  };
  if (name === 'getWallet') {
    headers[walletHeaders.showSnapCard] = 'true';
    headers[walletHeaders.showGiftCards] = 'true';
    headers[walletHeaders.giftCardBalance] = 'true';
  }
  const withHeaders = { ...(request ?? {}), headers } as unknown as EndpointRequest<Name>;
  return api().call(name, withHeaders);
};

let isSet = false;

/** Points the wallet store at the page's wallet calls, once. */
export function ensureWalletSetup(): void {
  if (isSet) return;
  isSet = true;
  setWalletGateway(
    createWalletGateway(walletCall, {
      application: DEFAULT_WALLET_APPLICATION,
      storeId: DEFAULT_LOCATION.storeId,
      facilityId: DEFAULT_LOCATION.facilityId,
      transactionId: () => crypto.randomUUID(),
      deviceInfo: () => ({ userAgent: navigator.userAgent.slice(0, 400), language: navigator.language }),
      now: () => new Date(),
    }),
  );
}

/** For stories: the next open sets the wallet up again (a story may have stood in its own calls). */
export function resetWalletSetup(): void {
  isSet = false;
  token = null;
}

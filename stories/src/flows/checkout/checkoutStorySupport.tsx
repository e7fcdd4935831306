import type { WalletMockOptions } from '@aisle/contracts/testing';
import { CheckoutScreen } from '@aisle/storefront/flows/checkout/CheckoutScreen.tsx';
import { resetCheckout } from '@aisle/storefront/flows/checkout/checkoutStore.ts';
import { resetFlashSales } from '@aisle/storefront/flows/checkout/flashSaleStore.ts';
import { checkoutCopy } from '@aisle/storefront/lib/copy/checkout.ts';
import {
  type CheckoutMockOptions,
  checkoutMockHandlers,
  DEMO_ORDER_ID,
} from '@aisle/storefront/testing/checkoutFixtures.ts';
import { deliveryBasket } from '@aisle/storefront/testing/deliveryFixtures.ts';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { prepareStoryWallet, resetWalletStory, WalletHarness } from '../wallet/walletStorySupport.tsx';

/*
 * The checkout payment page as the checkout stories render it: the screen with the banner's copy, the
 * card box's mock wallet, and the checkout calls answered by `checkoutMockHandlers` through
 * `createMockFetch` (checked against the contracts' schemas). `navigate` records where the page went.
 */

export const navigate = fn();

/** The card box's wallet calls go to the story's mock wallet (set up inside the harness). */
function PreparedWallet({ labels }: { labels: ReturnType<typeof checkoutCopy> }) {
  prepareStoryWallet(labels.wallet);
  return null;
}

/** `wallet` replaces the mock wallet's cards and answers (a card without a billing address, say). */
export type PageArgs = { setup: CheckoutMockOptions; wallet?: WalletMockOptions };

export function CheckoutPage({ setup, wallet }: PageArgs) {
  const banner = useBanner();
  resetCheckout();
  resetFlashSales();
  resetWalletStory();
  const [{ handlers }] = useState(() => checkoutMockHandlers({ basket: deliveryBasket(banner.id), ...setup }));
  const labels = checkoutCopy(banner);
  return (
    <WalletHarness setup={{ handlers, ...(wallet ? { wallet } : {}) }}>
      <PreparedWallet labels={labels} />
      <CheckoutScreen labels={labels} orderId={DEMO_ORDER_ID} navigate={navigate} />
    </WalletHarness>
  );
}

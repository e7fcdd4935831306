import { CheckoutScreen } from '@aisle/storefront/flows/checkout/CheckoutScreen.tsx';
import { resetCheckout } from '@aisle/storefront/flows/checkout/checkoutStore.ts';
import { checkoutCopy } from '@aisle/storefront/lib/copy/checkout.ts';
import {
  type CheckoutMockOptions,
  checkoutMockHandlers,
  DEMO_ORDER_ID,
} from '@aisle/storefront/lib/testing/checkoutFixtures.ts';
import { deliveryBasket } from '@aisle/storefront/lib/testing/deliveryFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { prepareStoryWallet, resetWalletStory, WalletHarness } from '../wallet/walletStorySupport.tsx';

/**
 * The checkout payment page (`/checkout?orderId=`; spec cart-scheduling-checkout 2 "Checkout payment
 * page"): the page of a partner delivery checkout, and the contact drawer that opens by itself when a
 * name is missing. The API is answered by `createMockFetch` (checked against the contracts' schemas).
 */

const navigate = fn();

/** The card box's wallet calls go to the story's mock wallet (set up inside the harness). */
function PreparedWallet({ labels }: { labels: ReturnType<typeof checkoutCopy> }) {
  prepareStoryWallet(labels.wallet);
  return null;
}

type PageArgs = { setup: CheckoutMockOptions };

function CheckoutPage({ setup }: PageArgs) {
  const banner = useBanner();
  resetCheckout();
  resetWalletStory();
  const [{ handlers }] = useState(() => checkoutMockHandlers({ basket: deliveryBasket(banner.id), ...setup }));
  const labels = checkoutCopy(banner);
  return (
    <WalletHarness setup={{ handlers }}>
      <PreparedWallet labels={labels} />
      <CheckoutScreen labels={labels} orderId={DEMO_ORDER_ID} navigate={navigate} />
    </WalletHarness>
  );
}

const meta = {
  title: 'Flows/Checkout/Payment Page',
  component: CheckoutPage,
  tags: ['online-only'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** PAY-001..017, PAY-070: every section of a partner delivery, the terms box and Place Order. */
export const PartnerDelivery: Story = {
  args: { setup: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order Details' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Paying With' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Items' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Payment Summary' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change Time' })).toHaveAttribute(
      'href',
      '/scheduling?fulfillmentType=delivery',
    );
    await expect(
      canvas.getByRole('checkbox', { name: "I agree to the delivery partner's Terms of Service." }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/i/privacy-policy');
    // PAY-031..034, PAY-139: the card box picks the preferred Visa, the payment update runs, Place Order opens.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled(), { timeout: 5000 });
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByText('TBD')).toBeVisible();
  },
};

/** PAY-026, PAY-021: without a last name the drawer opens on contact by itself. */
export const ContactMissing: Story = {
  args: { setup: { contact: { lastName: null } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Edit Contact Information' });
    await expect(within(drawer).getByRole('button', { name: 'Update Contact Information' })).toBeVisible();
    await expect(within(drawer).getByLabelText('Last Name')).toHaveValue('');
  },
};

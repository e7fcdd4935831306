import type { Checkout, MockHandlers } from '@aisle/contracts';
import { CheckoutScreen } from '@aisle/storefront/flows/checkout/CheckoutScreen.tsx';
import { resetCheckout } from '@aisle/storefront/flows/checkout/checkoutStore.ts';
import { checkoutCopy } from '@aisle/storefront/lib/copy/checkout.ts';
import { deliveryBasket } from '@aisle/storefront/lib/testing/deliveryFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession } from '../../support/FlowHarness.tsx';
import { resetWalletStory, WalletHarness } from '../wallet/walletStorySupport.tsx';

/**
 * The checkout payment page (`/checkout?orderId=`; spec cart-scheduling-checkout 2 "Checkout payment
 * page"): the page of a partner delivery checkout, and the contact drawer that opens by itself when a
 * name is missing. The API is answered by `createMockFetch` (checked against the contracts' schemas).
 */

const navigate = fn();
const basket = deliveryBasket();

function checkoutOf(contact: Partial<Checkout['fulfillment']['contact']> = {}): Checkout {
  return {
    id: '100000000001',
    versionKey: '1',
    status: 'DRAFT',
    modalityType: 'DELIVERY',
    cartId: basket.id as string,
    buyer: {
      profileId: demoSession.shopper.id,
      email: demoSession.shopper.email,
      loyaltyId: null,
      dateOfBirth: null,
      address: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', postalCode: '90012' },
    },
    fulfillment: {
      contact: {
        firstName: 'Dana',
        lastName: 'Demo',
        phone: '+15135550100',
        smsOptin: false,
        dateOfBirth: null,
        ...contact,
      },
      address: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', postalCode: '90012' },
      location: null,
      deliveryType: 'Standard',
      instructions: null,
      promise: {
        id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        startTime: '2026-11-20T19:00:00.000Z',
        endTime: '2026-11-20T21:00:00.000Z',
        displayString: '2:00 PM - 4:00 PM',
        timeZone: 'America/New_York',
        vendorId: 'DELIVERY',
      },
    },
    lineItems: basket.items.map((line) => ({
      gtin13: line.gtin13,
      name: line.product.name,
      quantity: line.quantity,
      channel: 'ONLINE' as const,
      substitutionPolicy: 'SHOPPER_CHOICE' as const,
      modalityType: 'DELIVERY' as const,
      price: line.product.price,
      lineTotal: line.lineTotal,
      ageRestricted: false,
    })),
    properties: { paymentVersion: '2', createOrderPromiseHadFallout: 'false' },
    summary: { itemTotal: basket.subtotal },
    createdAt: '2026-11-20T15:00:00.000Z',
  };
}

function CheckoutPage({ checkout }: { checkout: Checkout }) {
  const banner = useBanner();
  resetCheckout();
  resetWalletStory();
  const handlers: MockHandlers = {
    getCheckout: () => ({ body: checkout }),
    getBasket: () => ({ body: basket }),
  };
  return (
    <WalletHarness setup={{ handlers }}>
      <CheckoutScreen labels={checkoutCopy(banner)} orderId={checkout.id} navigate={navigate} />
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
  args: { checkout: checkoutOf() },
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
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place Order' })).toBeVisible());
  },
};

/** PAY-026, PAY-021: without a last name the drawer opens on contact by itself. */
export const ContactMissing: Story = {
  args: { checkout: checkoutOf({ lastName: null }) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Edit Contact Information' });
    await expect(within(drawer).getByRole('button', { name: 'Update Contact Information' })).toBeVisible();
    await expect(within(drawer).getByLabelText('Last Name')).toHaveValue('');
  },
};

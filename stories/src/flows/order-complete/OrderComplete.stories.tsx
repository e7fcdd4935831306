import type { OrderDetails } from '@aisle/contracts';
import { OrderComplete } from '@aisle/storefront/flows/order-complete/OrderComplete.tsx';
import type { Navigation } from '@aisle/storefront/lib/api/client.ts';
import { orderCompleteCopy } from '@aisle/storefront/lib/copy/orderComplete.ts';
import {
  modifiedContactlessOrder,
  pickupOrder,
  splitTenderOrder,
  warehouseOrder,
} from '@aisle/storefront/testing/orderFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup, flowDocs, storyNavigation } from '../../support/FlowHarness.tsx';

/**
 * The order-complete page's content (/checkout/{app}/{orderId}/complete, OCP-001..018): the page's
 * heading and document title belong to the Astro page around it. Each story names its address through
 * the navigation it gives the flow.
 */
function addressOf(order: OrderDetails, search = ''): Navigation {
  return {
    ...storyNavigation,
    pathname: () => `/checkout/${order.appName}/${order.id}/complete`,
    search: () => search,
  };
}

const preferencesHandler: FlowSetup['handlers'] = {
  listModalityPreferences: () => ({ body: { preferences: [] } }),
};

function OrderCompletePage({ setup, navigation }: { setup: FlowSetup; navigation: Navigation }) {
  const banner = useBanner();
  return (
    <FlowHarness session={demoSession} {...setup} handlers={{ ...preferencesHandler, ...setup.handlers }}>
      <OrderComplete labels={orderCompleteCopy(banner)} navigation={navigation} />
    </FlowHarness>
  );
}

const answering = (order: OrderDetails): FlowSetup => ({
  handlers: { getOrder: ({ params }) => (params.orderId === order.id ? { body: order } : notFound) },
});
const notFound = { status: 404, error: { code: 'NOT_FOUND' as const, message: 'No such order.' } };

/** The stored last-visited paths of this tab (one per banner). */
function storedPaths(): Array<string | null> {
  return Object.keys(sessionStorage)
    .filter((key) => key.endsWith('.lastVisitedPath'))
    .map((key) => sessionStorage.getItem(key));
}

const meta = {
  title: 'Flows/OrderComplete/OrderComplete',
  parameters: { docs: flowDocs, layout: 'padded' },
  beforeEach: () => {
    sessionStorage.clear();
  },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Pickup order: the confirmation, the buyer's email, the order id and date, the add link, map and items. */
export const Pickup: Story = {
  render: () => <OrderCompletePage setup={answering(pickupOrder)} navigation={addressOf(pickupOrder)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your Pickup Order Is Confirmed!' }),
    ).toBeVisible();
    await expect(canvas.getByText('We sent a confirmation email to demo@example.com.')).toBeVisible();
    await expect(canvas.getByText('Order #8800100001')).toBeVisible();
    await expect(canvas.getByText('Ordered on Mar. 5, 2024')).toBeVisible();
    await expect(canvas.getByText('Forgot something? Add to your order before shopping begins.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+ Add or Edit Items' })).toHaveAttribute(
      'href',
      '/mypurchases/pending/8800100001',
    );
    // The order's body loads its code beside the order (ADR 0012).
    await expect(await canvas.findByRole('img', { name: /^Map of Downtown Cincinnati, 415 Vine St/ })).toBeVisible();
    await expect(canvas.getByText('6 items')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-part="line-item"]')).toHaveLength(3);
    await expect(canvas.getByText('Mar. 6, 2024, 10:00 AM - 11:00 AM')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="contactless-flag"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="warehouse-flag"]')).toBeNull();
    await expect(storedPaths()).toEqual(['/checkout/CLICKLIST/8800100001/complete']);
  },
};

/** A modified order (im=true) delivered contactless: the modified confirmation and the contactless flag. */
export const ModifiedContactlessDelivery: Story = {
  render: () => (
    <OrderCompletePage
      setup={answering(modifiedContactlessOrder)}
      navigation={addressOf(modifiedContactlessOrder, '?im=true')}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Your Order Has Been Updated!' })).toBeVisible();
    await expect(await canvas.findByText('Contactless Delivery')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Delivery Address' })).toBeVisible();
    await expect(canvas.getByText('2712 Erie Ave')).toBeVisible();
    await expect(canvasElement.querySelector('[data-component="OrderComplete"]')).toHaveAttribute(
      'data-modified',
      'true',
    );
  },
};

/** An in-house Delivery from the fulfillment center: the delivery confirmation and the warehouse flag. */
export const WarehouseDelivery: Story = {
  render: () => <OrderCompletePage setup={answering(warehouseOrder)} navigation={addressOf(warehouseOrder)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your Delivery Order Is Confirmed!' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Delivered from our fulfillment center')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="contactless-flag"]')).toBeNull();
    await expect(canvas.getByText('$3.95')).toBeVisible();
  },
};

/**
 * An order paid with SNAP EBT, a gift card and a Visa: each tender is named as the wallet names it (issue 20:
 * the receipt said 'NONE ending in 0001' twice and 'VISA' where the wallet says 'Visa').
 */
export const SplitTenders: Story = {
  render: () => <OrderCompletePage setup={answering(splitTenderOrder)} navigation={addressOf(splitTenderOrder)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const payments = await canvas.findByRole('list', { name: 'Paid With' });
    const tenders = within(payments)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(tenders).toEqual([
      'SNAP EBT ending in 0001: $10.00',
      'Gift Card ending in 0001: $5.00',
      'Visa ending in 1111: $4.20',
    ]);
    await expect(canvas.queryByText(/NONE|VISA/)).toBeNull();
  },
};

/** OCP-017, OCP-018: modality preferences still loading: 'Loading...' and nothing of the order. */
export const LoadingModalityPreferences: Story = {
  render: () => (
    <OrderCompletePage
      setup={{
        handlers: {
          ...answering(pickupOrder).handlers,
          listModalityPreferences: () => new Promise<never>(() => undefined),
        },
      }}
      navigation={addressOf(pickupOrder)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Loading...');
    // The order itself has answered; the page still waits for the preferences.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByText('Order #8800100001')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** Another shopper's order (the API answers 404): not found, never the order. */
export const NotFound: Story = {
  render: () => (
    <OrderCompletePage
      setup={{ handlers: { getOrder: () => notFound } }}
      navigation={addressOf({ ...pickupOrder, id: '8800200001' })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Wheat a minute… that page doesn't exist!");
    await expect(canvas.queryByText(/8800200001/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View My Purchases' })).toHaveAttribute('href', '/mypurchases');
  },
};

/** The order cannot be read (a server failure): the error card with Reload. */
export const LoadFailed: Story = {
  render: () => (
    <OrderCompletePage
      setup={{
        handlers: { getOrder: () => ({ status: 500, error: { code: 'INTERNAL_ERROR', message: 'Down.' } }) },
      }}
      navigation={addressOf(pickupOrder)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Reload' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText('Order #8800100001')).toBeNull();
  },
};

/** OCP-002, OCP-003: the stored last-visited path is this page: it is reset to / and the shopper goes home. */
export const LastVisitedRedirect: Story = {
  beforeEach: () => {
    for (const banner of ['greenway', 'harbor', 'pinecrest']) {
      sessionStorage.setItem(`aisle.${banner}.lastVisitedPath`, '/checkout/CLICKLIST/8800100001/complete');
    }
  },
  render: () => <OrderCompletePage setup={answering(pickupOrder)} navigation={addressOf(pickupOrder)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(storyNavigation.assigned).toEqual(['/']));
    await expect(storedPaths()).toContain('/');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByText('Order #8800100001')).toBeNull();
  },
};

/** A delivery the shopper tipped $5.00 on the checkout page. */
const tippedDelivery: OrderDetails = {
  ...warehouseOrder,
  totals: {
    ...warehouseOrder.totals,
    tip: 5,
    total: Math.round((warehouseOrder.totals.total + 5) * 100) / 100,
  },
};

/** PAY-075: on the order-complete page the tip is read-only: a line of the summary, with nothing to change it. */
export const TipReadOnly: Story = {
  render: () => <OrderCompletePage setup={answering(tippedDelivery)} navigation={addressOf(tippedDelivery)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your Delivery Order Is Confirmed!' }),
    ).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-variant="TIP"]')).toHaveLength(1));
    const tipLine = [...canvasElement.querySelectorAll('[data-variant="TIP"]')];
    await expect(tipLine[0]).toHaveTextContent(/^Tip\s*\$5\.00$/);
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /tip|Other Amount/i })).toBeNull();
  },
};

import { PendingPurchase, Purchases } from '@aisle/storefront/flows/purchases/Purchases.tsx';
import type { Navigation } from '@aisle/storefront/lib/api/client.ts';
import { orderCompleteCopy } from '@aisle/storefront/lib/copy/orderComplete.ts';
import {
  demoOrderSummaries,
  modifiedContactlessOrder,
  orderNotFound,
  otherShoppersOrderId,
} from '@aisle/storefront/testing/orderFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup, flowDocs, storyNavigation } from '../../support/FlowHarness.tsx';

/**
 * The purchases pages: /mypurchases (the shopper's orders, in progress first) and
 * /mypurchases/pending/{orderId} (one order's details, the target of '+ Add or Edit Items', OCP-010).
 */
const preferencesHandler: FlowSetup['handlers'] = {
  listModalityPreferences: () => ({ body: { preferences: [] } }),
};

function PurchasesPage({ setup }: { setup: FlowSetup }) {
  const banner = useBanner();
  return (
    <FlowHarness session={demoSession} {...setup}>
      <Purchases labels={orderCompleteCopy(banner)} />
    </FlowHarness>
  );
}

function PendingPage({ setup, orderId }: { setup: FlowSetup; orderId: string }) {
  const banner = useBanner();
  const navigation: Navigation = { ...storyNavigation, pathname: () => `/mypurchases/pending/${orderId}` };
  return (
    <FlowHarness session={demoSession} {...setup} handlers={{ ...preferencesHandler, ...setup.handlers }}>
      <PendingPurchase labels={orderCompleteCopy(banner)} navigation={navigation} />
    </FlowHarness>
  );
}

const meta = {
  title: 'Flows/OrderComplete/Purchases',
  parameters: { docs: flowDocs, layout: 'padded' },
  beforeEach: () => {
    sessionStorage.clear();
  },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three orders in progress and one past one, each linking to its details. */
export const List: Story = {
  render: () => (
    <PurchasesPage setup={{ handlers: { listOrders: () => ({ body: { orders: demoOrderSummaries } }) } }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = await canvas.findByRole('region', { name: 'Orders in Progress' });
    const past = canvas.getByRole('region', { name: 'Past Orders' });
    await expect(within(pending).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(past).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(pending).getByRole('link', { name: 'View Order #8800100001' })).toHaveAttribute(
      'href',
      '/mypurchases/pending/8800100001',
    );
    await expect(within(past).getByText('Completed')).toBeVisible();
    await expect(within(pending).getByText('Placed on Mar. 5, 2024 · Modified')).toBeVisible();
    await expect(within(pending).getAllByText('6 items')).toHaveLength(3);
    await expect(within(past).getByText('1 item')).toBeVisible();
  },
};

/** No orders yet: the empty state leads back to shopping. */
export const Empty: Story = {
  render: () => <PurchasesPage setup={{ handlers: { listOrders: () => ({ body: { orders: [] } }) } }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have no orders yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
  },
};

/** One order's details: status, where and when, flags, items and the summary, and the way back. */
export const PendingDetails: Story = {
  render: () => (
    <PendingPage
      orderId={modifiedContactlessOrder.id}
      setup={{ handlers: { getOrder: () => ({ body: modifiedContactlessOrder }) } }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order #8800100002' })).toBeVisible();
    await expect(canvas.getByText('In Progress · Modified')).toBeVisible();
    await expect(await canvas.findByText('Contactless Delivery')).toBeVisible();
    await expect(canvas.getByText('6 items')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to My Purchases' })).toHaveAttribute('href', '/mypurchases');
  },
};

/** Another shopper's order id: not found, never the order. */
export const PendingNotFound: Story = {
  render: () => <PendingPage orderId={otherShoppersOrderId} setup={{ handlers: { getOrder: orderNotFound } }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't find that order.");
    await expect(canvas.queryByText(otherShoppersOrderId)).toBeNull();
  },
};

/** The list cannot be read (a server failure): the error card with Reload, no orders. */
export const ListLoadFailed: Story = {
  render: () => (
    <PurchasesPage
      setup={{ handlers: { listOrders: () => ({ status: 500, error: { code: 'INTERNAL_ERROR', message: 'Down.' } }) } }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Reload' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

/** While the list loads: 'Loading...'. */
export const ListLoading: Story = {
  render: () => <PurchasesPage setup={{ handlers: { listOrders: () => new Promise<never>(() => undefined) } }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

import type { MockResult } from '@aisle/contracts/testing';
import { flashSaleFixtures } from '@aisle/storefront/testing/checkoutFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { flowDocs } from '../../support/FlowHarness.tsx';
import { secureFrameA11y, waitForSecureFrames } from '../wallet/walletStorySupport.tsx';
import { CheckoutPage, navigate } from './checkoutStorySupport.tsx';

/**
 * Flash sales on the checkout payment page (spec cart-scheduling-checkout 2 "Checkout payment page", 4;
 * PRO-012..027): the 'Flash Sales Available' card of a partner delivery, the flashSales drawer (loaded,
 * filtered to nothing, failed) and the leave-page warning. The API answers through `createMockFetch`.
 */

const meta = {
  title: 'Flows/Checkout/Flash Sales',
  component: CheckoutPage,
  tags: ['online-only'],
  parameters: { docs: flowDocs, layout: 'padded', a11y: secureFrameA11y },
  afterEach: waitForSecureFrames,
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const withFlashSales = { flashSales: flashSaleFixtures() };
const APPLES = '0841000000115';

/** The page's body: the drawer and the modals are portalled out of the canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDrawer(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Shop Flash Sales' }, { timeout: 5000 }));
  return page(canvasElement).findByRole('dialog', { name: 'Flash Sales' });
}

/** PRO-013..015: the card shows 3 of the checkout's 5 flash sales and 'Shop Flash Sales'. */
export const Card: Story = {
  args: { setup: withFlashSales },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Flash Sales Available' }, { timeout: 5000 });
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(card).getByText('Honeycrisp Apples')).toBeVisible();
    await expect(within(card).getByText('20% off')).toBeVisible();
    await expect(within(card).queryByText('Boneless Skinless Chicken Breasts')).toBeNull();
    await expect(within(card).getByRole('button', { name: 'Shop Flash Sales' })).toBeVisible();
  },
};

/** PRO-012: an in-house delivery has no flash sales and no card. */
export const NoneForInHouseDelivery: Story = {
  args: { setup: { ...withFlashSales, vendorId: 'IN_HOUSE_DELIVERY' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order Details' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Flash Sales Available' })).toBeNull();
  },
};

/**
 * PAY-020, PAY-023, PRO-016, PRO-019: the drawer lists every flash sale with a stepper from 0 to its
 * maximum (10) and 'Update'; the category filter narrows the list.
 */
export const Drawer: Story = {
  args: { setup: withFlashSales },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const items = within(drawer);
    await waitFor(() => expect(drawer.querySelectorAll('[data-part="flash-sale"]')).toHaveLength(5));
    await expect(items.getByRole('button', { name: 'Update' })).toBeVisible();
    const decrease = items.getByRole('button', { name: 'Decrease quantity of Boneless Skinless Chicken Breasts' });
    const increase = items.getByRole('button', { name: 'Increase quantity of Boneless Skinless Chicken Breasts' });
    await expect(decrease).toBeDisabled();
    for (let count = 0; count < 10; count++) await userEvent.click(increase);
    await expect(increase).toBeDisabled();
    const chicken = items.getByRole('group', { name: 'Quantity of Boneless Skinless Chicken Breasts' });
    await expect(within(chicken).getByText('10')).toBeVisible();

    await userEvent.selectOptions(items.getByLabelText('Category'), 'Meat & Seafood');
    await waitFor(() => expect(drawer.querySelectorAll('[data-part="flash-sale"]')).toHaveLength(1));
    await expect(items.getByText('Boneless Skinless Chicken Breasts')).toBeVisible();
    await expect(items.queryByText('Honeycrisp Apples')).toBeNull();
  },
};

/** PRO-018, PRO-021: 'Update' adds the chosen flash sales to the order; the savings show in the summary. */
export const AddsToOrder: Story = {
  args: { setup: withFlashSales },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const items = within(drawer);
    const increase = await items.findByRole('button', { name: 'Increase quantity of Honeycrisp Apples' });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await userEvent.click(items.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Flash sale savings')).toBeVisible();
    await expect(canvas.getByText('7 items')).toBeVisible();
  },
};

/** The read of the page's flash sales, held until the play lets it answer (none at all). */
let answerFlashSales: () => void = () => {};
const heldAnswer = () =>
  new Promise<MockResult<'getCheckoutFlashSales'>>((resolve) => {
    answerFlashSales = () => resolve({ body: { flashSales: [] } });
  });

/** PRO-019: opened while the list is read, which then holds nothing: the filter ('All') shows none. */
export const EmptyFilter: Story = {
  args: { setup: { flashSalesAnswer: heldAnswer } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    answerFlashSales();
    await expect(await within(drawer).findByText('No flash sales in this category.')).toBeVisible();
    await expect(within(drawer).getByLabelText('Category')).toHaveValue('');
    await expect(within(drawer).getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

/** A failed read: the drawer says so with 'Reload' (ERR-007, ERR-008); the page stays as it is. */
export const Failure: Story = {
  // The checkout page under the drawer is taller than the window since the Order Summary came; where the
  // click left it scrolled differs by a few pixels from run to run: its play proves the state.
  tags: ['no-visual'],
  args: {
    setup: {
      ...withFlashSales,
      flashSalesAnswer: () => ({ status: 500, error: { code: 'INTERNAL_ERROR', message: 'The service failed.' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(await within(drawer).findByText('Oops, something went wrong! Please reload your page.')).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Reload' })).toBeVisible();
    // The page behind the drawer is still there, Place Order with it.
    await expect(canvasElement.querySelector('[data-part="place-order"]')).toBeInTheDocument();
  },
};

const withApplesInOrder = { ...withFlashSales, flashQuantities: { [APPLES]: 2 } };

/** Waits for the flash-sale savings of the order, then follows 'Change Time': the warning opens instead. */
async function followChangeTime(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Flash sale savings', {}, { timeout: 5000 })).toBeVisible();
  await userEvent.click(canvas.getByRole('link', { name: 'Change Time' }));
  return page(canvasElement).findByRole('dialog', { name: 'Remove flash sale items?' });
}

/**
 * PRO-024..027: with flash-sale items in the order, a link of the page asks 'Remove flash sale items?';
 * 'No, Keep Items' stays with the items.
 */
export const LeaveWarning: Story = {
  args: { setup: withApplesInOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = await followChangeTime(canvasElement);
    await userEvent.click(within(warning).getByRole('button', { name: 'No, Keep Items' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(navigate).not.toHaveBeenCalled();
    await expect(canvas.getByText('Flash sale savings')).toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: 'Change Time' }));
    const again = await page(canvasElement).findByRole('dialog', { name: 'Remove flash sale items?' });
    await expect(
      within(again).getByText(
        'Flash sale items are valid only for your current time slot. If you leave this page, they will be removed from your order.',
      ),
    ).toBeVisible();
    await expect(within(again).getByRole('button', { name: 'Yes, Remove Items' })).toBeVisible();
  },
};

/** PRO-025, PRO-027: 'Yes, Remove Items' takes the flash-sale items out of the order, then follows the link. */
export const LeaveWarningRemoves: Story = {
  args: { setup: withApplesInOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = await followChangeTime(canvasElement);
    await userEvent.click(within(warning).getByRole('button', { name: 'Yes, Remove Items' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/scheduling?fulfillmentType=delivery'));
    await waitFor(() => expect(canvas.queryByText('Flash sale savings')).toBeNull());
  },
};

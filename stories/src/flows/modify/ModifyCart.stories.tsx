import type { CreateModifyCheckoutRequest, ErrorBody, ModifyPreviewRequest, OrderDetails } from '@aisle/contracts';
import { clearModifyCart, ModifyCart } from '@aisle/storefront/flows/modify/index.ts';
import { resetEligibility } from '@aisle/storefront/flows/replacements/index.ts';
import { modifyCartCopy } from '@aisle/storefront/lib/copy/modify.ts';
import { checkoutFixture } from '@aisle/storefront/testing/checkoutFixtures.ts';
import { chunkLightTuna, lager, sourdoughLoaf } from '@aisle/storefront/testing/deliveryFixtures.ts';
import { modifyPreviewFor, promoOrder } from '@aisle/storefront/testing/modifyFixtures.ts';
import { orderNotFound, otherShoppersOrderId, pickupOrder } from '@aisle/storefront/testing/orderFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup, flowDocs } from '../../support/FlowHarness.tsx';

/**
 * /cart/modify (cart-scheduling-checkout 2, 4 "Modify order", 8): a placed order's lines with quantity
 * steppers, 'Continue' to the modify checkout, and the modify request's error catalogue (MOD-008..032).
 * The order is demo's Pickup 8800100001: Honeycrisp Apples ×2, Roma Tomatoes ×1, Blueberries ×3.
 */

const APPLES = '0000000000017';
const BLUEBERRIES = '0000000000031';

const navigate = fn();

function ModifyPage({ setup, orderId = pickupOrder.id }: { setup: FlowSetup; orderId?: string | null }) {
  const banner = useBanner();
  return (
    <FlowHarness session={demoSession} {...setup}>
      <ModifyCart labels={modifyCartCopy(banner)} orderId={orderId} navigate={navigate} />
    </FlowHarness>
  );
}

/** The order, and the server's price of the modify cart's lines (issue 20). */
const reading = (order: OrderDetails): FlowSetup['handlers'] => ({
  getOrder: () => ({ body: order }),
  previewModifyCheckout: ({ body }) => ({
    body: modifyPreviewFor(order, (body as ModifyPreviewRequest).lineItems),
  }),
});

const readOrder = reading(pickupOrder);

const refuseModify = (error: ErrorBody, status = 409): FlowSetup['handlers'] => ({
  ...readOrder,
  createModifyCheckout: () => ({ status, error }),
});

const meta = {
  title: 'Flows/Modify/ModifyCart',
  parameters: { docs: flowDocs, layout: 'padded' },
  // The modify cart's store outlives a story: each starts from an empty one, as a page does.
  beforeEach: () => {
    sessionStorage.clear();
    clearModifyCart();
    resetEligibility();
    navigate.mockClear();
  },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const line = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('group', { name: new RegExp(`^Quantity.*${name}`, 'i') });

/** The order's lines, ready to change; 'Continue' posts the modify request and opens the modify checkout. */
export const Ready: Story = {
  render: () => (
    <ModifyPage
      setup={{
        handlers: {
          ...readOrder,
          createModifyCheckout: () => ({
            body: { ...checkoutFixture({ modality: 'PICKUP', versionKey: '1' }), id: pickupOrder.id },
          }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("You're editing order 8800100001.", { exact: false })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    // Issue 20: priced like the cart: each line's unit price and total, and the order's total.
    const summary = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-part="modify-summary"]');
      if (!found) throw new Error('no summary yet');
      return found;
    });
    await expect(summary).toHaveTextContent('$17.94');
    await expect(summary).toHaveTextContent('Original total: $19.20');
    await userEvent.click(canvas.getByRole('button', { name: /Increase.*Honeycrisp Apples/i }));
    await expect(line(canvas, 'Honeycrisp Apples')).toHaveTextContent('3');
    const apples = canvas.getByText('Honeycrisp Apples').closest('li') as HTMLElement;
    await expect(within(apples).getByText('$2.99 each')).toBeVisible();
    await waitFor(() => expect(apples.querySelector('[data-part="line-total"]')).toHaveTextContent('$8.97'));
    await waitFor(() => expect(summary).toHaveTextContent('$20.93'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    // Continue saves the modification first, then leaves.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout?orderId=8800100001&nc=true&im=true'));
  },
};

/**
 * MOD-023..025, MOD-027: the modify request is refused with root causes naming two lines: the item-issue
 * message with its code, and each named line says it can't be added (the note describes its stepper).
 */
export const ItemsIneligible: Story = {
  render: () => (
    <ModifyPage
      setup={{
        handlers: refuseModify({
          code: 'PROMISING_FALLOUT',
          message: 'The order’s time cannot fulfil items of the modification.',
          rootCauses: [
            { gtin13: APPLES, code: 'NOT_AVAILABLE_AT_TIME' },
            { gtin13: BLUEBERRIES, code: 'NOT_AVAILABLE_AT_TIME' },
          ],
        }),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText(/There's an issue with one or more items/)).toHaveTextContent(
      'Error Code: PROMISING_FALLOUT',
    );
    const notes = canvas.getAllByText("This item can't be added to your order.", { exact: false });
    await expect(notes).toHaveLength(2);
    await expect(line(canvas, 'Honeycrisp Apples')).toHaveAccessibleDescription(/can't be added/);
    await expect(line(canvas, 'Roma Tomatoes')).not.toHaveAccessibleDescription(/can't be added/);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** A line the refusal named, lowered to 0 (removed): its note goes, the other named line keeps its own. */
export const IneligibleItemRemoved: Story = {
  render: ItemsIneligible.render,
  play: async (context) => {
    await ItemsIneligible.play?.(context);
    const canvas = within(context.canvasElement);
    const removeApples = canvas.getByRole('button', { name: /Decrease.*Honeycrisp Apples/i });
    await userEvent.click(removeApples);
    await userEvent.click(await canvas.findByRole('button', { name: /Remove.*Honeycrisp Apples/i }));
    await waitFor(() =>
      expect(canvas.getAllByText("This item can't be added to your order.", { exact: false })).toHaveLength(1),
    );
  },
};

/** MOD-026: a refusal that names no item is the checkout-create error, with the banner's customer service. */
export const CreateFailed: Story = {
  render: () => <ModifyPage setup={{ handlers: refuseModify({ code: 'INTERNAL_ERROR', message: 'Down.' }, 500) }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    const message = await canvas.findByRole('alert');
    await expect(message).toHaveTextContent(/\(\d{3}\) \d{3}-\d{4}|\d{3}-\d{3}-\d{4}/);
    await expect(canvas.queryByText("This item can't be added to your order.", { exact: false })).toBeNull();
  },
};

/**
 * Issue 20: removing Roma Tomatoes takes the order under SAVE5's $35: the shopper is asked first, with the
 * promotion and the new total. 'Keep My Order' changes nothing; 'Make the Change' removes the line at that price.
 */
export const PromotionLossWarned: Story = {
  render: () => <ModifyPage orderId={promoOrder.id} setup={{ handlers: reading(promoOrder) }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const summary = () => canvasElement.querySelector<HTMLElement>('[data-part="modify-summary"]');
    await waitFor(() => expect(summary()).toHaveTextContent('$30.39'));
    const remove = canvas.getByRole('button', { name: 'Remove Roma Tomatoes from cart' });
    await userEvent.click(remove);
    const dialog = await body.findByRole('dialog', { name: 'Lose your promotion?' });
    await expect(dialog).toHaveTextContent(
      'With this change your order no longer qualifies for SAVE5 ($5.00 off). Your new total will be $33.90.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep My Order' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(line(canvas, 'Roma Tomatoes')).toHaveTextContent('1');
    await expect(summary()).toHaveTextContent('$30.39');
    await waitFor(() => expect(remove).toHaveFocus());

    await userEvent.click(remove);
    await userEvent.click(await body.findByRole('button', { name: 'Make the Change' }));
    await waitFor(() => expect(line(canvas, 'Roma Tomatoes')).toHaveTextContent('0'));
    await expect(summary()).toHaveTextContent('$33.90');
    // SAVE5 is already gone: a further decrease asks nothing.
    await userEvent.click(canvas.getByRole('button', { name: /Decrease.*Blueberries/ }));
    await waitFor(() => expect(line(canvas, 'Blueberries')).toHaveTextContent('7'));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

const addable = [sourdoughLoaf, chunkLightTuna, lager];
const modifyBodies: CreateModifyCheckoutRequest[] = [];

/** Reads the order, finds products to add and prices the lines with them (issue 20). */
const readAndSearch: FlowSetup['handlers'] = {
  getOrder: () => ({ body: pickupOrder }),
  previewModifyCheckout: ({ body }) => ({
    body: modifyPreviewFor(pickupOrder, (body as ModifyPreviewRequest).lineItems, addable),
  }),
  searchProducts: () => ({ body: { items: addable, total: addable.length, limit: 8, offset: 0 } }),
  createModifyCheckout: ({ body }) => {
    modifyBodies.push(body as CreateModifyCheckoutRequest);
    return { body: { ...checkoutFixture({ modality: 'PICKUP', versionKey: '1' }), id: pickupOrder.id } };
  },
};

/**
 * Issue 20: 'Add Items' searches the catalogue under the order's lines. 'Add' puts one Sourdough
 * Loaf on the order ('Added'), priced into the updated total, and 'Continue' sends it with the modify request.
 * The Lager says why this order cannot take it (no date of birth was given at checkout).
 */
export const AddItems: Story = {
  render: () => <ModifyPage setup={{ handlers: readAndSearch }} />,
  play: async ({ canvasElement }) => {
    modifyBodies.length = 0;
    const canvas = within(canvasElement);
    const summary = () => canvasElement.querySelector<HTMLElement>('[data-part="modify-summary"]');
    await waitFor(() => expect(summary()).toHaveTextContent('Original total'));
    const before = summary()?.textContent;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search for products to add' }), 'bread');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('3 products for "bread"')).toBeVisible();
    const results = canvas.getByRole('list', { name: 'Products to add' });
    await expect(within(results).getByText("Age-restricted items can't be added to a placed order.")).toBeVisible();
    await expect(within(results).queryByRole('button', { name: 'Add Lager to your order' })).toBeNull();
    await userEvent.click(within(results).getByRole('button', { name: 'Add Sourdough Loaf to your order' }));
    await expect(await canvas.findByText('Sourdough Loaf was added to your order.')).toBeVisible();
    await expect(await line(canvas, 'Sourdough Loaf')).toHaveTextContent('1');
    await expect(canvas.getByText('Added')).toBeVisible();
    await waitFor(() => expect(summary()?.textContent).not.toBe(before));
    await expect(within(results).getByText('In your order')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    await expect(modifyBodies[0]?.lineItems).toContainEqual({ gtin13: sourdoughLoaf.gtin13, quantity: 1 });
  },
};

/** Issue 20: a search the catalogue cannot answer says so; the words typed stay in the field. */
export const AddItemsSearchFailed: Story = {
  render: () => (
    <ModifyPage
      setup={{
        handlers: {
          ...readOrder,
          searchProducts: () => ({ status: 503, error: { code: 'SERVICE_UNAVAILABLE', message: 'Down.' } }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('searchbox', { name: 'Search for products to add' });
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(field).toHaveAccessibleDescription('Type what you are looking for in the search box.');
    await userEvent.type(field, 'sourdough');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText("We couldn't search right now. Please try again.")).toBeVisible();
    await expect(field).toHaveValue('sourdough');
  },
};

/** MOD-029: an order already being prepared cannot be changed. */
export const AlreadyInProcess: Story = {
  render: () => <ModifyPage setup={{ handlers: refuseModify({ code: 'CANNOT_MODIFY', message: 'Too late.' }) }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText(/already in process/)).toBeVisible();
  },
};

/** Another shopper's order, or none: not found, never the order. */
export const NotFound: Story = {
  render: () => <ModifyPage orderId={otherShoppersOrderId} setup={{ handlers: { getOrder: orderNotFound } }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't find that order.");
  },
};

/** Every line at 0: nothing left to buy, so 'Continue' is off and the empty note shows. */
export const Emptied: Story = {
  render: () => <ModifyPage setup={{ handlers: readOrder }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('listitem');
    for (const name of ['Honeycrisp Apples', 'Roma Tomatoes', 'Blueberries']) {
      const decrease = () => canvas.getByRole('button', { name: new RegExp(`(Decrease|Remove).*${name}`, 'i') });
      while (!(decrease() as HTMLButtonElement).disabled) await userEvent.click(decrease());
    }
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

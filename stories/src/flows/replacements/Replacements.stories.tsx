import type { Basket, StoredReplacementSelection } from '@aisle/contracts';
import type { MockHandlers } from '@aisle/contracts/testing';
import { basketGateStore } from '@aisle/storefront/flows/cart/basketGateStore.ts';
import { CartIsland } from '@aisle/storefront/flows/cart/CartIsland.tsx';
import { resetCartLines } from '@aisle/storefront/flows/cart/cartLinesStore.ts';
import {
  openReplacementDrawerWith,
  type ReplacementOutcome,
  resetReplacementDrawer,
} from '@aisle/storefront/flows/replacements/drawerStore.ts';
import { eligibilityStore, resetEligibility } from '@aisle/storefront/flows/replacements/eligibilityStore.ts';
import { ReplacementDrawer } from '@aisle/storefront/flows/replacements/ReplacementDrawer.tsx';
import { resetReplacements } from '@aisle/storefront/flows/replacements/replacementStore.ts';
import { UnavailableItemsPanel } from '@aisle/storefront/flows/replacements/UnavailableItemsPanel.tsx';
import { basketGateCopy } from '@aisle/storefront/lib/copy/basketGate.ts';
import { cartCopy } from '@aisle/storefront/lib/copy/cart.ts';
import { replacementCopy } from '@aisle/storefront/lib/copy/replacement.ts';
import { promiseFixture, sourdoughLoaf } from '@aisle/storefront/testing/deliveryFixtures.ts';
import {
  earlyPickupOptionId,
  mockServerBasket,
  pickupBasketWithLoaf,
  plainBagels,
  similarBakeryItems,
  unavailableLoaf,
} from '@aisle/storefront/testing/replacementFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup, flowDocs } from '../../support/FlowHarness.tsx';

/**
 * Replacement of unavailable items (issue 11; spec cart-scheduling-checkout "Replacement drawer", "Item
 * replacement"): the cart's unavailable-item panel and the scheduling page's replacement drawer, on
 * contract-checked mocks. The loaf cannot be fulfilled by the 8 AM Pickup window; six bakery items are
 * offered in its place (two pages of four).
 */

type Params = { params: Record<string, string>; query: URLSearchParams; body?: unknown };

const pickupPromise = {
  ...promiseFixture('P.s00000001.20261121', earlyPickupOptionId),
  modality: 'PICKUP' as const,
  vendorId: 'STORE_PICKUP' as const,
};

/** The handlers of one story's server: the basket, the held time, the check and the similar items. */
function replacementServer(options: { similar?: NonNullable<MockHandlers['getSimilarItems']> } = {}) {
  const basket = mockServerBasket(pickupBasketWithLoaf);
  return {
    basket,
    handlers: {
      getBasket: () => ({ body: basket.current() }),
      getCurrentPromise: () => ({ body: { promise: pickupPromise } }),
      getUnavailableItems: ({ query }: Params) => ({
        body: {
          optionId: query.get('option.validate') as string,
          modality: 'PICKUP' as const,
          items: [unavailableLoaf],
        },
      }),
      getSimilarItems: options.similar ?? (() => ({ body: { original: sourdoughLoaf, items: similarBakeryItems } })),
      addBasketItem: fn(({ body }: Params) => basket.add(body as Parameters<typeof basket.add>[0])),
      changeBasketItem: fn(({ params, body }: Params) =>
        basket.change(params.gtin13 as string, (body as { quantity: number }).quantity),
      ),
      searchProducts: ({ query }: Params) => {
        const wanted = (query.get('gtin13') ?? '').split(',');
        const items = similarBakeryItems.filter((product) => wanted.includes(product.gtin13));
        return { body: { items, total: items.length, limit: 24, offset: 0 } };
      },
    },
  };
}

function PanelPage({ setup, basket }: { setup: FlowSetup; basket: () => Basket }) {
  const banner = useBanner();
  const [shown, setShown] = useState<Basket>(basket);
  return (
    <FlowHarness {...setup}>
      <UnavailableItemsPanel basket={shown} labels={replacementCopy(banner)} onBasketChange={setShown} />
      <output data-part="cart-lines">
        {shown.items.map((line) => `${line.product.name} x${line.quantity}`).join(', ')}
      </output>
    </FlowHarness>
  );
}

function CartPage({ setup }: { setup: FlowSetup }) {
  const banner = useBanner();
  return (
    <FlowHarness {...setup}>
      <CartIsland gateLabels={basketGateCopy(banner)} labels={cartCopy(banner)} />
    </FlowHarness>
  );
}

/** The drawer opened as the scheduling submit opens it; the outcome is written out for the play function. */
function DrawerPage({ setup, kept }: { setup: FlowSetup; kept?: StoredReplacementSelection }) {
  const banner = useBanner();
  const storage = kept ? { [`aisle.${banner.id}.replacements`]: { [kept.originalLineItemUpc]: kept } } : {};
  const [outcome, setOutcome] = useState<ReplacementOutcome | 'waiting'>('waiting');
  useEffect(() => {
    void openReplacementDrawerWith(earlyPickupOptionId, 'PICKUP', [unavailableLoaf]).then(setOutcome);
  }, []);
  return (
    <FlowHarness {...setup} storage={storage}>
      <ReplacementDrawer labels={replacementCopy(banner)} />
      <output data-part="outcome">{outcome}</output>
    </FlowHarness>
  );
}

const meta = {
  title: 'Flows/Replacements',
  parameters: { docs: flowDocs, layout: 'padded' },
  beforeEach: () => {
    resetReplacements();
    resetReplacementDrawer();
    resetEligibility();
    resetCartLines();
    basketGateStore.setState(basketGateStore.getInitialState(), true);
  },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = async (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      const panel = canvasElement.querySelector<HTMLElement>('[data-part="unavailable-item"]');
      expect(panel?.querySelector('[data-part="similar-list"]')).toBeTruthy();
      return panel as HTMLElement;
    },
    { timeout: 5000 },
  );
const rowsOf = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-part="similar-item"]'));
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The choices this browser keeps (the key is per banner). */
function storedSelections(): Record<string, StoredReplacementSelection> {
  const key = Object.keys(localStorage).find((name) => name.endsWith('.replacements'));
  return key ? (JSON.parse(localStorage.getItem(key) as string) as Record<string, StoredReplacementSelection>) : {};
}

const panelServer = replacementServer();

/** RPL-001..004, RPL-025: the original item, 'Similar Items' four to a page, each with a quantity 'Select'. */
export const PanelSimilarItems: Story = {
  render: () => {
    panelServer.basket.reset();
    return <PanelPage setup={{ session: demoSession, handlers: panelServer.handlers }} basket={pickupBasketWithLoaf} />;
  },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    const inPanel = within(panel);
    await expect(panel.querySelector('[data-part="item"]')).toHaveTextContent('Sourdough Loaf');
    await expect(inPanel.getByText('This item is currently unavailable.')).toBeVisible();
    await expect(inPanel.getByRole('heading', { name: 'Similar Items' })).toBeVisible();
    await expect(rowsOf(panel).map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Whole Wheat Sandwich Bread',
      'Plain Bagels',
      'Blueberry Muffins',
      'Hamburger Buns',
    ]);
    for (const row of rowsOf(panel)) {
      await expect(within(row).getByText('Select')).toBeVisible();
      await expect(within(row).getByRole('combobox')).toHaveAccessibleName(/^Select quantity of /);
    }
    await expect(inPanel.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(inPanel.getByRole('button', { name: 'Next similar items' }));
    await expect(rowsOf(panel).map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Chocolate Chip Cookies',
      'Cinnamon Raisin Bread',
    ]);
    await expect(inPanel.getByRole('button', { name: 'Next similar items' })).toBeDisabled();
    await userEvent.click(inPanel.getByRole('button', { name: 'Previous similar items' }));
    await expect(rowsOf(panel)).toHaveLength(4);
  },
};

const choosingServer = replacementServer();

/**
 * RPL-013..017, RPL-019: a quantity chooses the replacement at once: added with no substitution, the
 * other rows disabled; 0 releases them and takes the item out again.
 */
export const PanelChooseAndRelease: Story = {
  render: () => {
    choosingServer.basket.reset();
    choosingServer.handlers.addBasketItem.mockClear();
    choosingServer.handlers.changeBasketItem.mockClear();
    return (
      <PanelPage setup={{ session: demoSession, handlers: choosingServer.handlers }} basket={pickupBasketWithLoaf} />
    );
  },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Select quantity of Plain Bagels' }),
      '2',
    );
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'replaced'));
    await expect(choosingServer.handlers.addBasketItem).toHaveBeenCalledTimes(1);
    await expect(choosingServer.handlers.addBasketItem.mock.calls[0]?.[0].body).toEqual({
      gtin13: plainBagels.gtin13,
      quantity: 2,
      substitutionPolicy: 'NONE',
    });
    await expect(canvasElement.querySelector('[data-part="cart-lines"]')).toHaveTextContent('Plain Bagels x2');
    await expect(panel.querySelector('[data-part="replaced-with"]')).toHaveTextContent('Replaced with Plain Bagels');
    const rows = rowsOf(panel);
    await expect(rows.map((row) => row.getAttribute('data-state'))).toEqual([
      'disabled',
      'chosen',
      'disabled',
      'disabled',
    ]);
    await expect(within(rows[0] as HTMLElement).getByRole('combobox')).toBeDisabled();
    const stored = storedSelections();
    const selection = stored[sourdoughLoaf.gtin13] as StoredReplacementSelection;
    await expect(selection).toMatchObject({
      originalLineItemUpc: sourdoughLoaf.gtin13,
      newLineItemUpc: plainBagels.gtin13,
      newLineItemQuantity: 2,
      previousQuantityValue: 0,
      wasClicked: true,
      itemIndex: 1,
    });
    // RPL-016: kept for 60 minutes from the choice.
    await expect(Math.abs(selection.ttl - (Date.now() + 60 * 60_000))).toBeLessThan(60_000);

    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Select quantity of Plain Bagels' }),
      '0',
    );
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'unavailable'));
    await expect(choosingServer.handlers.changeBasketItem.mock.calls[0]?.[0].body).toEqual({ quantity: 0 });
    await expect(canvasElement.querySelector('[data-part="cart-lines"]')).not.toHaveTextContent('Plain Bagels');
    await expect(rowsOf(panel).every((row) => row.getAttribute('data-state') === 'open')).toBe(true);
  },
};

/**
 * Similar items that fail (500, so the client's GET retries fail too) until the play function flips the
 * module-level flag, then answer.
 */
function failingUntilFlipped() {
  const state = { fails: true };
  const server = replacementServer({
    similar: () =>
      state.fails
        ? { status: 500, error: { code: 'INTERNAL_ERROR', message: 'down' } }
        : { body: { original: sourdoughLoaf, items: similarBakeryItems } },
  });
  return { state, server };
}

const failingPanel = failingUntilFlipped();

/** RPL-022, RPL-023: the similar-items call fails: both messages, and 'Try Again' recovers. */
export const PanelFetchFailed: Story = {
  render: () => {
    failingPanel.state.fails = true;
    return (
      <PanelPage
        setup={{ session: demoSession, handlers: failingPanel.server.handlers }}
        basket={pickupBasketWithLoaf}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No replacements found', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('There was a problem retrieving similar items. Please try again.')).toBeVisible();
    failingPanel.state.fails = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await panelOf(canvasElement);
    await expect(canvas.queryByText('No replacements found')).toBeNull();
  },
};

const emptyServer = replacementServer({ similar: () => ({ body: { original: sourdoughLoaf, items: [] } }) });

/** RPL-026: no similar item exists: the message says so. */
export const PanelNoSimilarItems: Story = {
  render: () => (
    <PanelPage setup={{ session: demoSession, handlers: emptyServer.handlers }} basket={pickupBasketWithLoaf} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('There are no similar items available for this product.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

const cartServer = replacementServer();

/** The panel in the cart: a replacement chosen there shows as a cart line with 'Substitutions not allowed'. */
export const InTheCart: Story = {
  render: () => {
    cartServer.basket.reset();
    return <CartPage setup={{ session: demoSession, handlers: cartServer.handlers }} />;
  },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Select quantity of Plain Bagels' }),
      '1',
    );
    const row = await waitFor(
      () => {
        const found = canvasElement.querySelector<HTMLElement>(
          `[data-part="line"][data-gtin13="${plainBagels.gtin13}"]`,
        );
        expect(found).not.toBeNull();
        return found as HTMLElement;
      },
      { timeout: 5000 },
    );
    await expect(row.querySelector('[data-part="substitution-text"]')).toHaveTextContent('Substitutions not allowed');
  },
};

const drawerServer = replacementServer();
const drawerSetup = (): FlowSetup => {
  drawerServer.basket.reset();
  drawerServer.handlers.addBasketItem.mockClear();
  return { session: demoSession, handlers: drawerServer.handlers };
};

/** RPL-005, RPL-006, RPL-009, RPL-024: the 'unavailable items' screen; 'Continue to Payment' lets the submit go on. */
export const DrawerUnavailableItems: Story = {
  render: () => <DrawerPage setup={drawerSetup()} />,
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Items Are Unavailable' });
    await expect(within(dialog).getByText('Sourdough Loaf')).toBeVisible();
    await expect(within(dialog).getByText('Item may be unavailable. Please see cart.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Find Similar Item for Sourdough Loaf' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-part="outcome"]')).toHaveTextContent('continue'));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** RPL-005, RPL-008, RPL-010, RPL-011, RPL-020: the 'find similar item' screen; 'Replace Item' with nothing chosen. */
export const DrawerFindSimilarItem: Story = {
  render: () => <DrawerPage setup={drawerSetup()} />,
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const list = await body.findByRole('dialog', { name: 'Items Are Unavailable' });
    await userEvent.click(within(list).getByRole('button', { name: 'Find Similar Item for Sourdough Loaf' }));
    const dialog = await body.findByRole('dialog', { name: 'Select a Replacement' });
    await waitFor(() => expect(within(dialog).getAllByRole('combobox')).toHaveLength(4));
    await expect(within(dialog).getByRole('button', { name: 'Back' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace Item' }));
    await expect(await within(dialog).findByText('Please select a similar item first.')).toBeVisible();
    await expect(drawerServer.handlers.addBasketItem).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(await body.findByRole('dialog', { name: 'Items Are Unavailable' })).toBeVisible();
  },
};

/**
 * RPL-007, RPL-013..019, RPL-021: choosing a quantity disables the other rows (0 releases them);
 * 'Replace Item' adds it with no substitution, keeps it 60 minutes and returns to the list, now "You're All Set".
 */
export const DrawerReplaceItem: Story = {
  render: () => <DrawerPage setup={drawerSetup()} />,
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const list = await body.findByRole('dialog', { name: 'Items Are Unavailable' });
    await userEvent.click(within(list).getByRole('button', { name: 'Find Similar Item for Sourdough Loaf' }));
    const dialog = await body.findByRole('dialog', { name: 'Select a Replacement' });
    const bagels = await within(dialog).findByRole('combobox', { name: 'Select quantity of Plain Bagels' });
    await userEvent.selectOptions(bagels, '1');
    await expect(within(dialog).getByRole('combobox', { name: 'Select quantity of Blueberry Muffins' })).toBeDisabled();
    await userEvent.selectOptions(bagels, '0');
    await expect(within(dialog).getByRole('combobox', { name: 'Select quantity of Blueberry Muffins' })).toBeEnabled();
    await userEvent.selectOptions(bagels, '3');
    await expect(drawerServer.handlers.addBasketItem).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace Item' }));
    const allSet = await body.findByRole('dialog', { name: "You're All Set" });
    await expect(drawerServer.handlers.addBasketItem.mock.calls[0]?.[0].body).toEqual({
      gtin13: plainBagels.gtin13,
      quantity: 3,
      substitutionPolicy: 'NONE',
    });
    await expect(await within(allSet).findByText('Replaced with Plain Bagels')).toBeVisible();
    const selection = storedSelections()[sourdoughLoaf.gtin13];
    await expect(Object.keys(selection ?? {}).sort()).toEqual([
      'itemIndex',
      'newLineItemQuantity',
      'newLineItemUpc',
      'originalLineItemUpc',
      'previousQuantityValue',
      'ttl',
      'wasClicked',
    ]);
    await expect(selection).toMatchObject({ newLineItemQuantity: 3, previousQuantityValue: 0, itemIndex: 1 });
    await expect(within(allSet).getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
  },
};

/** A choice kept from earlier (within its 60 minutes): the drawer opens on "You're All Set". */
export const DrawerAllSet: Story = {
  render: () => {
    const setup = drawerSetup();
    const kept: StoredReplacementSelection = {
      originalLineItemUpc: sourdoughLoaf.gtin13,
      newLineItemUpc: plainBagels.gtin13,
      newLineItemQuantity: 2,
      previousQuantityValue: 0,
      wasClicked: true,
      itemIndex: 1,
      // Far ahead, so the story does not depend on the clock.
      ttl: Date.parse('2099-01-01T00:00:00.000Z'),
    };
    return <DrawerPage setup={setup} kept={kept} />;
  },
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: "You're All Set" });
    await expect(within(dialog).getByText('Your replacements have been added to your cart.')).toBeVisible();
    await expect(await within(dialog).findByText('Replaced with Plain Bagels')).toBeVisible();
  },
};

const failingDrawer = failingUntilFlipped();

/** RPL-022, RPL-023 in the drawer: the find screen's similar items fail to load. */
export const DrawerFetchFailed: Story = {
  render: () => {
    failingDrawer.state.fails = true;
    return <DrawerPage setup={{ session: demoSession, handlers: failingDrawer.server.handlers }} />;
  },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const list = await body.findByRole('dialog', { name: 'Items Are Unavailable' });
    await userEvent.click(within(list).getByRole('button', { name: 'Find Similar Item for Sourdough Loaf' }));
    const dialog = await body.findByRole('dialog', { name: 'Select a Replacement' });
    await expect(await within(dialog).findByText('No replacements found', {}, { timeout: 5000 })).toBeVisible();
    await expect(
      within(dialog).getByText('There was a problem retrieving similar items. Please try again.'),
    ).toBeVisible();
    failingDrawer.state.fails = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(dialog).getAllByRole('combobox')).toHaveLength(4));
  },
};

const refusingServer = replacementServer();

/** RPL-030: adding the replacement fails: the reason shows, is kept as cartSubmitErrorMessage, and the choice stays open. */
export const DrawerAddFails: Story = {
  render: () => (
    <DrawerPage
      setup={{
        session: demoSession,
        handlers: {
          ...refusingServer.handlers,
          addBasketItem: () => ({
            status: 409,
            error: {
              code: 'CART_QUANTITY_LIMIT_EXCEEDED',
              message: 'You can add at most 25 of Plain Bagels to your cart.',
            },
          }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const list = await body.findByRole('dialog', { name: 'Items Are Unavailable' });
    await userEvent.click(within(list).getByRole('button', { name: 'Find Similar Item for Sourdough Loaf' }));
    const dialog = await body.findByRole('dialog', { name: 'Select a Replacement' });
    await userEvent.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Select quantity of Plain Bagels' }),
      '2',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace Item' }));
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
    await expect(eligibilityStore.getState().cartSubmitErrorMessage).not.toBeNull();
    await expect(body.getByRole('dialog', { name: 'Select a Replacement' })).toBeVisible();
  },
};

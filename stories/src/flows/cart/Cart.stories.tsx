import type { Basket, BasketLine, Modality } from '@aisle/contracts';
import { CartIsland } from '@aisle/storefront/flows/cart/CartIsland.tsx';
import { basketGateCopy } from '@aisle/storefront/lib/copy/basketGate.ts';
import { cartCopy } from '@aisle/storefront/lib/copy/cart.ts';
import { basketOf as basketOfLines, lineOf } from '@aisle/storefront/testing/basketFixtures.ts';
import { chunkLightTuna, lager, sourdoughLoaf } from '@aisle/storefront/testing/deliveryFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup, flowDocs } from '../../support/FlowHarness.tsx';

/**
 * The cart (`/cart`, `/shopping/cart`; spec cart-scheduling-checkout 2 "Cart"): the basket of the active
 * shopping mode with its lines, steppers bounded by the product's maximum, removal, the substitution
 * choice, the totals, the empty state and 'Continue', and the other-cart and age-restricted banners. The
 * API is answered by `createMockFetch`, checked against the contracts' schemas.
 */
function CartPage({ setup }: { setup: FlowSetup }) {
  const banner = useBanner();
  return (
    <FlowHarness {...setup}>
      <CartIsland gateLabels={basketGateCopy(banner)} labels={cartCopy(banner)} />
    </FlowHarness>
  );
}

const basketOf = (modality: Modality, items: BasketLine[]): Basket =>
  basketOfLines(modality, items, { id: '3c9d8f61-2b47-4e0a-9f0e-6a5b4c3d2e1f', updatedAt: '2026-11-22T10:00:00.000Z' });

/** A signed-in shopper's basket: two loaves (no substitutions, a note) and tuna with a named backup. */
function twoLines(modality: Modality): Basket {
  return basketOf(modality, [
    lineOf(sourdoughLoaf, 2, { substitutionPolicy: 'NONE', instructions: 'Sliced, please' }),
    lineOf(chunkLightTuna, 3, {
      substitutionPolicy: 'CUSTOMER_CHOICE',
      substitutionItem: { gtin13: sourdoughLoaf.gtin13, name: 'Sourdough Loaf' },
    }),
  ]);
}

type Params = { params: Record<string, string>; body?: unknown };

/** A server basket kept across calls, so changes answer what a real basket would. */
function serverBasket(start: (modality: Modality) => Basket) {
  let basket: Basket | null = null;
  const current = (modality: Modality) => {
    basket ??= start(modality);
    return basket;
  };
  const answer = (modality: Modality, items: BasketLine[]) => {
    basket = basketOf(
      modality,
      items.map(({ lineTotal: _stale, ...line }) => lineOf(line.product, line.quantity, line)),
    );
    return { body: basket };
  };
  return {
    reset: () => {
      basket = null;
    },
    getBasket: fn(({ params }: Params) => ({ body: current(params.modality as Modality) })),
    changeBasketItem: fn(({ params, body }: Params) => {
      const modality = params.modality as Modality;
      const { substitutionGtin13, ...change } = body as {
        quantity?: number;
        substitutionPolicy?: BasketLine['substitutionPolicy'];
        substitutionGtin13?: string | null;
      };
      const backup = [sourdoughLoaf, chunkLightTuna, lager].find((product) => product.gtin13 === substitutionGtin13);
      const items = current(modality)
        .items.map((line) =>
          line.gtin13 === params.gtin13
            ? {
                ...line,
                ...change,
                ...(substitutionGtin13 === undefined
                  ? {}
                  : { substitutionItem: backup ? { gtin13: backup.gtin13, name: backup.name } : null }),
              }
            : line,
        )
        .filter((line) => line.quantity > 0);
      return answer(modality, items);
    }),
    /** 'Undo' adds a removed line again (quantities add up on a line still there, as the server does). */
    addBasketItem: fn(({ params, body }: Params) => {
      const modality = params.modality as Modality;
      const added = body as { gtin13: string; quantity: number; substitutionPolicy: BasketLine['substitutionPolicy'] };
      const product = [sourdoughLoaf, chunkLightTuna, lager].find((item) => item.gtin13 === added.gtin13);
      if (!product)
        return { status: 404, error: { code: 'NOT_FOUND' as const, message: 'No product has this GTIN-13.' } };
      const items = current(modality).items;
      const existing = items.find((line) => line.gtin13 === added.gtin13);
      return answer(
        modality,
        existing
          ? items.map((line) => (line === existing ? { ...line, quantity: line.quantity + added.quantity } : line))
          : [
              ...items,
              lineOf(product, added.quantity, { substitutionPolicy: added.substitutionPolicy, substitutionItem: null }),
            ],
      );
    }),
    removeBasketItem: fn(({ params }: Params) => {
      const modality = params.modality as Modality;
      return answer(
        modality,
        current(modality).items.filter((line) => line.gtin13 !== params.gtin13),
      );
    }),
    /** The backup picker's candidates (the line's department), as the catalogue answers them. */
    searchProducts: () => ({
      body: { items: [sourdoughLoaf, chunkLightTuna, lager], total: 3, limit: 24, offset: 0 },
    }),
  };
}

const meta = {
  title: 'Flows/Cart',
  parameters: { docs: flowDocs, layout: 'padded' },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart screen once it shows the basket (its loading paragraph is a different element). */
const screenOf = async (canvasElement: HTMLElement) => {
  const settled = '[data-component="CartScreen"]:not([data-state="loading"])';
  await waitFor(() => expect(canvasElement.querySelector(settled)).not.toBeNull(), { timeout: 5000 });
  return canvasElement.querySelector(settled) as HTMLElement;
};
const rowOf = (canvasElement: HTMLElement, name: string) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-part="line"]')).find((row) =>
    row.querySelector('p')?.textContent?.startsWith(name),
  ) as HTMLElement;
const quantityOf = (row: HTMLElement) => row.querySelector('[data-part="quantity"]')?.textContent;

/** Held until `release()`: the page shows 'Loading basket...' meanwhile, in the box the screen will fill. */
function heldBasket() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release: () => release(),
    handler: async ({ params }: Params) => {
      await released;
      return { body: twoLines(params.modality as Modality) };
    },
  };
}
const held = heldBasket();

export const Loading: Story = {
  render: () => <CartPage setup={{ session: demoSession, handlers: { getBasket: held.handler } }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading basket...');
    // The island's box keeps its room while loading (CLS 0).
    const island = canvasElement.querySelector('[data-component="CartIsland"]') as HTMLElement;
    await expect(island.getBoundingClientRect().height).toBeGreaterThan(300);
    held.release();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="line"]')).toHaveLength(2));
  },
};

const empty = serverBasket((modality) => basketOf(modality, []));

/** An empty cart of the active mode: the words and a way to start shopping. */
export const Empty: Story = {
  render: () => {
    empty.reset();
    return <CartPage setup={{ session: demoSession, handlers: { getBasket: empty.getBasket } }} />;
  },
  play: async ({ canvasElement }) => {
    const screen = await screenOf(canvasElement);
    await waitFor(() => expect(screen).toHaveAttribute('data-state', 'empty'));
    await expect(screen).toHaveTextContent(/Your (Pickup|Delivery|In Store) cart is empty\./);
    await expect(within(screen).getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    await expect(within(screen).queryByRole('table')).toBeNull();
  },
};

const lines = serverBasket(twoLines);

/**
 * CART-001..009: the table's columns; each row's image, description, unit label, quantity, price,
 * substitution text (not allowed, a named backup) and instructions; the totals; 'Continue'.
 */
export const Lines: Story = {
  render: () => {
    lines.reset();
    return <CartPage setup={{ session: demoSession, handlers: { ...lines } }} />;
  },
  play: async ({ canvasElement }) => {
    const screen = await screenOf(canvasElement);
    const canvas = within(screen);
    await waitFor(() => expect(screen).toHaveAttribute('data-state', 'lines'));
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Items',
      'Quantity',
      'Total Price',
    ]);
    const loaf = rowOf(canvasElement, 'Sourdough Loaf');
    await expect(loaf.querySelector('img')).toHaveAttribute('src', sourdoughLoaf.imageUrl);
    await expect(loaf.querySelector('[data-part="unit-label"]')).toHaveTextContent('24 oz');
    await expect(quantityOf(loaf)).toBe('2');
    await expect(loaf.querySelector('[data-part="line-total"]')).toHaveTextContent('$9.98');
    await expect(loaf.querySelector('[data-part="substitution-text"]')).toHaveTextContent('Substitutions not allowed');
    await expect(loaf.querySelector('[data-part="instructions"]')).toHaveTextContent('Instructions: Sliced, please');
    const tuna = rowOf(canvasElement, 'Chunk Light Tuna');
    await expect(tuna.querySelector('[data-part="substitution-text"]')).toHaveTextContent(
      'Substitute with Sourdough Loaf',
    );
    await expect(canvasElement.querySelector('[data-part="subtotal"]')).toHaveTextContent('$13.85');
    const modality = screen.getAttribute('data-modality');
    const next = canvas.queryByRole('link', { name: 'Continue' });
    if (modality === 'PICKUP' || modality === 'DELIVERY') {
      await expect(next).toHaveAttribute('href', `/scheduling?fulfillmentType=${modality.toLowerCase()}`);
    }
    // Steps up and down, and the substitution choice, each answered by the server.
    await userEvent.click(within(loaf).getByRole('button', { name: 'Increase quantity of Sourdough Loaf' }));
    await waitFor(() => expect(quantityOf(rowOf(canvasElement, 'Sourdough Loaf'))).toBe('3'));
    await waitFor(() => expect(canvasElement.querySelector('[data-part="subtotal"]')).toHaveTextContent('$18.84'));
    await userEvent.selectOptions(
      within(rowOf(canvasElement, 'Sourdough Loaf')).getByLabelText('Substitutions for Sourdough Loaf'),
      'SHOPPER_CHOICE',
    );
    await waitFor(() =>
      expect(rowOf(canvasElement, 'Sourdough Loaf').querySelector('[data-part="substitution-text"]')).toHaveTextContent(
        'Substitutions allowed',
      ),
    );
    // The row shows a change at once; its call follows (a line's changes are sent in order).
    await waitFor(() => expect(lines.changeBasketItem).toHaveBeenCalledTimes(2));
  },
};

const atMax = serverBasket((modality) => basketOf(modality, [lineOf(lager, 12)]));

/** At the product's maximum, one more is refused with its message and nothing is sent. */
export const QuantityAtMax: Story = {
  render: () => {
    atMax.reset();
    atMax.changeBasketItem.mockClear();
    return <CartPage setup={{ session: demoSession, handlers: { ...atMax } }} />;
  },
  play: async ({ canvasElement }) => {
    await screenOf(canvasElement);
    const row = await waitFor(() => rowOf(canvasElement, 'Lager'));
    await expect(row.querySelector('[data-part="max-note"]')).toHaveTextContent('You can add up to 12 of this item.');
    await userEvent.click(within(row).getByRole('button', { name: 'Increase quantity of Lager' }));
    await expect(row.querySelector('[data-part="line-error"]')).toHaveTextContent('You can add up to 12 of this item.');
    await expect(quantityOf(row)).toBe('12');
    await expect(atMax.changeBasketItem).not.toHaveBeenCalled();
  },
};

const failing = serverBasket(twoLines);

/** A change the server refuses rolls back: the line shows the server's quantity again, and why. */
export const ChangeFails: Story = {
  render: () => {
    failing.reset();
    return (
      <CartPage
        setup={{
          session: demoSession,
          handlers: {
            getBasket: failing.getBasket,
            changeBasketItem: ({ params }: Params) =>
              params.gtin13 === sourdoughLoaf.gtin13
                ? { status: 500, error: { code: 'INTERNAL_ERROR', message: 'boom' } }
                : {
                    status: 409,
                    error: { code: 'CART_QUANTITY_LIMIT_EXCEEDED', message: 'You can add at most 25 of this.' },
                  },
          },
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await screenOf(canvasElement);
    const loaf = await waitFor(() => rowOf(canvasElement, 'Sourdough Loaf'));
    await userEvent.click(within(loaf).getByRole('button', { name: 'Increase quantity of Sourdough Loaf' }));
    await waitFor(() =>
      expect(rowOf(canvasElement, 'Sourdough Loaf').querySelector('[data-part="line-error"]')).toHaveTextContent(
        "We're sorry, we are currently experiencing technical difficulties. Please try again.",
      ),
    );
    await expect(quantityOf(rowOf(canvasElement, 'Sourdough Loaf'))).toBe('2');
    // CART_QUANTITY_LIMIT_EXCEEDED from the server: the product's maximum in the cart's words.
    const tuna = rowOf(canvasElement, 'Chunk Light Tuna');
    await userEvent.click(within(tuna).getByRole('button', { name: 'Increase quantity of Chunk Light Tuna in Water' }));
    await waitFor(() =>
      expect(rowOf(canvasElement, 'Chunk Light Tuna').querySelector('[data-part="line-error"]')).toHaveTextContent(
        'You can add up to 25 of this item.',
      ),
    );
    await expect(quantityOf(rowOf(canvasElement, 'Chunk Light Tuna'))).toBe('3');
  },
};

const removing = serverBasket(twoLines);

/**
 * Removing a line: gone at once, kept gone by the server's answer. Issue 20: its notice stands in its
 * place with 'Undo', which has focus (not the page), and the screen's status says what happened.
 */
export const Remove: Story = {
  render: () => {
    removing.reset();
    return <CartPage setup={{ session: demoSession, handlers: { ...removing } }} />;
  },
  play: async ({ canvasElement }) => {
    await screenOf(canvasElement);
    const loaf = await waitFor(() => rowOf(canvasElement, 'Sourdough Loaf'));
    const removeButtons = within(loaf).getAllByRole('button', { name: 'Remove Sourdough Loaf from cart' });
    await userEvent.click(removeButtons[removeButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(rowOf(canvasElement, 'Sourdough Loaf')?.textContent ?? 'gone').toBe('gone'));
    await waitFor(() => expect(removing.removeBasketItem).toHaveBeenCalled());
    const notice = canvasElement.querySelector('[data-part="removed-line"]') as HTMLElement;
    await expect(notice).toHaveTextContent('Sourdough Loaf removed.');
    await expect(within(notice).getByRole('button', { name: 'Undo removing Sourdough Loaf' })).toHaveFocus();
    await expect(canvasElement.querySelector('[role="status"][data-part="cart-announcement"]')).toHaveTextContent(
      'Sourdough Loaf was removed from your cart.',
    );
    await expect(canvasElement.querySelector('[data-part="subtotal"]')).toHaveTextContent('$3.87');
  },
};

const undoing = serverBasket(twoLines);

/**
 * Issue 20 (WCAG 3.3.4): at quantity 1 the focused 'Decrease' becomes 'Remove'; one press too many removes
 * the line, and 'Undo' adds it again with its quantity and named backup item, focus back on its stepper.
 */
export const UndoRemoval: Story = {
  render: () => {
    undoing.reset();
    undoing.addBasketItem.mockClear();
    return <CartPage setup={{ session: demoSession, handlers: { ...undoing } }} />;
  },
  play: async ({ canvasElement }) => {
    await screenOf(canvasElement);
    const tuna = await waitFor(() => rowOf(canvasElement, 'Chunk Light Tuna'));
    const name = 'Chunk Light Tuna in Water';
    await userEvent.click(within(tuna).getByRole('button', { name: `Decrease quantity of ${name}` }));
    await userEvent.click(within(tuna).getByRole('button', { name: `Decrease quantity of ${name}` }));
    await waitFor(() => expect(quantityOf(rowOf(canvasElement, 'Chunk Light Tuna'))).toBe('1'));
    // The stepper's 'Decrease' is now 'Remove' (the row's own 'Remove' has the same name).
    const decrease = rowOf(canvasElement, 'Chunk Light Tuna').querySelector('[data-part="decrease"]') as HTMLElement;
    await expect(decrease).toHaveAccessibleName(`Remove ${name} from cart`);
    await userEvent.click(decrease);
    const undo = await within(canvasElement).findByRole('button', { name: `Undo removing ${name}` });
    await expect(undo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(quantityOf(rowOf(canvasElement, 'Chunk Light Tuna'))).toBe('1'));
    const back = rowOf(canvasElement, 'Chunk Light Tuna');
    await expect(back.querySelector('[data-part="decrease"]')).toHaveFocus();
    await waitFor(() =>
      expect(back.querySelector('[data-part="substitution-text"]')).toHaveTextContent('Substitute with Sourdough Loaf'),
    );
    await expect(canvasElement.querySelector('[role="status"][data-part="cart-announcement"]')).toHaveTextContent(
      `${name} is back in your cart.`,
    );
    await waitFor(() =>
      expect(undoing.addBasketItem).toHaveBeenCalledWith(
        expect.objectContaining({
          body: { gtin13: chunkLightTuna.gtin13, quantity: 1, substitutionPolicy: 'CUSTOMER_CHOICE' },
        }),
      ),
    );
    await expect(canvasElement.querySelector('[data-part="removed-line"]')).toBeNull();
  },
};

/** A guest's cart lives in this browser: its lines looked up by GTIN-13, its changes kept there. */
export const Guest: Story = {
  render: (_, { globals }) => (
    <CartPage
      setup={{
        storage: {
          [`aisle.${globals.banner ?? 'greenway'}.cart`]: {
            PICKUP: [{ gtin13: sourdoughLoaf.gtin13, quantity: 1 }],
            DELIVERY: [{ gtin13: sourdoughLoaf.gtin13, quantity: 1 }],
            IN_STORE: [{ gtin13: sourdoughLoaf.gtin13, quantity: 1 }],
          },
        },
        handlers: {
          searchProducts: () => ({ body: { items: [sourdoughLoaf], total: 1, limit: 50, offset: 0 } }),
        },
      }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const screen = await screenOf(canvasElement);
    await waitFor(() => expect(screen).toHaveAttribute('data-source', 'guest'));
    const row = await waitFor(() => rowOf(canvasElement, 'Sourdough Loaf'));
    await userEvent.click(within(row).getByRole('button', { name: 'Increase quantity of Sourdough Loaf' }));
    await waitFor(() => expect(quantityOf(rowOf(canvasElement, 'Sourdough Loaf'))).toBe('2'));
    const modality = screen.getAttribute('data-modality') as Modality;
    const kept = JSON.parse(localStorage.getItem(`aisle.${globals.banner ?? 'greenway'}.cart`) ?? '{}');
    await expect(kept[modality]).toEqual([
      { gtin13: sourdoughLoaf.gtin13, quantity: 2, substitutionPolicy: 'SHOPPER_CHOICE' },
    ]);
  },
};

const inStore = serverBasket(twoLines);

/**
 * An In Store cart: the shopper picks the items themselves, so no line offers a substitution or a backup
 * (issue 20: the In Store lines offered both).
 */
export const InStoreLines: Story = {
  render: () => {
    inStore.reset();
    return (
      <CartPage
        setup={{
          session: demoSession,
          handlers: {
            ...inStore,
            listModalityPreferences: () => ({
              body: {
                preferences: [
                  {
                    id: '4f3e2d1c-0b9a-4876-8543-210fedcba123',
                    modalityType: 'IN_STORE',
                    destination: { locationId: '01400376' },
                    createdDate: '2026-11-19T12:00:00.000Z',
                    source: 'SELECTOR',
                    label: 'Vine Street',
                    store: null,
                  },
                ],
              },
            }),
          },
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const screen = await screenOf(canvasElement);
    await waitFor(() => expect(screen).toHaveAttribute('data-state', 'lines'));
    await expect(screen).toHaveAttribute('data-modality', 'IN_STORE');
    const loaf = rowOf(canvasElement, 'Sourdough Loaf');
    await expect(loaf.querySelector('[data-part="unit-label"]')).toHaveTextContent('24 oz');
    await expect(canvasElement.querySelectorAll('[data-part="substitution-text"]')).toHaveLength(0);
    await expect(within(screen).queryByRole('combobox', { name: /Substitutions for/ })).toBeNull();
    await expect(within(screen).queryByText(/Substitut/)).toBeNull();
  },
};

const withOther = serverBasket(twoLines);

/** CART-011: items in another mode's cart while shopping this one. */
export const OtherCartBanner: Story = {
  render: () => {
    withOther.reset();
    return (
      <CartPage
        setup={{
          session: demoSession,
          handlers: {
            ...withOther,
            listBaskets: () => ({
              body: {
                baskets: [
                  { modality: 'PICKUP', itemCount: 4 },
                  { modality: 'DELIVERY', itemCount: 4 },
                  { modality: 'IN_STORE', itemCount: 4 },
                ],
              },
            }),
          },
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const screen = await screenOf(canvasElement);
    const notice = await waitFor(() => {
      const found = canvasElement.querySelector('[data-part="other-cart"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await expect(notice).toHaveTextContent(
      /You have items in another cart but you're currently shopping (Pickup|Delivery|In Store)\. Please change how you're shopping or add items to your (Pickup|Delivery|In Store) cart\./,
    );
    await expect(screen.getAttribute('data-modality')).not.toBeNull();
    await expect(within(notice).getByRole('link', { name: 'Change How You Shop' })).toHaveAttribute(
      'href',
      '/shopping-mode?returnTo=%2Fcart',
    );
  },
};

const restricted = serverBasket((modality) => basketOf(modality, [lineOf(lager, 1), lineOf(sourdoughLoaf, 1)]));

/** CART-010: an age-restricted item in the cart. */
export const AgeRestricted: Story = {
  render: () => {
    restricted.reset();
    return <CartPage setup={{ session: demoSession, handlers: { ...restricted } }} />;
  },
  play: async ({ canvasElement }) => {
    await screenOf(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part="age-restricted"]')).toHaveTextContent(
        'You have age restricted items in your cart.',
      ),
    );
  },
};

const compact = serverBasket(twoLines);

/** CART-002: at 375 px the rows stack; quantity and price share a row under the item. */
export const Compact375: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  render: () => {
    compact.reset();
    return (
      <div style={{ maxWidth: 375 }}>
        <CartPage setup={{ session: demoSession, handlers: { ...compact } }} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await screenOf(canvasElement);
    const row = await waitFor(() => rowOf(canvasElement, 'Sourdough Loaf'));
    await expect(within(row).getByRole('button', { name: 'Increase quantity of Sourdough Loaf' })).toBeVisible();
    await expect(row.querySelector('[data-part="line-total"]')).toHaveTextContent('$9.98');
  },
};

const naming = serverBasket(twoLines);

/** CART-008: a signed-in shopper names a backup item (another product of the line's department). */
export const BackupItem: Story = {
  render: () => {
    naming.reset();
    return (
      <CartPage
        setup={{
          session: demoSession,
          handlers: {
            ...naming,
            searchProducts: () => ({
              body: { items: [sourdoughLoaf, chunkLightTuna], total: 2, limit: 24, offset: 0 },
            }),
          },
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await screenOf(canvasElement);
    const loaf = await waitFor(() => rowOf(canvasElement, 'Sourdough Loaf'));
    await userEvent.selectOptions(within(loaf).getByLabelText('Substitutions for Sourdough Loaf'), 'CUSTOMER_CHOICE');
    const picker = await within(rowOf(canvasElement, 'Sourdough Loaf')).findByLabelText(
      'Backup item for Sourdough Loaf',
    );
    // The line's own product is not offered as its backup.
    await waitFor(() =>
      expect(Array.from((picker as HTMLSelectElement).options).map((option) => option.text)).toEqual([
        'Select a backup item',
        'Chunk Light Tuna in Water',
      ]),
    );
    await userEvent.selectOptions(picker, chunkLightTuna.gtin13);
    await waitFor(() =>
      expect(rowOf(canvasElement, 'Sourdough Loaf').querySelector('[data-part="substitution-text"]')).toHaveTextContent(
        'Substitute with Chunk Light Tuna in Water',
      ),
    );
    // The line shows the choice at once; the call follows it (changes are sent in order).
    await waitFor(() =>
      expect(naming.changeBasketItem).toHaveBeenLastCalledWith(
        expect.objectContaining({
          body: { substitutionPolicy: 'CUSTOMER_CHOICE', substitutionGtin13: chunkLightTuna.gtin13 },
        }),
      ),
    );
  },
};

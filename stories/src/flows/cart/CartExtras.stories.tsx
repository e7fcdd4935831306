import type { AddressValidation, Basket, BasketPromos, Modality, Product } from '@aisle/contracts';
import { CartIsland } from '@aisle/storefront/flows/cart/CartIsland.tsx';
import { DeliveryDestination } from '@aisle/storefront/flows/cart/DeliveryDestination.tsx';
import { basketGateCopy } from '@aisle/storefront/lib/copy/basketGate.ts';
import { cartCopy } from '@aisle/storefront/lib/copy/cart.ts';
import { resetAddressBook } from '@aisle/storefront/lib/stores/addressBook.ts';
import { basketOf, lineOf } from '@aisle/storefront/testing/basketFixtures.ts';
import {
  californiaAddress,
  chunkLightTuna,
  correctedAnswer,
  deliveryPreference,
  homeAddress,
  savedAddress,
  sourdoughLoaf,
  unverifiableAnswer,
  verifiedAnswer,
} from '@aisle/storefront/testing/deliveryFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup, flowDocs } from '../../support/FlowHarness.tsx';

/**
 * What issue 11 adds to the cart (spec cart-scheduling-checkout 2 "Cart", 4 "Address flow in the cart",
 * "Promo codes"): the promo code form with the applied promos, and for Delivery the destination with its
 * map, the Prop 65 notices of a California address and the address modal with 'Check Availability'.
 * Every answer comes from `createMockFetch`, checked against the contracts' schemas.
 */
function CartPage({ setup }: { setup: FlowSetup }) {
  const banner = useBanner();
  return (
    <FlowHarness {...setup}>
      <CartIsland gateLabels={basketGateCopy(banner)} labels={cartCopy(banner)} />
    </FlowHarness>
  );
}

const produce: Product = {
  ...sourdoughLoaf,
  gtin13: '0841147000122',
  name: 'Honeycrisp Apples',
  brand: 'Field & Furrow',
  departmentId: 'produce',
  price: 2.99,
  unitLabel: 'per lb',
  imageUrl: '/products/0841147000122.svg',
};

/** $43.08: seven loaves, four cans of tuna (a Prop 65 item) and apples; over SAVE5's $35. */
function bigBasket(modality: Modality): Basket {
  return basketOf(modality, [lineOf(sourdoughLoaf, 7), lineOf(chunkLightTuna, 4), lineOf(produce, 1)], {
    id: '3c9d8f61-2b47-4e0a-9f0e-6a5b4c3d2e1f',
    updatedAt: '2026-11-22T10:00:00.000Z',
  });
}

function promosOf(modality: Modality, codes: string[]): BasketPromos {
  const subtotal = bigBasket(modality).subtotal;
  const promos = codes.map((code) => ({
    id: `promo-${code}`,
    offerId: `OFFER-${code}`,
    code,
    description: '$5.00 off orders of $35 or more',
    discount: 5,
    couponId: null,
    appliedTo: 'ORDER',
    type: 'Promo' as const,
  }));
  const discountTotal = promos.length * 5;
  return {
    modality,
    promos,
    subtotal,
    discountTotal,
    estimatedTotal: Math.round((subtotal - discountTotal) * 100) / 100,
  };
}

type Params = { params: Record<string, string>; body?: unknown };
type PromoChange = { priceAdjustment: { promos: { action: 'Add' | 'Remove'; code: string }[] } };

/** A basket's promos kept across calls: SAVE5 applies, anything else fails (CONTRACT.md "Promo codes"). */
function promoServer(start: string[] = []) {
  let codes = [...start];
  return {
    reset: () => {
      codes = [...start];
    },
    getBasket: ({ params }: Params) => ({ body: bigBasket(params.modality as Modality) }),
    getBasketPromos: ({ params }: Params) => ({ body: promosOf(params.modality as Modality, codes) }),
    updateBasketPromos: fn(({ params, body }: Params) => {
      const [change] = (body as PromoChange).priceAdjustment.promos;
      if (change?.action === 'Remove') {
        codes = codes.filter((code) => code !== change.code);
      } else if (change?.code === 'SAVE5') {
        codes = [...new Set([...codes, 'SAVE5'])];
      } else {
        return { status: 422, error: { code: 'PROMO_CODE_INVALID' as const, message: 'No promotion has this code.' } };
      }
      return { body: promosOf(params.modality as Modality, codes) };
    }),
  };
}

/** Until `release()`: a promo change on its way. */
function held() {
  let release: () => void = () => {};
  let released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release: () => release(),
    rearm: () => {
      released = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    wait: () => released,
  };
}

const meta = {
  title: 'Flows/Cart/Promos and delivery address',
  parameters: { docs: flowDocs, layout: 'padded' },
  // The cart's stores are reset by the flow harness (prepareFlow); the address book is this file's own.
  beforeEach: () => {
    resetAddressBook();
  },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => canvasElement.ownerDocument.body;
const promoFormOf = async (canvasElement: HTMLElement) => {
  const form = await waitFor(
    () => {
      const found = canvasElement.querySelector('[data-component="PromoForm"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    },
    { timeout: 5000 },
  );
  return form;
};

const applying = promoServer();

/**
 * PRO-001, PRO-002, PRO-005..009: the form in the cart's summary; an empty code is refused before any
 * call; an unknown code fails with the spec's message and stays typed; SAVE5 applies, with the 'Success'
 * toast, the applied list and the new total.
 */
export const PromoFailsThenApplies: Story = {
  render: () => {
    applying.reset();
    applying.updateBasketPromos.mockClear();
    return <CartPage setup={{ session: demoSession, handlers: applying }} />;
  },
  play: async ({ canvasElement }) => {
    const form = within(await promoFormOf(canvasElement));
    const field = form.getByLabelText('Promo Code');
    await expect(field).toHaveAttribute('maxlength', '128');
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));
    await expect(await form.findByText('You must enter a promo code')).toBeVisible();
    await expect(applying.updateBasketPromos).not.toHaveBeenCalled();
    // Issue 20 (WCAG 4.1.3): focus stays on 'Apply', so the error is an alert, and it describes the field.
    const required = form.getByRole('alert');
    await expect(required).toHaveTextContent('You must enter a promo code');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('You must enter a promo code');

    await userEvent.type(field, 'FREEBIE');
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));
    await expect(
      await form.findByText(
        "Something went wrong and we weren't able to apply your promo code. Please try entering the code in again.",
      ),
    ).toBeVisible();
    await expect(field).toHaveValue('FREEBIE');
    // The same refusal twice: a new alert each time, so it is announced again.
    const refused = form.getByRole('alert');
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(refused.isConnected).toBe(false));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      "Something went wrong and we weren't able to apply your promo code. Please try entering the code in again.",
    );

    await userEvent.clear(field);
    await userEvent.type(field, 'save5');
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));
    const toast = await within(bodyOf(canvasElement)).findByText('SAVE5 successfully added to order!');
    await expect(toast.closest('[data-component="Toast"]')).toHaveTextContent('Success');
    const applied = await waitFor(() => {
      const found = canvasElement.querySelector('[data-part="applied-promo"][data-code="SAVE5"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await expect(applied).toHaveTextContent('SAVE5 -$5.00');
    await expect(canvasElement.querySelector('[data-part="estimated-total"]')).toHaveTextContent('$38.08');
    await expect(field).toHaveValue('');
  },
};

const applyHold = held();
const slowApply = promoServer();

/** PRO-003: 'Applying promo...' while the code is on its way. */
export const PromoApplying: Story = {
  render: () => {
    slowApply.reset();
    applyHold.rearm();
    const handlers = {
      ...slowApply,
      updateBasketPromos: async (request: Params) => {
        await applyHold.wait();
        return slowApply.updateBasketPromos(request);
      },
    };
    return <CartPage setup={{ session: demoSession, handlers }} />;
  },
  play: async ({ canvasElement }) => {
    const form = within(await promoFormOf(canvasElement));
    await userEvent.type(form.getByLabelText('Promo Code'), 'SAVE5');
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part="promo-status"]')).toHaveTextContent('Applying promo...'),
    );
    applyHold.release();
    await waitFor(() => expect(canvasElement.querySelector('[data-part="applied-promo"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-part="promo-status"]')).toHaveTextContent('');
  },
};

const removeHold = held();
const removing = promoServer(['SAVE5']);

/** PRO-002, PRO-004: an applied promo is listed; 'Removing promo...' while it is removed. */
export const PromoRemoving: Story = {
  render: () => {
    removing.reset();
    removeHold.rearm();
    const handlers = {
      ...removing,
      updateBasketPromos: async (request: Params) => {
        await removeHold.wait();
        return removing.updateBasketPromos(request);
      },
    };
    return <CartPage setup={{ session: demoSession, handlers }} />;
  },
  play: async ({ canvasElement }) => {
    const form = within(await promoFormOf(canvasElement));
    const remove = await form.findByRole('button', { name: 'Remove promo SAVE5' });
    await expect(form.getByRole('heading', { name: 'Applied Promos' })).toBeVisible();
    await userEvent.click(remove);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part="promo-status"]')).toHaveTextContent('Removing promo...'),
    );
    removeHold.release();
    await waitFor(() => expect(canvasElement.querySelector('[data-part="applied-promo"]')).toBeNull());
  },
};

/* The Delivery destination: the shopper shops Delivery on greenway, with an active address. */

const deliveryStorage = { 'aisle.greenway.shoppingMode': 'DELIVERY' };

type AddressServer = ReturnType<typeof addressServer>;

/** Holds the basket's next read (the one after a new destination) while `isHeld`. */
const basketHold = { isHeld: false, gate: held() };

/** The shopper's address book, validation and Delivery preference, kept across calls. */
function addressServer(start: { addresses: (typeof homeAddress)[]; active: typeof homeAddress | null }) {
  let book = [...start.addresses];
  let active = start.active;
  let validation: () =>
    | { body: AddressValidation }
    | { status: number; error: { code: 'INTERNAL_ERROR'; message: string } } = () => ({
    body: verifiedAnswer(savedAddress(['500 Vine St'])),
  });
  const handlers = {
    getBasket: fn(async ({ params }: Params) => {
      if (basketHold.isHeld) await basketHold.gate.wait();
      return { body: bigBasket(params.modality as Modality) };
    }),
    getBasketPromos: ({ params }: Params) => ({ body: promosOf(params.modality as Modality, []) }),
    listAddresses: () => ({ body: { addresses: book } }),
    listModalityPreferences: () => ({ body: { preferences: active ? [deliveryPreference(active)] : [] } }),
    validateAddress: fn(() => validation()),
    addAddress: fn(() => {
      const saved = savedAddress(['500 Vine St']);
      book = [saved, ...book];
      return { body: saved };
    }),
    updateAddress: fn(({ params }: Params) => {
      const saved = { ...savedAddress(['123 Main St']), id: params.addressId as string };
      book = [saved, ...book.filter((entry) => entry.id !== saved.id)];
      return { body: saved };
    }),
    createModalityPreference: fn(({ body }: Params) => {
      const id = (body as { destination: { address: { id: string } } }).destination.address.id;
      active = book.find((entry) => entry.id === id) ?? null;
      if (!active) return { status: 404, error: { code: 'ADDRESS_NOT_FOUND' as const, message: 'No address' } };
      return { body: { ...deliveryPreference(active, '2026-11-22T12:00:00.000Z'), source: 'CART' as const } };
    }),
  };
  return {
    handlers,
    answerWith: (next: typeof validation) => {
      validation = next;
    },
    reset: () => {
      book = [...start.addresses];
      active = start.active;
      validation = () => ({ body: verifiedAnswer(savedAddress(['500 Vine St'])) });
      for (const handler of Object.values(handlers)) if ('mockClear' in handler) handler.mockClear();
    },
  };
}

function deliveryStory(server: AddressServer) {
  return () => {
    server.reset();
    return <CartPage setup={{ session: demoSession, storage: deliveryStorage, handlers: server.handlers }} />;
  };
}

const destinationOf = async (canvasElement: HTMLElement, state: string) =>
  waitFor(
    () => {
      const found = canvasElement.querySelector(`[data-component="DeliveryDestination"][data-state="${state}"]`);
      expect(found).not.toBeNull();
      return found as HTMLElement;
    },
    { timeout: 10_000 },
  );

const california = addressServer({ addresses: [californiaAddress, homeAddress], active: californiaAddress });

/**
 * A California delivery address (CONTRACT.md: Prop 65 applies): the address, its map's placeholder (the
 * sandbox has no map tile service, CART-028) and a Prop 65 notice naming the cart's Prop 65 item.
 */
export const DeliveryToCalifornia: Story = {
  globals: { banner: 'greenway' },
  tags: ['fixed-banner'],
  render: deliveryStory(california),
  play: async ({ canvasElement }) => {
    const section = await destinationOf(canvasElement, 'address');
    await expect(section).toHaveTextContent('1250 W Sunset Blvd');
    const map = within(section).getByRole('img', { name: 'Map of 1250 W Sunset Blvd, Los Angeles, CA 90026' });
    await expect(map).toHaveAttribute('data-state', 'placeholder');
    const notice = await waitFor(() => {
      const found = section.querySelector('[data-part="prop65"] [data-component="Prop65Notice"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await expect(notice).toHaveTextContent('WARNING:');
    await expect(notice).toHaveTextContent('bisphenol A (BPA)');
    await expect(notice).toHaveTextContent('Applies to: Chunk Light Tuna');
    await expect(notice).not.toHaveTextContent('Sourdough Loaf');
  },
};

const ohio = addressServer({ addresses: [homeAddress], active: homeAddress });

/** Outside California the same cart shows no Prop 65 notice. */
export const DeliveryToOhio: Story = {
  globals: { banner: 'greenway' },
  tags: ['fixed-banner'],
  render: deliveryStory(ohio),
  play: async ({ canvasElement }) => {
    const section = await destinationOf(canvasElement, 'address');
    await expect(section).toHaveTextContent('1014 Vine St');
    await expect(section.querySelector('[data-component="Prop65Notice"]')).toBeNull();
  },
};

const adding = addressServer({ addresses: [], active: null });

/**
 * CART-012, CART-014, CART-016..018: 'Add Delivery Address' opens the modal; the address is validated for
 * Delivery, verified as typed so saved without 'Check Availability', made the Delivery destination from
 * the cart, and the basket is read again for it.
 */
export const AddDeliveryAddress: Story = {
  globals: { banner: 'greenway' },
  tags: ['fixed-banner'],
  render: deliveryStory(adding),
  play: async ({ canvasElement }) => {
    const section = await destinationOf(canvasElement, 'none');
    await userEvent.click(within(section).getByRole('button', { name: 'Add Delivery Address' }));
    const dialog = await within(bodyOf(canvasElement)).findByRole('dialog', { name: 'Add Delivery Address' });
    const modal = within(dialog);
    await userEvent.click(modal.getByRole('button', { name: 'Save Address' }));
    await expect(await modal.findByText('Address is a required field.')).toBeVisible();
    await expect(adding.handlers.validateAddress).not.toHaveBeenCalled();
    await userEvent.type(modal.getByLabelText('Address'), '500 Vine St');
    await userEvent.type(modal.getByLabelText('City'), 'Cincinnati');
    await userEvent.selectOptions(modal.getByLabelText('State'), 'OH');
    await userEvent.type(modal.getByLabelText('ZIP Code'), '45202');
    const basketReads = adding.handlers.getBasket.mock.calls.length;
    basketHold.gate.rearm();
    basketHold.isHeld = true;
    await userEvent.click(modal.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // CART-017: the basket is changing modality until it is read again for the new destination.
    const changing = await destinationOf(canvasElement, 'changing');
    await expect(changing.querySelector('[data-part="destination-status"]')).toHaveTextContent(
      'Checking your cart for this address...',
    );
    basketHold.isHeld = false;
    basketHold.gate.release();
    await expect(adding.handlers.validateAddress).toHaveBeenCalledWith(
      expect.objectContaining({ body: expect.objectContaining({ modalityType: 'DELIVERY' }) }),
    );
    await expect(adding.handlers.addAddress).toHaveBeenCalledTimes(1);
    await expect(adding.handlers.createModalityPreference).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({ modalityType: 'DELIVERY', source: 'CART' }),
      }),
    );
    const saved = await destinationOf(canvasElement, 'address');
    await expect(saved).toHaveTextContent('500 Vine St');
    await waitFor(() => expect(adding.handlers.getBasket.mock.calls.length).toBeGreaterThan(basketReads));
    await waitFor(() =>
      expect(saved.querySelector('[data-part="destination-status"]')).toHaveTextContent(
        'Your delivery address was saved.',
      ),
    );
  },
};

const editing = addressServer({ addresses: [homeAddress], active: homeAddress });

/**
 * CART-013, CART-015: 'Edit' opens 'Edit Delivery Address' with the address filled in; the service
 * corrects it, so 'Check Availability' shows the suggestion, what was typed and the cart's items before
 * anything is saved.
 */
export const EditCheckAvailability: Story = {
  globals: { banner: 'greenway' },
  tags: ['fixed-banner'],
  render: deliveryStory(editing),
  play: async ({ canvasElement }) => {
    editing.answerWith(() => ({ body: correctedAnswer }));
    const section = await destinationOf(canvasElement, 'address');
    await userEvent.click(within(section).getByRole('button', { name: /^Edit delivery address 1014 Vine St/ }));
    const dialog = await within(bodyOf(canvasElement)).findByRole('dialog', { name: 'Edit Delivery Address' });
    const street = within(dialog).getByLabelText('Address');
    await expect(street).toHaveValue('1014 Vine St');
    await userEvent.clear(street);
    await userEvent.type(street, '123 main street');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    const check = await within(bodyOf(canvasElement)).findByRole('dialog', { name: 'Check Availability' });
    await expect(editing.handlers.updateAddress).not.toHaveBeenCalled();
    await expect(check).toHaveTextContent('123 Main St');
    await expect(check).toHaveTextContent('123 main street');
    await expect(within(check).getByRole('list', { name: 'Items in your order' }).querySelectorAll('img')).toHaveLength(
      3,
    );
    await userEvent.click(within(check).getByRole('button', { name: 'Use This Address' }));
    await waitFor(() => expect(check).not.toBeInTheDocument());
    await expect(editing.handlers.updateAddress).toHaveBeenCalledWith(
      expect.objectContaining({ body: expect.objectContaining({ addressLine1: '123 Main St' }) }),
    );
    await expect(await destinationOf(canvasElement, 'address')).toHaveTextContent('123 Main St');
  },
};

const refusing = addressServer({ addresses: [homeAddress], active: homeAddress });

/**
 * CART-020..022: an address the service cannot verify, one Delivery does not reach, and a failed check,
 * each with the spec's message and what was typed kept.
 */
export const AddressErrors: Story = {
  globals: { banner: 'greenway' },
  tags: ['fixed-banner'],
  render: deliveryStory(refusing),
  play: async ({ canvasElement }) => {
    const section = await destinationOf(canvasElement, 'address');
    await userEvent.click(within(section).getByRole('button', { name: /^Edit delivery address/ }));
    const dialog = await within(bodyOf(canvasElement)).findByRole('dialog', { name: 'Edit Delivery Address' });
    const modal = within(dialog);
    const save = modal.getByRole('button', { name: 'Save Address' });

    refusing.answerWith(() => ({ body: unverifiableAnswer }));
    await userEvent.click(save);
    await expect(
      await modal.findByText('The address you entered is not valid. Please review the information entered.'),
    ).toBeVisible();

    refusing.answerWith(() => ({ body: verifiedAnswer(homeAddress, false) }));
    await userEvent.click(save);
    await expect(await modal.findByText('The address you entered is not eligible for Delivery.')).toBeVisible();

    refusing.answerWith(() => ({ status: 500, error: { code: 'INTERNAL_ERROR', message: 'down' } }));
    await userEvent.click(save);
    await expect(
      await modal.findByText(
        "We're sorry, but something went wrong when trying to validate your address. Please try again...",
      ),
    ).toBeVisible();
    await expect(modal.getByLabelText('Address')).toHaveValue('1014 Vine St');
    await expect(refusing.handlers.updateAddress).not.toHaveBeenCalled();
  },
};

/**
 * A stand-in tile service, as a deployment configures one (AISLE_MAP_TILES, in the page config): one plain SVG
 * tile of the stories' own, so the story needs no network.
 */
const standInTiles = '/map-tile.svg?tile={z}-{x}-{y}';

const placed = addressServer({ addresses: [homeAddress], active: homeAddress });
const unplaced = addressServer({
  addresses: [{ ...homeAddress, location: null }],
  active: { ...homeAddress, location: null },
});

function DestinationWithTiles({ server }: { server: AddressServer }) {
  const banner = useBanner();
  server.reset();
  return (
    <FlowHarness session={demoSession} storage={deliveryStorage} handlers={server.handlers} mapTiles={standInTiles}>
      <DeliveryDestination basket={bigBasket('DELIVERY')} labels={cartCopy(banner)} />
    </FlowHarness>
  );
}

/** With a tile service, the destination's map draws the address's place and its pin (CART-023..027). */
export const MapOfTheAddress: Story = {
  globals: { banner: 'greenway' },
  tags: ['fixed-banner'],
  render: () => <DestinationWithTiles server={placed} />,
  play: async ({ canvasElement }) => {
    const map = await within(canvasElement).findByRole('img', { name: /^Map of 1014 Vine St/ });
    await waitFor(() => expect(map).toHaveAttribute('data-state', 'ready'));
    await expect(map.querySelector('[data-part="pin"]')).not.toBeNull();
    // The tiles of the configured service, at zoom 14 (CART-023).
    await expect(map.querySelector('[data-part="tiles"] img')?.getAttribute('src')).toMatch(
      /^\/map-tile\.svg\?tile=14-\d+-\d+$/,
    );
  },
};

/** CART-029: an address the geocoder found no place for keeps the placeholder drawing, even with tiles. */
export const MapWithoutAPlace: Story = {
  globals: { banner: 'greenway' },
  tags: ['fixed-banner'],
  render: () => <DestinationWithTiles server={unplaced} />,
  play: async ({ canvasElement }) => {
    const map = await within(canvasElement).findByRole('img', { name: /^Map of 1014 Vine St/ });
    // Past the pin's 200 ms delay: still the placeholder.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(map).toHaveAttribute('data-state', 'placeholder');
    await expect(map.querySelector('[data-part="placeholder"] svg')).not.toBeNull();
    await expect(map.querySelectorAll('img')).toHaveLength(0);
  },
};

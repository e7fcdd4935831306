import type { Basket, Modality, Product, SubstitutionPolicy } from '@aisle/contracts';
import { modalities } from '@aisle/contracts/constants';
import { createStore } from 'zustand/vanilla';
import { api } from '../api/index.ts';
import { pageConfig } from '../pageConfig.ts';
import { randomUuid } from '../randomUuid.ts';
import { loadSession } from './session.ts';
import { loadShoppingMode, shoppingModeStore } from './shoppingMode.ts';
import { readStored, storageKey, writeStored } from './storage.ts';

/** A guest's cart line: kept in this browser until they sign in (with its substitution choice, issue 11). */
export type GuestLine = { gtin13: string; quantity: number; substitutionPolicy?: SubstitutionPolicy };
export type GuestCart = Partial<Record<Modality, GuestLine[]>>;

export type CartState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Items (sum of quantities) per shopping mode: the header's cart count. */
  counts: Record<Modality, number>;
  /** Where the cart lives: this browser (guest) or the shopper's baskets on the server. */
  source: 'guest' | 'server' | null;
  /**
   * How many of each product a mode's cart holds, by GTIN-13 (the product cards' steppers, issue 22); a mode
   * is here once read (loadCartQuantities) or changed on this page.
   */
  quantities: Partial<Record<Modality, Record<string, number>>>;
  /** The product this page last added (a card's or a product page's 'Add to cart'): the header keeps the cart in reach. */
  lastAdded: { gtin13: string; name: string; modality: Modality } | null;
};

const noItems: Record<Modality, number> = { PICKUP: 0, DELIVERY: 0, IN_STORE: 0 };

/** The shopper's carts on this page; shared by the header and the product islands. */
export const cartStore = createStore<CartState>(() => ({
  status: 'idle',
  counts: { ...noItems },
  source: null,
  quantities: {},
  lastAdded: null,
}));

function quantitiesOf(lines: ReadonlyArray<{ gtin13: string; quantity: number }>): Record<string, number> {
  return Object.fromEntries(lines.filter((line) => line.quantity > 0).map((line) => [line.gtin13, line.quantity]));
}

/** A mode's basket as the server answered it: its count and its quantities follow. */
function showBasket(modality: Modality, basket: Pick<Basket, 'itemCount' | 'items'>): void {
  cartStore.setState((state) => ({
    status: 'ready',
    source: 'server',
    counts: { ...state.counts, [modality]: basket.itemCount },
    quantities: { ...state.quantities, [modality]: quantitiesOf(basket.items) },
  }));
}

/** A guest's cart as this browser keeps it now: every mode's count and quantities follow. */
function showGuestCart(cart: GuestCart): void {
  const quantities: CartState['quantities'] = {};
  for (const modality of modalities) quantities[modality] = quantitiesOf(cart[modality] ?? []);
  cartStore.setState({ status: 'ready', source: 'guest', counts: countsOf(cart), quantities });
}

function isGuestCart(value: unknown): value is GuestCart {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).every(
    ([modality, lines]) =>
      (modalities as readonly string[]).includes(modality) &&
      Array.isArray(lines) &&
      lines.every(
        (line: unknown) =>
          typeof line === 'object' &&
          line !== null &&
          typeof (line as GuestLine).gtin13 === 'string' &&
          Number.isInteger((line as GuestLine).quantity),
      ),
  );
}

const guestKey = () => storageKey(pageConfig().bannerId, 'cart');

export function readGuestCart(): GuestCart {
  return readStored(guestKey(), isGuestCart) ?? {};
}

/** Keeps a guest's cart in this browser (the cart screen's changes, issue 11). */
export function writeGuestCart(cart: GuestCart): void {
  writeStored(guestKey(), cart);
}

function countsOf(cart: GuestCart): Record<Modality, number> {
  const counts = { ...noItems };
  for (const modality of modalities) {
    counts[modality] = (cart[modality] ?? []).reduce((sum, line) => sum + line.quantity, 0);
  }
  return counts;
}

let pending: Promise<CartState> | undefined;

/** Reads the counts once per page: the server's baskets when signed in, this browser's cart otherwise. */
export function loadCart(force = false): Promise<CartState> {
  const current = cartStore.getState();
  if (!force && current.status === 'ready') return Promise.resolve(current);
  if (pending) return pending;
  cartStore.setState({ status: 'loading' });
  pending = (async () => {
    try {
      const session = await loadSession();
      if (session.status !== 'signedIn') {
        showGuestCart(readGuestCart());
      } else {
        const summary = await api().call('listBaskets');
        const counts = { ...noItems };
        for (const basket of summary.baskets) counts[basket.modality] = basket.itemCount;
        cartStore.setState({ status: 'ready', source: 'server', counts });
      }
    } catch (error) {
      cartStore.setState({ status: 'error' });
      throw error;
    } finally {
      pending = undefined;
    }
    return cartStore.getState();
  })();
  return pending;
}

/** Adds a product to the cart of a shopping mode; the header's count follows, and keeps the cart in reach. */
export async function addToCart(product: Product, modality: Modality, quantity = 1): Promise<void> {
  await addLine(product, modality, quantity);
  cartStore.setState({ lastAdded: { gtin13: product.gtin13, name: product.name, modality } });
}

async function addLine(product: Product, modality: Modality, quantity: number): Promise<void> {
  cartChanges += 1;
  const session = await loadSession();
  if (session.status === 'signedIn') {
    // One key per tap: the client's retries after a network error or a 5xx then add once.
    const basket: Basket = await api().call(
      'addBasketItem',
      { params: { modality }, body: { gtin13: product.gtin13, quantity } },
      { idempotencyKey: randomUuid() },
    );
    showBasket(modality, basket);
    return;
  }
  const cart = readGuestCart();
  const lines = cart[modality] ?? [];
  const existing = lines.find((line) => line.gtin13 === product.gtin13);
  if (existing) existing.quantity = Math.min(existing.quantity + quantity, product.maxQuantity);
  else lines.push({ gtin13: product.gtin13, quantity: Math.min(quantity, product.maxQuantity) });
  const next = { ...cart, [modality]: lines };
  writeStored(guestKey(), next);
  showGuestCart(next);
}

const quantitiesPending = new Map<Modality, Promise<void>>();
/**
 * Counts the changes this page made to the cart (and resets): a read of the quantities that was on its way
 * meanwhile answers an older cart, and is dropped (a tap before the basket's first read, say).
 */
let cartChanges = 0;

/** Forgets the page's cart (Storybook's one page between stories; tests). */
export function resetCart(): void {
  cartChanges += 1;
  pending = undefined;
  quantitiesPending.clear();
  cartStore.setState(cartStore.getInitialState(), true);
}

/**
 * Reads how many of each product a mode's cart holds, once per page and mode (the product cards show a
 * stepper for a product in the cart): the server's basket when signed in, this browser's cart otherwise.
 */
export function loadCartQuantities(modality: Modality): Promise<void> {
  if (cartStore.getState().quantities[modality]) return Promise.resolve();
  const pending =
    quantitiesPending.get(modality) ??
    (async () => {
      const seen = cartChanges;
      try {
        const session = await loadSession();
        if (session.status !== 'signedIn') showGuestCart(readGuestCart());
        else {
          const basket = await api().call('getBasket', { params: { modality } });
          if (cartChanges === seen) showBasket(modality, basket);
        }
      } finally {
        quantitiesPending.delete(modality);
      }
    })();
  quantitiesPending.set(modality, pending);
  return pending;
}

/**
 * A product card's stepper (issue 22): sets how many of a product a mode's cart holds; 0 takes it out. The
 * header's count and the card follow the answer.
 */
export async function setCartQuantity(product: Product, modality: Modality, quantity: number): Promise<void> {
  cartChanges += 1;
  const bounded = Math.max(0, Math.min(quantity, product.maxQuantity));
  const session = await loadSession();
  if (session.status === 'signedIn') {
    const params = { modality, gtin13: product.gtin13 };
    const basket =
      bounded === 0
        ? await api().call('removeBasketItem', { params })
        : await api().call('changeBasketItem', { params, body: { quantity: bounded } });
    showBasket(modality, basket);
    return;
  }
  const cart = readGuestCart();
  const current = cart[modality] ?? [];
  const isThere = current.some((line) => line.gtin13 === product.gtin13);
  const lines =
    bounded === 0
      ? current.filter((line) => line.gtin13 !== product.gtin13)
      : isThere
        ? current.map((line) => (line.gtin13 === product.gtin13 ? { ...line, quantity: bounded } : line))
        : [...current, { gtin13: product.gtin13, quantity: bounded }];
  const next = { ...cart, [modality]: lines };
  writeStored(guestKey(), next);
  showGuestCart(next);
}

/**
 * 'Add to cart' of a product card or page: into the cart of the shopper's current mode once that is known. A
 * signed-in shopper's mode comes from the server; until it answers, the page's first guess came from this
 * browser and may name another cart, so a tap made before then waits for it. Answers the mode the product
 * went to, or null for a shopper without one (they choose how to shop first).
 */
export async function addToShoppingModeCart(product: Product, quantity = 1): Promise<Modality | null> {
  const { modality } = await loadShoppingMode().catch(() => shoppingModeStore.getState());
  if (!modality) return null;
  await addToCart(product, modality, quantity);
  return modality;
}

/**
 * After sign-in: moves this browser's cart into the shopper's baskets, line by line. A line the
 * server refuses (unavailable, over the limit) is dropped rather than blocking the sign-in.
 */
export async function mergeGuestCart(): Promise<void> {
  const cart = readGuestCart();
  for (const modality of modalities) {
    for (const line of cart[modality] ?? []) {
      await api()
        .call(
          'addBasketItem',
          {
            params: { modality },
            body: {
              gtin13: line.gtin13,
              quantity: line.quantity,
              ...(line.substitutionPolicy ? { substitutionPolicy: line.substitutionPolicy } : {}),
            },
          },
          { idempotencyKey: randomUuid() },
        )
        .catch(() => undefined);
    }
  }
  writeStored(guestKey(), undefined);
}

import type { Basket } from '@aisle/contracts';
import type { CartLabels } from '../../lib/copy/cart.ts';
import { cartExtras } from './cartExtrasLoad.ts';

export type CartExtrasProps = {
  part: 'destination' | 'promo';
  basket: Basket | null;
  labels: CartLabels;
  /** Promo codes and saved addresses belong to a signed-in shopper's basket and address book. */
  isSignedIn: boolean;
};

/**
 * The parts of the cart issue 11 adds around the lines (kept apart from CartScreen.tsx, which other work
 * changes too): the Delivery destination with its map, modal and Prop 65 notices above the lines, and the
 * promo code form in the summary.
 */
export function CartExtras({ part, basket, labels, isSignedIn }: CartExtrasProps) {
  // Loaded with the cart that needs them (cartExtrasLoad.ts); the cart waits for them before it shows.
  const parts = cartExtras();
  if (!isSignedIn || !basket || !parts) return null;
  const { DeliveryDestination, PromoForm } = parts;
  if (part === 'destination') {
    return basket.modality === 'DELIVERY' ? <DeliveryDestination basket={basket} labels={labels} /> : null;
  }
  return basket.items.length > 0 ? <PromoForm basket={basket} labels={labels} /> : null;
}

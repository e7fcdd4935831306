import { formatCopy } from '@aisle/banner-themes/copy';
import type { Modality, Product } from '@aisle/contracts';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { isApiError, isConnectionError } from '../../lib/api/index.ts';
import type { CatalogueLabels } from '../../lib/copy/catalogue.ts';
import { addToShoppingModeCart, cartStore, loadCartQuantities, setCartQuantity } from '../../lib/stores/cart.ts';
import { shoppingModeStore } from '../../lib/stores/shoppingMode.ts';

export type AddFeedback = { tone: 'added' | 'failed'; text: string } | null;

type AddLabels = Pick<CatalogueLabels, 'added' | 'removed' | 'addFailed' | 'chooseModeFirst' | 'modalities'>;

/**
 * 'Add to cart' of a product card and of a product page: adds `quantity` to the cart of the current shopping
 * mode and says what happened (the header's count follows). A shopper without a mode is asked to choose one.
 */
export function useAddToCart(product: Product, labels: AddLabels) {
  const [isAdding, setAdding] = useState(false);
  const [feedback, setFeedback] = useState<AddFeedback>(null);
  /** One change of the cart: busy meanwhile, then what `task` says happened, or why it failed. */
  async function run(task: () => Promise<AddFeedback>) {
    setAdding(true);
    setFeedback(null);
    try {
      setFeedback(await task());
    } catch (error) {
      // A session that ended is the sign-in page's to explain (the API layer goes there).
      if (isApiError(error) && error.kind === 'session') return;
      const text = isConnectionError(error)
        ? error.userMessage
        : formatCopy(labels.addFailed, { product: product.name });
      setFeedback({ tone: 'failed', text });
    } finally {
      setAdding(false);
    }
  }

  const said = (template: string, mode: Modality): AddFeedback => ({
    tone: 'added',
    text: formatCopy(template, { product: product.name, modality: labels.modalities[mode] }),
  });

  const add = (quantity = 1) =>
    run(async () => {
      const added = await addToShoppingModeCart(product, quantity);
      return added ? said(labels.added, added) : { tone: 'failed', text: labels.chooseModeFirst };
    });

  /** A product card's stepper (issue 22): the cart of the current mode holds `quantity` (0 takes it out). */
  const change = (quantity: number) =>
    run(async () => {
      const { modality } = shoppingModeStore.getState();
      if (!modality) return null;
      await setCartQuantity(product, modality, quantity);
      // The stepper's value is announced as it changes; taking the product out is said in words.
      return quantity === 0 ? said(labels.removed, modality) : null;
    });

  return { add, change, isAdding, feedback };
}

/**
 * How many of `product` the current mode's cart holds (0 until read): a product card shows its stepper from
 * 1. Reads the mode's cart once per page; the product page's buying box, which has no stepper of the cart,
 * does not ask.
 */
export function useCartQuantity(product: Product): number {
  const modality = useStore(shoppingModeStore, (state) => state.modality);
  useEffect(() => {
    if (modality) loadCartQuantities(modality).catch(() => undefined);
  }, [modality]);
  return useStore(cartStore, (state) => (modality ? (state.quantities[modality]?.[product.gtin13] ?? 0) : 0));
}

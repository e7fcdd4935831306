import { formatCopy } from '@aisle/banner-themes/copy';
import type { Product } from '@aisle/contracts';
import { useState } from 'react';
import { isApiError, isConnectionError } from '../../lib/api/index.ts';
import type { CatalogueLabels } from '../../lib/copy/catalogue.ts';
import { addToShoppingModeCart } from '../../lib/stores/cart.ts';

export type AddFeedback = { tone: 'added' | 'failed'; text: string } | null;

type AddLabels = Pick<CatalogueLabels, 'added' | 'addFailed' | 'chooseModeFirst' | 'modalities'>;

/**
 * 'Add to cart' of a product card and of a product page: adds `quantity` to the cart of the current shopping
 * mode and says what happened (the header's count follows). A shopper without a mode is asked to choose one.
 */
export function useAddToCart(product: Product, labels: AddLabels) {
  const [isAdding, setAdding] = useState(false);
  const [feedback, setFeedback] = useState<AddFeedback>(null);

  async function add(quantity = 1) {
    setAdding(true);
    setFeedback(null);
    try {
      const modality = await addToShoppingModeCart(product, quantity);
      if (!modality) {
        setFeedback({ tone: 'failed', text: labels.chooseModeFirst });
        return;
      }
      setFeedback({
        tone: 'added',
        text: formatCopy(labels.added, { product: product.name, modality: labels.modalities[modality] }),
      });
    } catch (error) {
      if (isApiError(error) && error.kind === 'session') return;
      const text = isConnectionError(error)
        ? error.userMessage
        : formatCopy(labels.addFailed, { product: product.name });
      setFeedback({ tone: 'failed', text });
    } finally {
      setAdding(false);
    }
  }

  return { add, isAdding, feedback };
}

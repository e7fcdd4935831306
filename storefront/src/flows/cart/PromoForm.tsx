import type { Basket } from '@aisle/contracts';
import { ToastRegion } from '@aisle/design-system/components/Toast';
import { formatMoney } from '@aisle/design-system/format';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { CartLabels } from '../../lib/copy/cart.ts';
import { PromoCodeForm } from '../../lib/promo/PromoCodeForm.tsx';
import * as styles from './cartExtras.css.ts';
import { applyPromo, loadPromos, promoStore, removePromo } from './promoStore.ts';

/**
 * The cart's promo code form (PRO-001..009) on the basket's promos. A signed-in shopper's basket keeps the
 * codes (they are rows of it), so the form shows for them only.
 */
export function PromoForm({ basket, labels }: { basket: Basket; labels: CartLabels }) {
  const state = useStore(promoStore);
  const promo = labels.promo;
  // Read again whenever the basket changes: a promo's discount follows the lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the subtotal and count say the lines changed
  useEffect(() => {
    void loadPromos(basket.modality);
  }, [basket.modality, basket.subtotal, basket.itemCount]);

  return (
    <>
      <PromoCodeForm
        applied={state.promos?.promos ?? []}
        pending={state.pending}
        status={state.status}
        labels={labels}
        onApply={applyPromo}
        onRemove={removePromo}
      />
      {state.promos && state.promos.discountTotal > 0 ? (
        <>
          <p className={styles.row} data-part="promo-savings">
            <span>{promo.savings}</span>
            <span>-{formatMoney(state.promos.discountTotal)}</span>
          </p>
          <p className={styles.row} data-part="estimated-total">
            <span>{labels.summary.estimatedTotal}</span>
            <strong>{formatMoney(state.promos.estimatedTotal)}</strong>
          </p>
        </>
      ) : null}
      <ToastRegion label={labels.toast.regionLabel} dismissLabel={labels.toast.dismissLabel} />
    </>
  );
}

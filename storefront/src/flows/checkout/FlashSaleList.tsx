import { formatCopy } from '@aisle/banner-themes/copy';
import { flashSalePrice } from '@aisle/contracts/flashSaleRules';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { QuantityStepper } from '@aisle/design-system/components/QuantityStepper';
import { Select } from '@aisle/design-system/components/Select';
import { Spinner } from '@aisle/design-system/components/Spinner';
import { formatMoney } from '@aisle/design-system/format';
import { useStore } from 'zustand';
import type { CheckoutLabels } from '../../lib/copy/checkout.ts';
import * as styles from './checkout.css.ts';
import {
  type FlashSaleProblem,
  filteredFlashSales,
  filterFlashSales,
  flashSaleCategories,
  flashSaleStore,
  loadFlashSales,
  setFlashSaleQuantity,
  updateFlashSales,
} from './flashSaleStore.ts';

/** A refused update in the page's words: the connection's own message, else spec 8's generic one. */
export function flashSaleProblemText(problem: FlashSaleProblem, labels: CheckoutLabels): string {
  return problem === 'failed' ? labels.generic : problem.connection;
}

/**
 * The flashSales drawer (PAY-020, PAY-023, PRO-016..021): every flash sale of the checkout with a quantity
 * stepper from 0 to its maximum, a category filter, and 'Update', which sends the changed lines.
 */
export function FlashSaleList({ labels }: { labels: CheckoutLabels }) {
  const state = useStore(flashSaleStore);
  const copy = labels.flashSales;
  // Spec 8's retry card (ERR-007, ERR-008): the list reads again, the page stays as it is.
  if (state.status === 'failed') {
    return (
      <ErrorCard
        message={labels.loadFailed}
        reloadLabel={labels.reload}
        onReload={() => void loadFlashSales()}
        isLive
      />
    );
  }
  if (state.status !== 'ready') return <Spinner label={labels.loading} />;
  const categories = flashSaleCategories(state.flashSales);
  const shown = filteredFlashSales(state.flashSales, state.category);
  return (
    <div className={styles.form} data-part="flash-sale-list">
      <p className={styles.muted}>
        {copy.validForSlot} {copy.limit}
      </p>
      <Select
        label={copy.categoryLabel}
        options={[
          { value: '', label: copy.allCategories },
          ...categories.map((category) => ({ value: category, label: category })),
        ]}
        value={state.category ?? ''}
        onValueChange={(value) => filterFlashSales(value === '' ? null : value)}
        data-part="flash-sale-category"
      />
      {shown.length === 0 ? (
        <p className={styles.rowText} data-part="flash-sales-empty">
          {copy.noneInCategory}
        </p>
      ) : (
        <ul className={styles.itemList}>
          {shown.map((sale) => (
            <li key={sale.gtin13} className={styles.flashSaleItem} data-part="flash-sale" data-gtin={sale.gtin13}>
              <img className={styles.flashSaleImage} src={sale.image} alt="" width={40} height={40} />
              <div>
                <p className={styles.rowText}>
                  {sale.name}{' '}
                  <span className={styles.flashSaleBadge}>
                    {formatCopy(copy.percentOff, { percent: sale.percentOff })}
                  </span>
                </p>
                <p className={styles.flashSalePrice}>
                  {formatCopy(copy.price, {
                    price: formatMoney(flashSalePrice(sale.price, sale.percentOff)),
                    regular: formatMoney(sale.price),
                  })}
                </p>
              </div>
              <QuantityStepper
                min={0}
                max={sale.maxQuantity}
                value={state.quantities[sale.gtin13] ?? 0}
                onValueChange={(quantity) => setFlashSaleQuantity(sale, quantity)}
                isDisabled={state.isUpdating}
                labels={{
                  group: formatCopy(copy.quantityLabel, { item: sale.name }),
                  decrease: formatCopy(copy.decrease, { item: sale.name }),
                  increase: formatCopy(copy.increase, { item: sale.name }),
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {state.problem ? (
        <Alert tone="critical" toneLabel={labels.toneLabels.critical} isLive>
          {flashSaleProblemText(state.problem, labels)}
        </Alert>
      ) : null}
      <Button
        fullWidth
        isBusy={state.isUpdating}
        onClick={() => void updateFlashSales()}
        data-part="update-flash-sales"
      >
        {labels.drawer.updateFlashSales}
      </Button>
    </div>
  );
}

import type { Product, SimilarItems as SimilarItemsAnswer } from '@aisle/contracts';
import { SIMILAR_ITEMS_PAGE_SIZE } from '@aisle/contracts/productRules';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { Select } from '@aisle/design-system/components/Select';
import { formatMoney } from '@aisle/design-system/format';
import { useEffect, useId, useState } from 'react';
import { fillLabel } from '../../lib/copy/cart.ts';
import type { ReplacementLabels } from '../../lib/copy/replacement.ts';
import { visuallyHidden } from '../../styles/shell.css.ts';
import { isRowDisabled } from './replacementStore.ts';
import * as styles from './replacements.css.ts';
import { getSimilarItems } from './replacementsGateway.ts';

/* The 'Similar Items' list (RPL-002..004, RPL-015, RPL-019, RPL-022, RPL-023, RPL-026), in the cart panel and the drawer. */

export type SimilarItemsStatus =
  | { status: 'loading' }
  | { status: 'ready'; answer: SimilarItemsAnswer }
  | { status: 'failed' };

/** GET /api/replacements for an unavailable item at the chosen option; `retry` asks again. */
export function useSimilarItems(optionId: string, upc: string): [SimilarItemsStatus, () => void] {
  const [state, setState] = useState<SimilarItemsStatus>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    void attempt;
    setState({ status: 'loading' });
    getSimilarItems(optionId, upc).then(
      (answer) => isCurrent && setState({ status: 'ready', answer }),
      () => isCurrent && setState({ status: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [optionId, upc, attempt]);
  return [state, () => setAttempt((count) => count + 1)];
}

/** The product's picture, name, size and price. */
export function ItemSummary({
  product,
  labels,
  children,
}: {
  product: Product;
  labels: ReplacementLabels;
  children?: React.ReactNode;
}) {
  return (
    <div className={styles.item} data-part="item">
      <img className={styles.image} src={product.imageUrl} alt="" width={56} height={56} loading="lazy" />
      <div className={styles.itemText}>
        <p className={styles.name}>{product.name}</p>
        <p className={styles.secondary}>
          {product.unitLabel} ·{' '}
          {fillLabel(labels.unitPrice, { price: formatMoney(product.promoPrice ?? product.price) })}
        </p>
        {children}
      </div>
    </div>
  );
}

/** The row of a stored choice: found by its new item's UPC (the list may have changed), else its index. */
export function chosenRow(
  selection: { newLineItemUpc: string; newLineItemQuantity: number; itemIndex: number } | undefined,
  state: SimilarItemsStatus,
): { index: number; quantity: number } | null {
  if (!selection) return null;
  const found =
    state.status === 'ready' ? state.answer.items.findIndex((item) => item.gtin13 === selection.newLineItemUpc) : -1;
  return { index: found >= 0 ? found : selection.itemIndex, quantity: selection.newLineItemQuantity };
}

/** Quantities a row offers: 0 (none) up to the product's maximum, at most 10 as a replacement. */
function quantityOptions(product: Product) {
  const highest = Math.min(product.maxQuantity, 10);
  return Array.from({ length: highest + 1 }, (_, quantity) => ({ value: String(quantity), label: String(quantity) }));
}

export type SimilarItemsListProps = {
  state: SimilarItemsStatus;
  onRetry: () => void;
  /** The row holding a quantity (it disables the others), with its quantity; null when none does. */
  chosen: { index: number; quantity: number } | null;
  onQuantityChange: (index: number, product: Product, quantity: number) => void;
  labels: ReplacementLabels;
  isBusy?: boolean;
  /** 2 in the cart (under the page's h1), 3 in the drawer (under its title). */
  headingLevel: 2 | 3;
};

export function SimilarItemsList({
  state,
  onRetry,
  chosen,
  onQuantityChange,
  labels,
  isBusy,
  headingLevel,
}: SimilarItemsListProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [page, setPage] = useState(() => (chosen ? Math.floor(chosen.index / SIMILAR_ITEMS_PAGE_SIZE) : 0));
  return (
    <section className={styles.body} aria-labelledby={headingId} data-part="similar-items" data-state={state.status}>
      <Heading className={styles.heading} id={headingId}>
        {labels.panel.similarItems}
      </Heading>
      {state.status === 'loading' ? (
        <p className={styles.secondary} role="status">
          {labels.loading}
        </p>
      ) : state.status === 'failed' ? (
        <div data-part="similar-failed">
          <p className={styles.name}>{labels.errors.noneFound}</p>
          <Alert
            tone="critical"
            toneLabel={labels.errorLabel}
            isLive
            action={
              <Button variant="secondary" size="small" onClick={onRetry}>
                {labels.tryAgain}
              </Button>
            }
          >
            {labels.errors.fetchFailed}
          </Alert>
        </div>
      ) : state.answer.items.length === 0 ? (
        <div data-part="similar-empty">
          <Alert tone="caution" toneLabel={labels.cautionLabel} isLive>
            {labels.errors.noSimilarItems}
          </Alert>
        </div>
      ) : (
        <Pages
          items={state.answer.items}
          page={page}
          onPageChange={setPage}
          chosen={chosen}
          onQuantityChange={onQuantityChange}
          labels={labels}
          isBusy={isBusy}
        />
      )}
    </section>
  );
}

function Pages({
  items,
  page,
  onPageChange,
  chosen,
  onQuantityChange,
  labels,
  isBusy,
}: {
  items: Product[];
  page: number;
  onPageChange: (page: number) => void;
  chosen: SimilarItemsListProps['chosen'];
  onQuantityChange: SimilarItemsListProps['onQuantityChange'];
  labels: ReplacementLabels;
  isBusy?: boolean;
}) {
  const pages = Math.ceil(items.length / SIMILAR_ITEMS_PAGE_SIZE);
  const current = Math.min(page, pages - 1);
  const first = current * SIMILAR_ITEMS_PAGE_SIZE;
  return (
    <>
      <ul className={styles.list} data-part="similar-list">
        {items.slice(first, first + SIMILAR_ITEMS_PAGE_SIZE).map((product, offset) => {
          const index = first + offset;
          const isChosen = chosen?.index === index;
          return (
            <li
              key={product.gtin13}
              className={styles.similarRow}
              data-part="similar-item"
              data-gtin13={product.gtin13}
              data-state={isChosen ? 'chosen' : isRowDisabled(chosen?.index ?? null, index) ? 'disabled' : 'open'}
            >
              <ItemSummary product={product} labels={labels} />
              <Select
                label={
                  <>
                    <span aria-hidden="true">{labels.panel.select}</span>
                    <span className={visuallyHidden}>
                      {fillLabel(labels.panel.selectQuantity, { item: product.name })}
                    </span>
                  </>
                }
                options={quantityOptions(product)}
                value={isChosen && chosen ? String(chosen.quantity) : '0'}
                disabled={isRowDisabled(chosen?.index ?? null, index) || isBusy}
                data-part="quantity-select"
                onValueChange={(value) => onQuantityChange(index, product, Number(value))}
              />
            </li>
          );
        })}
      </ul>
      {pages > 1 ? (
        <div className={styles.pager} data-part="pager">
          <Button
            variant="tertiary"
            size="small"
            data-part="previous-page"
            disabled={current === 0}
            onClick={() => onPageChange(current - 1)}
          >
            {labels.panel.previousPage}
          </Button>
          <p className={styles.secondary} aria-live="polite" data-part="page-status">
            {fillLabel(labels.panel.pageStatus, { page: current + 1, pages })}
          </p>
          <Button
            variant="tertiary"
            size="small"
            data-part="next-page"
            disabled={current === pages - 1}
            onClick={() => onPageChange(current + 1)}
          >
            {labels.panel.nextPage}
          </Button>
        </div>
      ) : null}
    </>
  );
}

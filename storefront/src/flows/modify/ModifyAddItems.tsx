import { formatCopy } from '@aisle/banner-themes/copy';
import type { Product } from '@aisle/contracts';
import { Button } from '@aisle/design-system/components/Button';
import { TextField } from '@aisle/design-system/components/TextField';
import { formatMoney } from '@aisle/design-system/format';
import { type FormEvent, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { ModifyCartLabels } from '../../lib/copy/modify.ts';
import { ProductImage } from '../../lib/orders/orderParts.tsx';
import * as styles from './modify.css.ts';
import { addModifyProduct } from './modifyCartActions.ts';
import { modifyCartStore } from './modifyCartStore.ts';
import type { ModifyGateway } from './modifyGateway.ts';
import { addableProblemOf, type ModifyLine } from './modifyRules.ts';
import { type ModifySearchState, modifySearchStore, resetModifySearch, searchProductsToAdd } from './modifySearch.ts';

const FIELD_ID = 'modify-add-query';

/** What the result list's live line says: how many products were found, none, or that the search failed. */
function searchStatusText(search: ModifySearchState, labels: ModifyCartLabels['addItems']): string {
  if (search.status === 'failed') return labels.failed;
  if (search.status !== 'done') return '';
  const query = search.correctedQuery ?? search.query;
  if (search.total === 0) return formatCopy(labels.noResults, { query: search.query });
  return formatCopy(search.total === 1 ? labels.resultCountOne : labels.resultCount, {
    count: String(search.total),
    query,
  });
}

/**
 * The modify cart's 'Add Items' (issue 20): a search of the catalogue under the order's lines, each product
 * with 'Add' (one of it joins the lines and the order is priced again) or why the order cannot take
 * it. The words typed stay in the field through an empty field, a failure and a new answer.
 */
export function ModifyAddItems({ labels, gateway }: { labels: ModifyCartLabels; gateway?: ModifyGateway }) {
  const text = labels.addItems;
  const search = useStore(modifySearchStore);
  const order = useStore(modifyCartStore, (state) => state.order);
  const lines = useStore(modifyCartStore, (state) => state.lines);
  const isBusy = useStore(modifyCartStore, (state) => state.isPricing || state.pendingChange !== null);
  const [typed, setTyped] = useState('');
  const [lastAdded, setLastAdded] = useState<string | null>(null);
  useEffect(() => resetModifySearch, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLastAdded(null);
    void searchProductsToAdd(typed, gateway);
  };
  const add = (product: Product) => {
    setLastAdded(formatCopy(text.added, { item: product.name }));
    void addModifyProduct(product, gateway);
  };
  const status = searchStatusText(search, text);

  return (
    <section className={styles.addItems} aria-labelledby="modify-add-heading" data-part="add-items">
      <h2 id="modify-add-heading" className={styles.addHeading}>
        {text.heading}
      </h2>
      <form className={styles.addForm} onSubmit={submit} noValidate>
        <TextField
          id={FIELD_ID}
          className={styles.addField}
          type="search"
          name="query"
          autoComplete="off"
          label={text.searchLabel}
          value={typed}
          onValueChange={setTyped}
          error={search.isQueryMissing ? text.emptyQuery : undefined}
          isErrorLive
        />
        <Button type="submit" variant="secondary" isBusy={search.status === 'searching'} data-part="add-search">
          {text.search}
        </Button>
      </form>
      <p
        className={search.status === 'failed' && !lastAdded ? styles.searchFailed : styles.secondary}
        role="status"
        data-part="add-status"
      >
        {lastAdded ?? status}
      </p>
      {search.products.length > 0 ? (
        <ul className={styles.lines} aria-label={text.results} data-part="add-results">
          {search.products.map((product) => (
            <AddableProduct
              key={product.gtin13}
              product={product}
              problem={order ? addableProblemOf(product, order) : 'notSold'}
              line={lines.find((line) => line.gtin13 === product.gtin13 && line.quantity > 0)}
              modality={order ? labels.modalities[order.modalityType] : ''}
              isBusy={isBusy}
              labels={labels}
              onAdd={add}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function AddableProduct({
  product,
  problem,
  line,
  modality,
  isBusy,
  labels,
  onAdd,
}: {
  product: Product;
  /** The order's shopping mode, as the shopper reads it ('Delivery'). */
  modality: string;
  problem: ReturnType<typeof addableProblemOf>;
  line: ModifyLine | undefined;
  isBusy: boolean;
  labels: ModifyCartLabels;
  onAdd: (product: Product) => void;
}) {
  const text = labels.addItems;
  return (
    <li className={styles.line} data-part="add-result" data-gtin={product.gtin13}>
      <ProductImage className={styles.image} gtin13={product.gtin13} size={48} />
      <span className={styles.lineText}>
        <span data-part="name">{product.name}</span>
        <span className={styles.secondary}>
          {product.unitLabel} · {formatMoney(product.promoPrice ?? product.price)}
        </span>
        {problem ? (
          <span className={styles.secondary} data-part="add-note">
            {problem === 'notSold' ? formatCopy(text.notSold, { modality }) : text.ageRestricted}
          </span>
        ) : line ? (
          <span className={styles.secondary} data-part="in-order">
            {text.inOrder}
          </span>
        ) : null}
      </span>
      {problem ? null : (
        <Button
          variant="secondary"
          size="small"
          data-part="add"
          aria-label={formatCopy(text.addLabel, { item: product.name })}
          disabled={isBusy}
          onClick={() => onAdd(product)}
        >
          {text.add}
        </Button>
      )}
    </li>
  );
}

import type { Basket, Product, UnavailableItem } from '@aisle/contracts';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { isApiError, isConnectionError } from '../../lib/api/index.ts';
import { fillLabel } from '../../lib/copy/cart.ts';
import type { ReplacementLabels } from '../../lib/copy/replacement.ts';
import { setCartSubmitErrorMessage } from './eligibilityStore.ts';
import { chooseReplacement, loadSelections, releaseReplacement, replacementStore } from './replacementStore.ts';
import * as styles from './replacements.css.ts';
import { getCurrentPromise, getUnavailableItems } from './replacementsGateway.ts';
import { chosenRow, ItemSummary, SimilarItemsList, useSimilarItems } from './SimilarItems.tsx';

/*
 * The cart's unavailable-item panel (RPL-001..004, RPL-025): for each line the shopper's held time cannot
 * fulfil, the original item and its 'Similar Items' with a quantity 'Select' each. A quantity chooses the
 * replacement at once (added with no substitution, kept 60 minutes); 0 releases it.
 */

export type UnavailableItemsPanelProps = {
  basket: Basket;
  labels: ReplacementLabels;
  /** The cart the server answered after a choice, for the cart screen to show. */
  onBasketChange: (basket: Basket) => void;
};

type Check = { optionId: string; items: UnavailableItem[] } | null;

/** The live promise of the basket's mode, then the lines its time cannot fulfil; null when none. */
async function checkHeldTime(modality: Basket['modality']): Promise<Check> {
  if (modality !== 'PICKUP' && modality !== 'DELIVERY') return null;
  const promise = await getCurrentPromise(modality);
  if (!promise) return null;
  const answer = await getUnavailableItems(promise.optionId);
  return { optionId: promise.optionId, items: answer.items };
}

/** RPL-030: a failed cart change shows its message and is kept as cartSubmitErrorMessage. */
export function reportCartFailure(error: unknown, labels: ReplacementLabels, show: (message: string) => void): void {
  const message = failureMessage(error, labels);
  setCartSubmitErrorMessage(message);
  show(message);
}

function failureMessage(error: unknown, labels: ReplacementLabels): string {
  if (isApiError(error) && error.kind === 'offline') return labels.offline;
  if (isConnectionError(error)) return labels.connection;
  if (isApiError(error) && error.kind === 'http' && error.status !== undefined && error.status < 500) {
    return error.userMessage;
  }
  return labels.generic;
}

export function UnavailableItemsPanel({ basket, labels, onBasketChange }: UnavailableItemsPanelProps) {
  const [check, setCheck] = useState<Check>(null);
  const lineKey = basket.items.map((line) => line.gtin13).join(',');
  useEffect(() => {
    let isCurrent = true;
    void lineKey;
    loadSelections();
    // The panel is extra help: when the check fails the cart stays as it is.
    checkHeldTime(basket.modality).then(
      (result) => isCurrent && setCheck(result),
      () => isCurrent && setCheck(null),
    );
    return () => {
      isCurrent = false;
    };
  }, [basket.modality, lineKey]);
  if (!check || check.items.length === 0) return null;
  const inCart = new Set(basket.items.map((line) => line.gtin13));
  const shown = check.items.filter((item) => inCart.has(item.line.gtin13));
  if (shown.length === 0) return null;
  return (
    <div className={styles.panels} data-component="UnavailableItemsPanel">
      {shown.map((item) => (
        <UnavailableItemPanel
          key={item.line.gtin13}
          optionId={check.optionId}
          item={item}
          modality={basket.modality}
          labels={labels}
          onBasketChange={onBasketChange}
        />
      ))}
    </div>
  );
}

function UnavailableItemPanel({
  optionId,
  item,
  modality,
  labels,
  onBasketChange,
}: {
  optionId: string;
  item: UnavailableItem;
  modality: Basket['modality'];
  labels: ReplacementLabels;
  onBasketChange: (basket: Basket) => void;
}) {
  const original = item.line.product;
  const [similar, retry] = useSimilarItems(optionId, original.gtin13);
  const selection = useStore(replacementStore, (state) => state.selections[original.gtin13]);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosenProduct =
    selection && similar.status === 'ready'
      ? similar.answer.items.find((product) => product.gtin13 === selection.newLineItemUpc)
      : undefined;

  async function change(index: number, product: Product, quantity: number) {
    setBusy(true);
    setError(null);
    try {
      const basket =
        quantity === 0
          ? await releaseReplacement(modality, original.gtin13)
          : await chooseReplacement(modality, {
              originalUpc: original.gtin13,
              newUpc: product.gtin13,
              quantity,
              itemIndex: index,
            });
      setCartSubmitErrorMessage(null);
      if (basket) onBasketChange(basket);
    } catch (caught) {
      reportCartFailure(caught, labels, setError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className={styles.panel}
      aria-label={original.name}
      data-part="unavailable-item"
      data-gtin13={original.gtin13}
      data-state={selection ? 'replaced' : 'unavailable'}
      aria-busy={isBusy || undefined}
    >
      <ItemSummary product={original} labels={labels}>
        <p className={styles.status} data-part="unavailable-status">
          {item.code === 'ITEM_RESTRICTED' ? labels.drawer.restricted : labels.panel.currentlyUnavailable}
        </p>
        {chosenProduct ? (
          <p className={styles.secondary} data-part="replaced-with">
            {fillLabel(labels.drawer.replacedWith, { item: chosenProduct.name })}
          </p>
        ) : null}
      </ItemSummary>
      {error ? (
        <p className={styles.status} role="alert" data-part="choice-error">
          {error}
        </p>
      ) : null}
      <SimilarItemsList
        state={similar}
        onRetry={retry}
        chosen={chosenRow(selection, similar)}
        onQuantityChange={(index, product, quantity) => void change(index, product, quantity)}
        labels={labels}
        isBusy={isBusy}
        headingLevel={2}
      />
    </section>
  );
}

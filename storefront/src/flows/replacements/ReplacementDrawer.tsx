import type { Product, UnavailableItem } from '@aisle/contracts';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { Drawer } from '@aisle/design-system/components/Drawer';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { fillLabel } from '../../lib/copy/cart.ts';
import type { ReplacementLabels } from '../../lib/copy/replacement.ts';
import { closeReplacementDrawer, replacementDrawerStore, showScreen } from './drawerStore.ts';
import { setCartSubmitErrorMessage } from './eligibilityStore.ts';
import {
  chooseReplacement,
  releaseReplacement,
  replacementStore,
  type Selections,
  selectionFor,
} from './replacementStore.ts';
import * as styles from './replacements.css.ts';
import { getProducts } from './replacementsGateway.ts';
import { chosenRow, ItemSummary, SimilarItemsList, useSimilarItems } from './SimilarItems.tsx';
import { reportCartFailure } from './UnavailableItemsPanel.tsx';

/*
 * The replacement drawer of the scheduling page (RPL-005..011, RPL-013..020): the 'unavailable items'
 * screen ('Items Are Unavailable', or "You're All Set" once each has a replacement; 'Continue to
 * Payment') and the 'find similar item' screen ('Select a Replacement'; 'Replace Item' and 'Back').
 * Opened by requestReplacements (drawerStore.ts), which the scheduling submit awaits.
 */

export type ReplacementDrawerProps = { labels: ReplacementLabels };

/** Names of the chosen new items, looked up once per set of choices (a reload keeps only their UPCs). */
function useChosenNames(upcs: string[]): Record<string, string> {
  const [names, setNames] = useState<Record<string, string>>({});
  const key = upcs.join(',');
  useEffect(() => {
    const missing = key.split(',').filter((upc) => upc && !(upc in names));
    if (missing.length === 0) return;
    let isCurrent = true;
    getProducts(missing).then(
      (products) =>
        isCurrent &&
        setNames((known) => ({
          ...known,
          ...Object.fromEntries(products.map((product) => [product.gtin13, product.name])),
        })),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [key, names]);
  return names;
}

export function ReplacementDrawer({ labels }: ReplacementDrawerProps) {
  const state = useStore(replacementDrawerStore);
  const selections = useStore(replacementStore, (store) => store.selections);
  const items = state.status === 'open' ? state.items : [];
  const chosenUpcs = items.flatMap((item) => {
    const selection = selections[item.line.gtin13];
    return selection ? [selection.newLineItemUpc] : [];
  });
  const names = useChosenNames(chosenUpcs);
  if (state.status !== 'open') return null;
  const screen = state.screen;
  const findItem = screen.name === 'find' ? items.find((item) => item.line.gtin13 === screen.upc) : undefined;
  const isAllSet = items.every((item) => selectionFor(item.line.gtin13) !== undefined);
  // One dialog for both screens: focus stays inside it while the screens change (RPL-005).
  return (
    <Drawer
      open
      onOpenChange={(open) => !open && closeReplacementDrawer('cancel')}
      title={findItem ? labels.drawer.findTitle : isAllSet ? labels.drawer.allSetTitle : labels.drawer.unavailableTitle}
      description={
        findItem
          ? fillLabel(labels.drawer.replacing, { item: findItem.line.product.name })
          : isAllSet
            ? labels.drawer.allSetBody
            : labels.drawer.unavailableBody
      }
      closeLabel={labels.drawer.close}
      footer={
        findItem ? undefined : (
          <Button fullWidth data-part="continue-to-payment" onClick={() => closeReplacementDrawer('continue')}>
            {labels.drawer.continueToPayment}
          </Button>
        )
      }
    >
      {findItem ? (
        <FindScreen
          key={findItem.line.gtin13}
          optionId={state.optionId}
          modality={state.modality}
          item={findItem}
          labels={labels}
        />
      ) : (
        <UnavailableList items={items} selections={selections} names={names} isAllSet={isAllSet} labels={labels} />
      )}
    </Drawer>
  );
}

function UnavailableList({
  items,
  selections,
  names,
  isAllSet,
  labels,
}: {
  items: UnavailableItem[];
  selections: Selections;
  names: Record<string, string>;
  isAllSet: boolean;
  labels: ReplacementLabels;
}) {
  return (
    <ul
      className={styles.list}
      data-component="ReplacementDrawer"
      data-screen="unavailable"
      data-state={isAllSet ? 'all-set' : 'unavailable'}
      aria-label={labels.drawer.unavailableTitle}
    >
      {items.map((item) => {
        const selection = selections[item.line.gtin13];
        const product = item.line.product;
        return (
          <li
            key={product.gtin13}
            className={styles.unavailableRow}
            data-part="unavailable-item"
            data-gtin13={product.gtin13}
            data-state={selection ? 'replaced' : 'unavailable'}
          >
            <ItemSummary product={product} labels={labels}>
              {selection ? (
                <p className={styles.secondary} data-part="replaced-with">
                  {fillLabel(labels.drawer.replacedWith, { item: names[selection.newLineItemUpc] ?? '' })}
                </p>
              ) : (
                <p className={styles.status} data-part="unavailable-status">
                  {item.code === 'ITEM_RESTRICTED' ? labels.drawer.restricted : labels.panel.mayBeUnavailable}
                </p>
              )}
            </ItemSummary>
            <div>
              <Button
                variant="secondary"
                size="small"
                data-part="find-similar"
                aria-label={fillLabel(labels.drawer.findSimilarFor, { item: product.name })}
                onClick={() => showScreen({ name: 'find', upc: product.gtin13 })}
              >
                {labels.drawer.findSimilar}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

type Pending = { index: number; product: Product; quantity: number } | null;

function FindScreen({
  optionId,
  modality,
  item,
  labels,
}: {
  optionId: string;
  modality: 'PICKUP' | 'DELIVERY';
  item: UnavailableItem;
  labels: ReplacementLabels;
}) {
  const original = item.line.product;
  const [similar, retry] = useSimilarItems(optionId, original.gtin13);
  const committed = useStore(replacementStore, (store) => store.selections[original.gtin13]);
  const [pending, setPending] = useState<Pending | 'untouched'>('untouched');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const committedRow = chosenRow(committed, similar);
  const chosen =
    pending === 'untouched' ? committedRow : pending ? { index: pending.index, quantity: pending.quantity } : null;

  async function release() {
    setBusy(true);
    try {
      await releaseReplacement(modality, original.gtin13);
      setCartSubmitErrorMessage(null);
    } catch (caught) {
      reportCartFailure(caught, labels, setError);
    } finally {
      setBusy(false);
    }
  }

  function onQuantityChange(index: number, product: Product, quantity: number) {
    setError(null);
    if (quantity > 0) {
      setPending({ index, product, quantity });
      return;
    }
    // RPL-019: 0 releases the rows; on the row of the kept choice it releases that choice too.
    setPending(null);
    if (committed && committedRow?.index === index) void release();
  }

  async function replace() {
    const choice = pending === 'untouched' ? null : pending;
    if (!choice) {
      if (pending === 'untouched' && committed) {
        showScreen({ name: 'unavailable' });
        return;
      }
      setError(labels.errors.selectFirst);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await chooseReplacement(modality, {
        originalUpc: original.gtin13,
        newUpc: choice.product.gtin13,
        quantity: choice.quantity,
        itemIndex: choice.index,
      });
      setCartSubmitErrorMessage(null);
      showScreen({ name: 'unavailable' });
    } catch (caught) {
      reportCartFailure(caught, labels, setError);
      setBusy(false);
    }
  }

  return (
    <div className={styles.body} data-component="ReplacementDrawer" data-screen="find" aria-busy={isBusy || undefined}>
      <ItemSummary product={original} labels={labels}>
        <p className={styles.status}>{labels.panel.currentlyUnavailable}</p>
      </ItemSummary>
      {error ? (
        <div data-part="find-error">
          <Alert tone="critical" toneLabel={labels.errorLabel} isLive>
            {error}
          </Alert>
        </div>
      ) : null}
      <SimilarItemsList
        state={similar}
        onRetry={retry}
        chosen={chosen}
        onQuantityChange={onQuantityChange}
        labels={labels}
        isBusy={isBusy}
        headingLevel={3}
      />
      <div className={styles.footer}>
        <Button variant="secondary" data-part="back" onClick={() => showScreen({ name: 'unavailable' })}>
          {labels.drawer.back}
        </Button>
        <Button data-part="replace-item" aria-disabled={isBusy || undefined} onClick={() => !isBusy && void replace()}>
          {labels.drawer.replaceItem}
        </Button>
      </div>
    </div>
  );
}

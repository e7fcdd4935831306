import { formatCopy } from '@aisle/banner-themes/copy';
import type { ModifyPreview } from '@aisle/contracts';
import { orderTotalsOf } from '@aisle/contracts/orderRules';
import { MAX_LINE_QUANTITY } from '@aisle/contracts/productRules';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { OrderSummary } from '@aisle/design-system/components/OrderSummary';
import { QuantityStepper } from '@aisle/design-system/components/QuantityStepper';
import { formatMoney } from '@aisle/design-system/format';
import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { api } from '../../lib/api/index.ts';
import type { ModifyCartLabels } from '../../lib/copy/modify.ts';
import { orderSummaryLines, ProductImage } from '../../lib/orders/orderParts.tsx';
import { eligibilityStore } from '../replacements/index.ts';
import { ModifyAddItems } from './ModifyAddItems.tsx';
import * as styles from './modify.css.ts';
import { setModifyQuantity, startModifyCheckout } from './modifyCartActions.ts';
import { modifyCartStore } from './modifyCartStore.ts';
import type { ModifyGateway } from './modifyGateway.ts';
import { hasModifyItems, type ModifyLine, modifyProblemText } from './modifyRules.ts';

/** A line's unit price and total: the server's price of the change, else the price the order was placed at. */
function lineMoney(line: ModifyLine, preview: ModifyPreview | null): { price: number | null; total: number | null } {
  const priced = preview?.lineItems.find((candidate) => candidate.gtin13 === line.gtin13);
  if (priced) return { price: priced.price, total: priced.lineTotal };
  if (line.price === undefined) return { price: null, total: null };
  return { price: line.price, total: line.quantity > 0 ? Math.round(line.price * line.quantity * 100) / 100 : null };
}

/** The promotion warning's dialog, loaded with the first change that would lose a promotion. */
const LazyPromoLossDialog = lazy(async () => ({ default: (await import('./PromoLossDialog.tsx')).PromoLossDialog }));

/**
 * The modify cart once the order is in (MOD-008..032): the lines with their steppers and prices, 'Add Items',
 * the order's new total and 'Continue'. `ModifyCart` loads its code beside the order (ADR 0012).
 */
export function ModifyCartScreen({
  labels,
  navigate,
  gateway,
}: {
  labels: ModifyCartLabels;
  navigate: (url: string) => void;
  gateway?: ModifyGateway | undefined;
}) {
  const state = useStore(modifyCartStore);
  const ineligible = useStore(eligibilityStore, (eligibility) => eligibility.newlyIneligibleUpcs);
  const canContinue = hasModifyItems(state.lines);
  return (
    <div className={styles.screen} data-component="ModifyCart" data-state={state.status}>
      <Alert tone="info" toneLabel={labels.toneLabels.info}>
        {formatCopy(labels.editBanner, { orderId: state.orderId ?? '' })} {labels.originalPayment}
      </Alert>
      {state.problem ? (
        <Alert tone="critical" toneLabel={labels.toneLabels.critical} isLive>
          <span data-part="modify-error">{modifyProblemText(state.problem, labels)}</span>
        </Alert>
      ) : null}
      {canContinue ? null : <p data-part="empty">{labels.emptyCart}</p>}
      <ul className={styles.lines} aria-label={labels.heading}>
        {state.lines.map((line) => {
          const isIneligible = line.quantity > 0 && ineligible.includes(line.gtin13);
          const noteId = `modify-ineligible-${line.gtin13}`;
          const money = lineMoney(line, state.preview);
          return (
            <li
              key={line.gtin13}
              className={styles.line}
              data-part="line"
              data-gtin={line.gtin13}
              data-ineligible={isIneligible || undefined}
            >
              <ProductImage className={styles.image} gtin13={line.gtin13} size={48} />
              <span className={styles.lineText}>
                <span data-part="name">
                  {line.name}
                  {line.isAdded ? (
                    <>
                      {' '}
                      <span className={styles.addedTag} data-part="added">
                        {labels.addItems.newLine}
                      </span>
                    </>
                  ) : null}
                </span>
                {money.price !== null ? (
                  <span className={styles.secondary} data-part="unit-price">
                    {formatCopy(labels.item.unitPrice, { price: formatMoney(money.price) })}
                  </span>
                ) : null}
              </span>
              <QuantityStepper
                aria-describedby={isIneligible ? noteId : undefined}
                data-part="stepper"
                min={0}
                max={line.maxQuantity ?? MAX_LINE_QUANTITY}
                value={line.quantity}
                onValueChange={(quantity) => void setModifyQuantity(line.gtin13, quantity, gateway)}
                labels={{
                  group: formatCopy(labels.item.quantityLabel, { item: line.name }),
                  decrease: formatCopy(line.quantity <= 1 ? labels.item.remove : labels.item.decrease, {
                    item: line.name,
                  }),
                  increase: formatCopy(labels.item.increase, { item: line.name }),
                }}
              />
              <span className={styles.lineTotal} data-part="line-total">
                {money.total !== null ? formatMoney(money.total) : ''}
              </span>
              {isIneligible ? (
                <p id={noteId} className={styles.ineligible} data-part="ineligible">
                  {labels.ineligibleItem}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ModifyAddItems labels={labels} {...(gateway ? { gateway } : {})} />
      {state.preview ? (
        <div data-part="modify-summary" aria-busy={state.isPricing || undefined}>
          <OrderSummary
            title={labels.pricing.summaryTitle}
            headingLevel={2}
            lines={orderSummaryLines(
              orderTotalsOf(state.preview.summary.cost),
              state.preview.lineItems[0]?.modalityType ?? 'PICKUP',
              labels,
            )}
            labels={labels.summary}
          />
          <p className={styles.secondary} data-part="original-total">
            {formatCopy(labels.pricing.originalTotal, { total: formatMoney(state.preview.originalTotal) })}
          </p>
        </div>
      ) : state.isPreviewFailed ? (
        <p className={styles.secondary} data-part="pricing-unavailable">
          {labels.pricing.unavailable}
        </p>
      ) : null}
      {state.pendingChange ? (
        <Suspense fallback={null}>
          <LazyPromoLossDialog change={state.pendingChange} labels={labels} />
        </Suspense>
      ) : null}
      <Button
        data-part="continue"
        disabled={!canContinue}
        isBusy={state.status === 'submitting'}
        onClick={() => void startModifyCheckout(navigate, () => api().goToSignIn(), gateway)}
      >
        {labels.continueLabel}
      </Button>
      <p>
        <a href="/mypurchases" data-part="cancel">
          {labels.cancelChanges}
        </a>
      </p>
    </div>
  );
}

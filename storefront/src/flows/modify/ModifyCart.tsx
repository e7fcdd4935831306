import { formatCopy } from '@aisle/banner-themes/copy';
import { MAX_LINE_QUANTITY } from '@aisle/contracts/products';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { QuantityStepper } from '@aisle/design-system/components/QuantityStepper';
import { Spinner } from '@aisle/design-system/components/Spinner';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { api } from '../../lib/api/index.ts';
import type { ModifyCartLabels } from '../../lib/copy/modify.ts';
import { eligibilityStore } from '../replacements/index.ts';
import * as styles from './modify.css.ts';
import {
  loadModifyCart,
  type ModifyGateway,
  modifyCartStore,
  setModifyQuantity,
  startModifyCheckout,
} from './modifyCartStore.ts';
import { hasModifyItems, type ModifyProblem, modifyOrderIdOf } from './modifyRules.ts';

export type { ModifyCartLabels };

/** MOD-013, MOD-022..032: the words of a refused modification. */
export function modifyProblemText(
  problem: ModifyProblem,
  labels: Pick<ModifyCartLabels, 'errors' | 'createOrderFailed'>,
): string {
  switch (problem.kind) {
    case 'refresh':
      return labels.errors.refresh;
    case 'itemIssue':
      return `${labels.errors.itemIssue} ${formatCopy(labels.errors.errorCode, { code: problem.code })}`;
    case 'alreadyInProcess':
      return labels.errors.alreadyInProcess;
    case 'serverReason':
      return problem.message;
    case 'session':
    case 'createOrder':
      return labels.createOrderFailed;
  }
}

const assignLocation = (url: string) => window.location.assign(url);

/**
 * /cart/modify (cart-scheduling-checkout 2, 4 "Modify order"): the placed order's lines with quantity
 * steppers, then 'Continue' to the modify checkout (MOD-008..011). `?orderId=` names the order.
 */
export function ModifyCart({
  labels,
  orderId: givenOrderId,
  navigate = assignLocation,
  gateway,
}: {
  labels: ModifyCartLabels;
  orderId?: string | null;
  navigate?: (url: string) => void;
  gateway?: ModifyGateway;
}) {
  const state = useStore(modifyCartStore);
  const ineligible = useStore(eligibilityStore, (eligibility) => eligibility.newlyIneligibleUpcs);
  useEffect(() => {
    const orderId = givenOrderId !== undefined ? givenOrderId : modifyOrderIdOf(window.location.search);
    void loadModifyCart(orderId, gateway);
  }, [givenOrderId, gateway]);

  if (state.status === 'loading') {
    return (
      <div data-component="ModifyCart" data-state="loading">
        <Spinner label={labels.loading} />
      </div>
    );
  }
  if (state.status === 'notFound' || state.status === 'loadError') {
    return (
      <div data-component="ModifyCart" data-state={state.status} role="alert">
        <p>{state.status === 'notFound' ? labels.notFound : labels.loadFailed}</p>
      </div>
    );
  }
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
          return (
            <li
              key={line.gtin13}
              className={styles.line}
              data-part="line"
              data-gtin={line.gtin13}
              data-ineligible={isIneligible || undefined}
            >
              <span data-part="name">{line.name}</span>
              <QuantityStepper
                aria-describedby={isIneligible ? noteId : undefined}
                data-part="stepper"
                min={0}
                max={MAX_LINE_QUANTITY}
                value={line.quantity}
                onValueChange={(quantity) => setModifyQuantity(line.gtin13, quantity)}
                labels={{
                  group: formatCopy(labels.item.quantityLabel, { item: line.name }),
                  decrease: formatCopy(line.quantity <= 1 ? labels.item.remove : labels.item.decrease, {
                    item: line.name,
                  }),
                  increase: formatCopy(labels.item.increase, { item: line.name }),
                }}
              />
              {isIneligible ? (
                <p id={noteId} className={styles.ineligible} data-part="ineligible">
                  {labels.ineligibleItem}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
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

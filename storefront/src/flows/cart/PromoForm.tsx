import { type Basket, PROMO_CODE_MAX_LENGTH } from '@aisle/contracts';
import { Button } from '@aisle/design-system/components/Button';
import { TextField } from '@aisle/design-system/components/TextField';
import { showToast, ToastRegion } from '@aisle/design-system/components/Toast';
import { formatMoney } from '@aisle/design-system/format';
import { type FormEvent, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { type CartLabels, fillLabel } from '../../lib/copy/cart.ts';
import * as styles from './cartExtras.css.ts';
import { applyPromo, loadPromos, type PromoFailure, promoStore, removePromo } from './promoStore.ts';

function failureText(failure: PromoFailure, labels: CartLabels): string {
  if (failure === 'required') return labels.promo.required;
  if (failure === 'tooLong') return labels.promo.tooLong;
  if (failure === 'failed') return labels.promo.failed;
  return failure.connection;
}

/**
 * The cart's promo code form with the applied promos (PRO-001..009): the contracts' rule on the client,
 * the server's evaluation, 'Applying promo...' / 'Removing promo...' while a change is on its way, a
 * 'Success' toast, and the spec's failure message with what the shopper typed kept. A signed-in shopper's
 * basket keeps the codes (they are rows of it), so the form shows for them only.
 */
export function PromoForm({ basket, labels }: { basket: Basket; labels: CartLabels }) {
  const state = useStore(promoStore);
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<PromoFailure | null>(null);
  const promo = labels.promo;
  // Read again whenever the basket changes: a promo's discount follows the lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the subtotal and count say the lines changed
  useEffect(() => {
    void loadPromos(basket.modality);
  }, [basket.modality, basket.subtotal, basket.itemCount]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.pending) return;
    setFailure(null);
    const result = await applyPromo(typed);
    if (result) {
      setFailure(result);
      return;
    }
    const code = typed.trim().toUpperCase();
    setTyped('');
    showToast({ tone: 'success', heading: promo.successHeading, message: fillLabel(promo.success, { code }) });
  }

  async function remove(code: string) {
    setFailure(null);
    const result = await removePromo(code);
    if (result) setFailure(result);
  }

  const applied = state.promos?.promos ?? [];
  const pendingText =
    state.pending?.action === 'Add' ? promo.applying : state.pending?.action === 'Remove' ? promo.removing : '';
  return (
    <div className={styles.promo} data-component="PromoForm" data-state={state.pending ? 'pending' : state.status}>
      <form className={styles.promoForm} onSubmit={submit} noValidate data-part="promo-form">
        <TextField
          label={promo.label}
          name="promoCode"
          autoComplete="off"
          value={typed}
          onValueChange={(value) => {
            setTyped(value);
            if (failure) setFailure(null);
          }}
          maxLength={PROMO_CODE_MAX_LENGTH}
          error={failure ? failureText(failure, labels) : undefined}
          data-part="promo-code"
        />
        <Button type="submit" variant="secondary" isBusy={state.pending?.action === 'Add'} data-part="apply-promo">
          {promo.apply}
        </Button>
      </form>
      <p className={styles.small} role="status" data-part="promo-status">
        {pendingText}
      </p>
      {applied.length > 0 ? (
        <section aria-labelledby="cart-applied-promos" data-part="applied-promos">
          <h3 className={styles.subheading} id="cart-applied-promos">
            {promo.applied}
          </h3>
          <ul className={styles.promoList}>
            {applied.map((entry) => (
              <li key={entry.id} className={styles.promoItem} data-part="applied-promo" data-code={entry.code}>
                <div>
                  <p className={styles.strong}>
                    {entry.code} {entry.discount > 0 ? `-${formatMoney(entry.discount)}` : ''}
                  </p>
                  <p className={styles.small}>{entry.discount > 0 ? entry.description : promo.notApplied}</p>
                </div>
                <Button
                  variant="tertiary"
                  size="small"
                  aria-label={fillLabel(promo.remove, { code: entry.code })}
                  isBusy={state.pending?.action === 'Remove' && state.pending.code === entry.code}
                  onClick={() => void remove(entry.code)}
                  data-part="remove-promo"
                >
                  {promo.removeButton}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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
    </div>
  );
}

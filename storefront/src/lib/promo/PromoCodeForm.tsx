import type { AppliedPromo, PromoCodeProblem } from '@aisle/contracts';
import { normalizePromoCode, PROMO_CODE_MAX_LENGTH } from '@aisle/contracts/promoRules';
import { Button } from '@aisle/design-system/components/Button';
import { TextField } from '@aisle/design-system/components/TextField';
import { showToast } from '@aisle/design-system/components/Toast';
import { formatMoney } from '@aisle/design-system/format';
import { type FormEvent, useId, useState } from 'react';
import type { CartLabels } from '../copy/cart.ts';
import { fillLabel } from '../copy/cart.ts';
import * as styles from './promoCodeForm.css.ts';

/** What the form shows while a change is on its way: 'Applying promo...' or 'Removing promo...'. */
export type PromoPending = { action: 'Add' | 'Remove'; code: string } | null;

/** Why an apply failed: the contracts' rule on the client (PRO-007, PRO-008), the server (PRO-009), the network. */
export type PromoFailure = PromoCodeProblem | 'failed' | { connection: string };

export type PromoCodeFormProps = {
  /** The promos the order carries (PRO-002). */
  applied: ReadonlyArray<AppliedPromo>;
  pending: PromoPending;
  labels: { promo: CartLabels['promo'] };
  /** Applies a code; null when the order took it (the form then shows the 'Success' toast). */
  onApply: (typed: string) => Promise<PromoFailure | null>;
  onRemove: (code: string) => Promise<PromoFailure | null>;
  /** The form's state for tests ('ready', 'loading', 'error'); 'pending' while a change is on its way. */
  status?: string;
};

function failureText(failure: PromoFailure, promo: CartLabels['promo']): string {
  if (failure === 'required') return promo.required;
  if (failure === 'tooLong') return promo.tooLong;
  if (failure === 'failed') return promo.failed;
  return failure.connection;
}

/**
 * The promo code form with the applied promos (PRO-001..009), for the cart and the checkout alike: the
 * contracts' rule on the client, 'Applying promo...' / 'Removing promo...' while a change is on its way,
 * a 'Success' toast, and the spec's failure message with what the shopper typed kept, announced when it
 * appears (focus stays on 'Apply') and again when the same refusal comes twice. Whose codes they
 * are (the basket's, the checkout's) is the caller's: it passes the list and the two changes.
 */
export function PromoCodeForm({ applied, pending, labels, onApply, onRemove, status = 'ready' }: PromoCodeFormProps) {
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<PromoFailure | null>(null);
  // Issue 20 (WCAG 4.1.3): each refusal is a new message, so the same words twice are announced twice.
  const [failureCount, setFailureCount] = useState(0);
  const headingId = useId();
  const promo = labels.promo;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const result = await onApply(typed);
    if (result) {
      fail(result);
      return;
    }
    const code = normalizePromoCode(typed);
    setTyped('');
    showToast({ tone: 'success', heading: promo.successHeading, message: fillLabel(promo.success, { code }) });
  }

  function fail(result: PromoFailure) {
    setFailure(result);
    setFailureCount((count) => count + 1);
  }

  async function remove(code: string) {
    setFailure(null);
    const result = await onRemove(code);
    if (result) fail(result);
  }

  const pendingText = pending?.action === 'Add' ? promo.applying : pending?.action === 'Remove' ? promo.removing : '';
  return (
    <div className={styles.promo} data-component="PromoForm" data-state={pending ? 'pending' : status}>
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
          error={failure ? failureText(failure, promo) : undefined}
          isErrorLive
          errorKey={failureCount}
          data-part="promo-code"
        />
        <Button type="submit" variant="secondary" isBusy={pending?.action === 'Add'} data-part="apply-promo">
          {promo.apply}
        </Button>
      </form>
      <p className={styles.small} role="status" data-part="promo-status">
        {pendingText}
      </p>
      {applied.length > 0 ? (
        <section aria-labelledby={headingId} data-part="applied-promos">
          <h3 className={styles.subheading} id={headingId}>
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
                  isBusy={pending?.action === 'Remove' && pending.code === entry.code}
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
    </div>
  );
}

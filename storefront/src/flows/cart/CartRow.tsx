import type { BasketLine, SubstitutionPolicy } from '@aisle/contracts';
import { Button } from '@aisle/design-system/components/Button';
import { IconButton } from '@aisle/design-system/components/IconButton';
import { Select } from '@aisle/design-system/components/Select';
import { formatMoney } from '@aisle/design-system/format';
import { useEffect, useState } from 'react';
import { type CartLabels, fillLabel } from '../../lib/copy/cart.ts';
import * as styles from './cart.css.ts';
import { backupCandidates, type ChangeFailure, changeLine } from './cartLinesStore.ts';
import { removeLine } from './cartRemovals.ts';

/* One line of the cart's table: the item, its substitution choice, its stepper and 'Remove', its total. */

export function failureText(failure: ChangeFailure, labels: CartLabels): string {
  if (failure.reason === 'limit') return fillLabel(labels.item.maxQuantity, { max: failure.maxQuantity });
  if (failure.reason === 'offline') return labels.offline;
  if (failure.reason === 'connection') return labels.connection;
  return labels.generic;
}

function substitutionText(line: BasketLine, labels: CartLabels): string {
  if (line.substitutionPolicy === 'NONE') return labels.substitution.notAllowed;
  if (line.substitutionPolicy === 'CUSTOMER_CHOICE' && line.substitutionItem) {
    return fillLabel(labels.substitution.backupItem, { item: line.substitutionItem.name });
  }
  return labels.substitution.allowed;
}

type Candidates =
  | { status: 'loading' }
  | { status: 'ready'; items: Array<{ gtin13: string; name: string }> }
  | { status: 'failed' };

/** CART-008: the backup item of a CUSTOMER_CHOICE line, among the other products of its department. */
function BackupPicker({ line, labels }: { line: BasketLine; labels: CartLabels }) {
  const [candidates, setCandidates] = useState<Candidates>({ status: 'loading' });
  const { gtin13, departmentId } = { gtin13: line.gtin13, departmentId: line.product.departmentId };
  useEffect(() => {
    let isCurrent = true;
    backupCandidates(gtin13, departmentId).then(
      (items) => isCurrent && setCandidates({ status: 'ready', items }),
      () => isCurrent && setCandidates({ status: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [gtin13, departmentId]);
  const item = line.product.name;
  if (candidates.status === 'failed') {
    return (
      <p className={styles.lineError} role="alert">
        {labels.connection}
      </p>
    );
  }
  const chosen = line.substitutionItem;
  const items = candidates.status === 'ready' ? candidates.items : chosen ? [chosen] : [];
  const options = items.map((candidate) => ({ value: candidate.gtin13, label: candidate.name }));
  if (chosen && !options.some((option) => option.value === chosen.gtin13)) {
    options.unshift({ value: chosen.gtin13, label: chosen.name });
  }
  return (
    <Select
      label={fillLabel(labels.substitution.backupLabel, { item })}
      placeholder={labels.substitution.backupPlaceholder}
      options={options}
      value={chosen?.gtin13 ?? ''}
      data-part="backup"
      aria-busy={candidates.status === 'loading' || undefined}
      onValueChange={(value) => {
        const picked = options.find((option) => option.value === value);
        if (!picked) return;
        void changeLine({
          kind: 'substitution',
          gtin13: line.gtin13,
          substitutionPolicy: 'CUSTOMER_CHOICE',
          substitutionItem: { gtin13: picked.value, name: picked.label },
        });
      }}
    />
  );
}

export function CartRow({
  line,
  labels,
  failure,
  canNameBackup,
  offersSubstitutions,
}: {
  line: BasketLine;
  labels: CartLabels;
  failure?: ChangeFailure;
  /** Signed in: the server keeps a named backup item (a guest's cart keeps the policy only). */
  canNameBackup: boolean;
  /** Someone else picks the items (Pickup, Delivery); shopping In Store, the shopper does, so nothing is substituted. */
  offersSubstitutions: boolean;
}) {
  const item = line.product.name;
  const atMax = line.quantity >= line.product.maxQuantity;
  const errorId = `cart-line-error-${line.gtin13}`;
  const [isChoosingBackup, setChoosingBackup] = useState(false);
  const hasBackup = line.substitutionPolicy === 'CUSTOMER_CHOICE' && line.substitutionItem !== null;
  const showsPicker = canNameBackup && (isChoosingBackup || hasBackup);
  const options: { value: SubstitutionPolicy; label: string }[] = [
    { value: 'SHOPPER_CHOICE', label: labels.substitution.allowed },
    ...(canNameBackup || line.substitutionItem
      ? [
          {
            value: 'CUSTOMER_CHOICE' as const,
            label: line.substitutionItem
              ? fillLabel(labels.substitution.backupItem, { item: line.substitutionItem.name })
              : labels.substitution.chooseBackup,
          },
        ]
      : []),
    { value: 'NONE', label: labels.substitution.notAllowed },
  ];
  return (
    <tr className={styles.row} data-part="line" data-gtin13={line.gtin13}>
      <td className={styles.itemCell}>
        <div className={styles.item}>
          <img className={styles.image} src={line.product.imageUrl} alt="" width={64} height={64} loading="lazy" />
          <div className={styles.itemText}>
            <p className={styles.name}>{item}</p>
            <p className={styles.secondary} data-part="unit-label">
              {line.product.unitLabel} ·{' '}
              {fillLabel(labels.item.unitPrice, { price: formatMoney(line.product.promoPrice ?? line.product.price) })}
            </p>
            {offersSubstitutions ? (
              <p className={styles.secondary} data-part="substitution-text">
                {substitutionText(line, labels)}
              </p>
            ) : null}
            {line.instructions ? (
              <p className={styles.secondary} data-part="instructions">
                {fillLabel(labels.item.instructions, { instructions: line.instructions })}
              </p>
            ) : null}
            {offersSubstitutions ? (
              <div className={styles.substitution}>
                <Select
                  label={fillLabel(labels.screen.substitutionLabel, { item })}
                  options={options}
                  value={isChoosingBackup && !hasBackup ? 'CUSTOMER_CHOICE' : line.substitutionPolicy}
                  data-part="substitution"
                  onValueChange={(value) => {
                    if (value === 'CUSTOMER_CHOICE' && !line.substitutionItem) {
                      setChoosingBackup(true);
                      return;
                    }
                    setChoosingBackup(false);
                    void changeLine({
                      kind: 'substitution',
                      gtin13: line.gtin13,
                      substitutionPolicy: value as SubstitutionPolicy,
                      ...(value === 'CUSTOMER_CHOICE' && line.substitutionItem
                        ? { substitutionItem: line.substitutionItem }
                        : {}),
                    });
                  }}
                />
                {showsPicker ? <BackupPicker line={line} labels={labels} /> : null}
              </div>
            ) : null}
          </div>
        </div>
      </td>
      <td className={styles.quantityCell}>
        <div className={styles.quantityControls}>
          <fieldset className={styles.stepper} data-part="stepper" aria-describedby={failure ? errorId : undefined}>
            <legend className={styles.visuallyHidden}>{fillLabel(labels.item.quantityLabel, { item })}</legend>
            <IconButton
              size="small"
              label={
                line.quantity <= 1 ? fillLabel(labels.item.remove, { item }) : fillLabel(labels.item.decrease, { item })
              }
              data-part="decrease"
              onClick={() =>
                void (line.quantity <= 1
                  ? removeLine(line, 'decrease')
                  : changeLine({ kind: 'quantity', gtin13: line.gtin13, quantity: line.quantity - 1 }))
              }
            >
              <span className={styles.glyph}>−</span>
            </IconButton>
            <output className={styles.quantityValue} data-part="quantity" aria-live="polite">
              {line.quantity}
            </output>
            <IconButton
              size="small"
              label={fillLabel(labels.item.increase, { item })}
              data-part="increase"
              aria-disabled={atMax || undefined}
              onClick={() => void changeLine({ kind: 'quantity', gtin13: line.gtin13, quantity: line.quantity + 1 })}
            >
              <span className={styles.glyph}>+</span>
            </IconButton>
          </fieldset>
          {atMax && !failure ? (
            <p className={styles.secondary} data-part="max-note">
              {fillLabel(labels.item.maxQuantity, { max: line.product.maxQuantity })}
            </p>
          ) : null}
          {failure ? (
            <p className={styles.lineError} id={errorId} role="alert" data-part="line-error">
              {failureText(failure, labels)}
            </p>
          ) : null}
          <Button
            variant="tertiary"
            size="small"
            data-part="remove"
            aria-label={fillLabel(labels.item.remove, { item })}
            onClick={() => void removeLine(line, 'remove')}
          >
            {labels.screen.removeLabel}
          </Button>
        </div>
      </td>
      <td className={styles.priceCell}>
        <p className={styles.price} data-part="line-total">
          {formatMoney(line.lineTotal)}
        </p>
      </td>
    </tr>
  );
}

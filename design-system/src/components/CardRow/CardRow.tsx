import { formatCopy } from '@aisle/banner-themes/copy';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { type CardBrand, formatExpiry, formatMoney, maskCardNumber } from '../../format/index.ts';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { ActionsMenu } from './ActionsMenu.tsx';
import { CardBrandIcon, type CardIconKind } from './CardBrandIcon.tsx';
import * as styles from './CardRow.css.ts';

/** Bank and credit cards are chosen one at a time (radio); SNAP EBT and gift cards are ticked (checkbox). */
export const cardRowKinds = ['bank', 'credit', 'snap', 'gift'] as const;
export type CardRowKind = (typeof cardRowKinds)[number];

/** The actions menu's entries, in the order the spec lists them (WAL-046). */
export const cardRowActions = ['edit', 'delete', 'makePreferred'] as const;
export type CardRowAction = (typeof cardRowActions)[number];

/**
 * What a SNAP EBT or gift card row knows of its balance: not looked up yet ('Check Balance'),
 * known ('Remaining'), missing after a lookup ('Retry'), or failed ('Balance Error').
 */
export const cardBalanceStates = ['unchecked', 'available', 'missing', 'error'] as const;
export type CardBalanceState = (typeof cardBalanceStates)[number];

export type CardRowLabels = {
  /** 'Exp. {expiry}', `{expiry}` is MM/YY. */
  expiry: string;
  /** 'Expired. Please update your payment info.' */
  expired: string;
  /** 'EDIT EXPIRED CARD': the shortcut to Edit on an expired card. */
  expiredFlag: string;
  /** The control's name, '{brand} ending in {lastFour}'. */
  cardName: string;
  /** Shown with the preferred-card icon. */
  preferred: string;
  /** Name of the actions menu button, '{card}' is the card's name. */
  actions: string;
  edit: string;
  delete: string;
  makePreferred: string;
  checkBalance: string;
  remaining: string;
  retry: string;
  balanceError: string;
};

export type CardRowProps = {
  kind: CardRowKind;
  /** The card's id: the control's value and what callbacks receive. */
  value: string;
  /** Shared by the rows of one group (radios with one name move together with the arrow keys). */
  name: string;
  brand: CardBrand;
  /** The brand's display name, e.g. 'Visa' or 'SNAP EBT'. */
  brandName: string;
  lastFour: string;
  /** Masked length for cards without a brand length (19 for gift cards). */
  maskLength?: number;
  /** Two digits; empty for SNAP EBT and gift cards, which then show no expiry. */
  expirationMonth?: string | number;
  expirationYear?: string | number;
  isExpired?: boolean;
  isDisabled?: boolean;
  isPreferred?: boolean;
  /** Controlled selection. */
  isSelected?: boolean;
  defaultSelected?: boolean;
  onSelectedChange?: (isSelected: boolean, value: string) => void;
  /** Which actions the menu offers; an expired card offers only Edit, a preferred one no Make Preferred. */
  actions?: readonly CardRowAction[];
  onAction?: (action: CardRowAction, value: string) => void;
  /** SNAP EBT and gift cards: the balance, in dollars. */
  balance?: number;
  /** Defaults from `balance`: available when set, else 'unchecked' for SNAP and 'missing' for gift. */
  balanceState?: CardBalanceState;
  onCheckBalance?: (value: string) => void;
  onRetryBalance?: (value: string) => void;
  labels: CardRowLabels;
  id?: string;
  className?: string;
};

export const cardRowStates = ['idle', 'selected', 'disabled', 'expired'] as const;
export type CardRowState = (typeof cardRowStates)[number];

function iconKindOf(kind: CardRowKind, brand: CardBrand): CardIconKind {
  if (brand !== 'NONE') return brand;
  if (kind === 'snap') return 'SNAP';
  if (kind === 'gift') return 'GIFT';
  return 'NONE';
}

/** The actions an expired or preferred card still offers (WAL-048, WAL-049, WAL-056). */
export function visibleCardActions(
  actions: readonly CardRowAction[],
  { isExpired = false, isPreferred = false }: { isExpired?: boolean; isPreferred?: boolean },
): CardRowAction[] {
  if (isExpired) return actions.filter((action) => action === 'edit');
  return actions.filter((action) => !(action === 'makePreferred' && isPreferred));
}

/**
 * One saved card in the wallet: its control, brand, masked number, expiry, preferred mark, balance
 * (SNAP EBT and gift cards) and actions menu. Rows of one group share `name`; wrap them in an element
 * with role radiogroup (bank cards) or group (SNAP EBT, gift cards) and a name.
 */
export function CardRow({
  kind,
  value,
  name,
  brand,
  brandName,
  lastFour,
  maskLength,
  expirationMonth,
  expirationYear,
  isExpired = false,
  isDisabled = false,
  isPreferred = false,
  isSelected,
  defaultSelected = false,
  onSelectedChange,
  actions = cardRowActions,
  onAction,
  balance,
  balanceState,
  onCheckBalance,
  onRetryBalance,
  labels,
  id,
  className,
}: CardRowProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-control`;
  const nameId = `${generatedId}-name`;
  const expiryId = `${generatedId}-expiry`;
  const preferredId = `${generatedId}-preferred`;
  const expiredId = `${generatedId}-expired`;
  const balanceId = `${generatedId}-balance`;
  const inputRef = useRef<HTMLInputElement>(null);
  // No onChange here: a radio unticked by its siblings is not the shopper's change of this row.
  const [selected, setSelected] = useControllableState({ value: isSelected, defaultValue: defaultSelected });
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const isControlled = isSelected !== undefined;
  const isRadio = kind === 'bank' || kind === 'credit';
  const isUnavailable = isExpired || isDisabled;

  // An uncontrolled radio is unticked by its siblings without a change event of its own.
  useEffect(() => {
    const input = inputRef.current;
    if (isControlled || !isRadio || !input) return;
    const ownerDocument = input.ownerDocument;
    function followSiblings(event: Event) {
      const target = event.target as HTMLInputElement | null;
      if (target !== input && target?.type === 'radio' && target.name === name) setSelected(false);
    }
    ownerDocument.addEventListener('change', followSiblings);
    return () => ownerDocument.removeEventListener('change', followSiblings);
  }, [isControlled, isRadio, name, setSelected]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.checked;
    setSelected(next);
    onSelectedChange?.(next, value);
  }

  const cardName = formatCopy(labels.cardName, { brand: brandName, lastFour });
  const masked = maskCardNumber(lastFour, brand, maskLength === undefined ? {} : { length: maskLength });
  const firstDigit = masked.search(/\d/);
  const maskedDots = firstDigit === -1 ? masked : masked.slice(0, firstDigit);
  const maskedDigits = firstDigit === -1 ? '' : masked.slice(firstDigit);
  const hasExpiry =
    expirationMonth !== undefined && expirationMonth !== '' && expirationYear !== undefined && expirationYear !== '';
  const menuActions = visibleCardActions(actions, { isExpired, isPreferred });
  const canEdit = menuActions.includes('edit');
  const hasBalance = kind === 'snap' || kind === 'gift';
  const balanceShown: CardBalanceState | undefined = hasBalance
    ? (balanceState ?? (balance !== undefined ? 'available' : kind === 'snap' ? 'unchecked' : 'missing'))
    : undefined;
  const state: CardRowState = isExpired ? 'expired' : isDisabled ? 'disabled' : selected ? 'selected' : 'idle';
  const describedBy = [
    hasExpiry ? expiryId : null,
    isPreferred ? preferredId : null,
    isExpired ? expiredId : null,
    balanceShown === 'available' || balanceShown === 'error' ? balanceId : null,
  ].filter(Boolean);

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-component="CardRow"
      data-variant={kind}
      data-state={state}
      data-menu={isMenuOpen ? 'open' : 'closed'}
      data-preferred={isPreferred || undefined}
    >
      <div className={styles.layout}>
        <span className={styles.controlSlot}>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.control}
            type={isRadio ? 'radio' : 'checkbox'}
            name={name}
            value={value}
            disabled={isUnavailable}
            aria-labelledby={nameId}
            aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
            data-part="control"
            {...(isControlled ? { checked: isSelected } : { defaultChecked: defaultSelected })}
            onChange={onChange}
          />
          {isRadio ? null : <Icon name="check" className={styles.checkMark} strokeWidth={2.5} />}
        </span>
        <label htmlFor={inputId} className={styles.body} data-part="body">
          <CardBrandIcon kind={iconKindOf(kind, brand)} />
          <span className={styles.details}>
            <span className={styles.title}>
              <span className={styles.brandName} data-part="brandName">
                {brandName}
              </span>
              <span className={styles.number} data-part="number" aria-hidden="true">
                <span className={styles.maskDots}>{maskedDots}</span>
                {maskedDigits}
              </span>
              <span id={nameId} className={visuallyHidden}>
                {cardName}
              </span>
            </span>
            {hasExpiry || isPreferred ? (
              <span className={styles.meta}>
                {hasExpiry ? (
                  <span id={expiryId} data-part="expiry">
                    {formatCopy(labels.expiry, { expiry: formatExpiry(expirationMonth, expirationYear) })}
                  </span>
                ) : null}
                {isPreferred ? (
                  <span id={preferredId} className={styles.preferred} data-part="preferred">
                    <Icon name="star" className={styles.preferredIcon} />
                    {labels.preferred}
                  </span>
                ) : null}
              </span>
            ) : null}
            {isExpired ? (
              <span id={expiredId} className={styles.expiredMessage} data-part="expiredMessage">
                <NoteIcon />
                {labels.expired}
              </span>
            ) : null}
          </span>
        </label>
        <div className={styles.extra} data-part="extra">
          {isExpired && canEdit ? (
            <Button
              variant="tertiary"
              size="small"
              aria-describedby={nameId}
              data-part="expiredFlag"
              onClick={() => onAction?.('edit', value)}
            >
              {labels.expiredFlag}
            </Button>
          ) : null}
          {balanceShown === 'available' && balance !== undefined ? (
            <span id={balanceId} className={styles.balance} data-part="balance">
              <span className={styles.balanceLabel}>{labels.remaining}</span>
              <span className={styles.balanceAmount}>{formatMoney(balance)}</span>
            </span>
          ) : null}
          {balanceShown === 'unchecked' ? (
            <Button
              variant="secondary"
              size="small"
              aria-describedby={nameId}
              data-part="checkBalance"
              onClick={() => onCheckBalance?.(value)}
            >
              {labels.checkBalance}
            </Button>
          ) : null}
          {balanceShown === 'missing' ? (
            <Button
              variant="tertiary"
              size="small"
              aria-describedby={nameId}
              data-part="retry"
              onClick={() => onRetryBalance?.(value)}
            >
              {labels.retry}
            </Button>
          ) : null}
          {balanceShown === 'error' ? (
            <span id={balanceId} className={styles.balanceError} data-part="balanceError">
              <NoteIcon />
              {labels.balanceError}
            </span>
          ) : null}
        </div>
        {menuActions.length > 0 ? (
          <div className={styles.menuSlot}>
            <ActionsMenu
              label={formatCopy(labels.actions, { card: cardName })}
              items={menuActions.map((action) => ({ action, label: labels[action] }))}
              onSelect={(action) => onAction?.(action, value)}
              onOpenChange={setIsMenuOpen}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The alert-circle drawn before the expired and balance-error notes. */
function NoteIcon() {
  return <Icon name="critical" className={styles.noteIcon} />;
}

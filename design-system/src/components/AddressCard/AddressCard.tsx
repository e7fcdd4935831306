import { type ReactNode, useId } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './AddressCard.css.ts';

/**
 * 'line1First' for account addresses; 'line2First' for the selector, whose addresses show their second
 * line first (spec: selector address).
 */
export const addressLineOrders = ['line1First', 'line2First'] as const;
export type AddressLineOrder = (typeof addressLineOrders)[number];

/** The spec's flattened display address (ACC-027), the fields this card shows. */
export type DisplayAddress = {
  addressId: string;
  line1: string;
  line2?: string | null;
  city: string;
  stateCode: string;
  zip: string;
  /** 'home' or 'delivery' (any case). */
  type?: string | null;
  preferred?: boolean;
  label?: string | null;
};

export type AddressCardLabels = {
  /** Badge of a home address, e.g. 'Home'. */
  home?: string;
  /** Badge of the preferred address, e.g. 'Preferred'. */
  preferred?: string;
  /** Badge of the selected (active) address, e.g. 'Selected'. */
  selected?: string;
  /** 'Select Address'. */
  select?: string;
  edit?: string;
  delete?: string;
};

export type AddressCardProps = {
  address: DisplayAddress;
  lineOrder?: AddressLineOrder;
  /** The address in use: outlined and badged, and 'Select Address' is hidden (SEL-119). */
  isSelected?: boolean;
  labels?: AddressCardLabels;
  /** Shows 'Select Address' (with labels.select) while the card is not selected. */
  onSelect?: (address: DisplayAddress) => void;
  /** Shows an Edit button (with labels.edit). */
  onEdit?: (address: DisplayAddress) => void;
  /** Shows a Delete button (with labels.delete). */
  onDelete?: (address: DisplayAddress) => void;
  /** More actions after the built-in ones. */
  actions?: ReactNode;
  /** Heading level of the card's title; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

function streetLines(address: DisplayAddress, lineOrder: AddressLineOrder): string[] {
  const ordered = lineOrder === 'line2First' ? [address.line2, address.line1] : [address.line1, address.line2];
  return ordered.filter((line): line is string => Boolean(line?.trim()));
}

/** A saved address: its title, lines and badges, with Select, Edit and Delete actions by props. */
export function AddressCard({
  address,
  lineOrder = 'line1First',
  isSelected = false,
  labels = {},
  onSelect,
  onEdit,
  onDelete,
  actions,
  headingLevel = 3,
  className,
}: AddressCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const street = streetLines(address, lineOrder);
  const title = address.label?.trim() || street[0] || '';
  const bodyLines = [
    ...(address.label?.trim() ? street : street.slice(1)),
    `${address.city}, ${address.stateCode} ${address.zip}`,
  ];
  const isHome = address.type?.toLowerCase() === 'home';
  const badges = [
    isSelected && labels.selected ? { variant: 'selected', text: labels.selected } : null,
    isHome && labels.home ? { variant: 'home', text: labels.home } : null,
    address.preferred && labels.preferred ? { variant: 'preferred', text: labels.preferred } : null,
  ].filter((badge) => badge !== null);
  const showsSelect = Boolean(onSelect && labels.select && !isSelected);
  const hasActions =
    showsSelect || Boolean(onEdit && labels.edit) || Boolean(onDelete && labels.delete) || Boolean(actions);

  return (
    <article
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      aria-current={isSelected || undefined}
      data-component="AddressCard"
      data-state={isSelected ? 'selected' : 'idle'}
    >
      <Heading id={headingId} className={styles.heading} data-part="title">
        {title}
      </Heading>
      {badges.length > 0 ? (
        <ul className={styles.badges} data-part="badges">
          {badges.map((badge) => (
            <li key={badge.variant} className={styles.badge} data-variant={badge.variant}>
              {badge.text}
            </li>
          ))}
        </ul>
      ) : null}
      <address className={styles.lines} data-part="lines">
        {bodyLines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their place
          <span key={index} className={styles.line}>
            {line}
          </span>
        ))}
      </address>
      {hasActions ? (
        <div className={styles.actions} data-part="actions">
          {showsSelect ? (
            <Button size="small" aria-describedby={headingId} onClick={() => onSelect?.(address)}>
              {labels.select}
            </Button>
          ) : null}
          {onEdit && labels.edit ? (
            <Button size="small" variant="tertiary" aria-describedby={headingId} onClick={() => onEdit(address)}>
              {labels.edit}
            </Button>
          ) : null}
          {onDelete && labels.delete ? (
            <Button size="small" variant="tertiary" aria-describedby={headingId} onClick={() => onDelete(address)}>
              {labels.delete}
            </Button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </article>
  );
}

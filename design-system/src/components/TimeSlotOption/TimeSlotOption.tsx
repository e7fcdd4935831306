import { formatCopy } from '@aisle/banner-themes/copy';
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../format/index.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './TimeSlotOption.css.ts';

/** A time option's type (SCH-031); EXPRESS is labelled 'Fastest same-day service' (SCH-020). */
export const timeSlotTypes = ['STANDARD', 'EXPRESS'] as const;
export type TimeSlotType = (typeof timeSlotTypes)[number];

export const timeSlotOptionStates = ['idle', 'selected', 'disabled'] as const;
export type TimeSlotOptionState = (typeof timeSlotOptionStates)[number];

export type TimeSlotOptionLabels = {
  /** 'Free': a zero cost, or any cost while fees are off. */
  free: string;
  /** 'Fastest same-day service' */
  express: string;
  /** Read for the struck-through price; `{amount}` is money. */
  regularPrice: string;
};

export type TimeSlotOptionProps = {
  /** Shared by the slots of one list; wrap them in an element with role radiogroup and a name. */
  name: string;
  /** The option's id (the quote and option ids combined, SCH-028). */
  value: string;
  /** The window as the service words it, e.g. '9:00am - 11:00am'. */
  displayString: string;
  /** What the shopper pays, in dollars. */
  cost: number;
  /** The amount waived, in dollars: the regular price (cost + waiver) is shown struck through. */
  waiver?: number;
  /** Fees are shown; when off, every slot reads 'Free' (SEL-178). */
  showsFees?: boolean;
  type?: TimeSlotType;
  /** An incentive's display name (incentive.displayName). */
  incentive?: string;
  /** Who fulfils the window (vendorName), for lists that mix vendors: the same hour can come twice. */
  vendor?: string;
  isDisabled?: boolean;
  /** Controlled selection. */
  isSelected?: boolean;
  defaultSelected?: boolean;
  onSelect?: (value: string) => void;
  labels: TimeSlotOptionLabels;
  className?: string;
};

/** Whether a slot reads 'Free': a zero cost, or fees are off. */
export function isFreeTimeSlot({ cost, showsFees = true }: { cost: number; showsFees?: boolean }): boolean {
  return !showsFees || cost === 0;
}

/**
 * One time slot of the scheduling list: a radio with the window, the express label, and the cost or
 * 'Free' with the waived regular price struck through.
 */
export function TimeSlotOption({
  name,
  value,
  displayString,
  cost,
  waiver = 0,
  showsFees = true,
  type = 'STANDARD',
  incentive,
  vendor,
  isDisabled = false,
  isSelected,
  defaultSelected = false,
  onSelect,
  labels,
  className,
}: TimeSlotOptionProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [selectedInternally, setSelectedInternally] = useState(defaultSelected);
  const isControlled = isSelected !== undefined;
  const selected = isControlled ? isSelected : selectedInternally;

  // An uncontrolled radio is unticked by its siblings without a change event of its own.
  useEffect(() => {
    const input = inputRef.current;
    if (isControlled || !input) return;
    const ownerDocument = input.ownerDocument;
    function followSiblings(event: Event) {
      const target = event.target as HTMLInputElement | null;
      if (target !== input && target?.type === 'radio' && target.name === name) setSelectedInternally(false);
    }
    ownerDocument.addEventListener('change', followSiblings);
    return () => ownerDocument.removeEventListener('change', followSiblings);
  }, [isControlled, name]);

  const isFree = isFreeTimeSlot({ cost, showsFees });
  const regularPrice = showsFees && waiver > 0 ? formatMoney(cost + waiver) : null;
  const state: TimeSlotOptionState = isDisabled ? 'disabled' : selected ? 'selected' : 'idle';
  const isExpress = type === 'EXPRESS';

  return (
    <label
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-component="TimeSlotOption"
      data-variant={isExpress ? 'express' : 'standard'}
      data-state={state}
    >
      <input
        ref={inputRef}
        className={styles.control}
        type="radio"
        name={name}
        value={value}
        disabled={isDisabled}
        data-part="control"
        {...(isControlled ? { checked: isSelected } : { defaultChecked: defaultSelected })}
        onChange={(event) => {
          if (!event.target.checked) return;
          if (!isControlled) setSelectedInternally(true);
          onSelect?.(value);
        }}
      />
      <span className={styles.details}>
        <span className={styles.time} data-part="time">
          {displayString}
        </span>
        {isExpress ? (
          <span className={styles.express} data-part="express">
            <Icon name="bolt" className={styles.expressIcon} />
            {labels.express}
          </span>
        ) : null}
        {vendor ? (
          <span className={styles.secondaryLine} data-part="vendor">
            {vendor}
          </span>
        ) : null}
        {incentive ? (
          <span className={styles.secondaryLine} data-part="incentive">
            {incentive}
          </span>
        ) : null}
      </span>
      <span className={styles.price} data-part="price" data-state={isFree ? 'free' : 'paid'}>
        <span className={styles.cost}>{isFree ? labels.free : formatMoney(cost)}</span>
        {regularPrice ? (
          <>
            <s className={styles.regularPrice} aria-hidden="true" data-part="regularPrice">
              {regularPrice}
            </s>
            <span className={visuallyHidden}>{formatCopy(labels.regularPrice, { amount: regularPrice })}</span>
          </>
        ) : null}
      </span>
    </label>
  );
}

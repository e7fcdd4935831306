import { formatCopy } from '@aisle/banner-themes/copy';
import { type ChangeEvent, useId, useState } from 'react';
import { formatMoney } from '../../format/index.ts';
import { FieldError } from '../FieldError/FieldError.tsx';
import * as styles from './TipSelector.css.ts';
import { parseTipAmount, type TipError, tipOptions, tipValue } from './tip.ts';

export {
  parseTipAmount,
  type TipError,
  type TipOption,
  type TipParseResult,
  tipErrors,
  tipOptions,
  tipPercentage,
  tipValue,
} from './tip.ts';

/** The value 'None' stands for. */
export const NO_TIP = '0.00';

export type TipSelectorLabels = {
  /** The choice's name (legend). */
  label: string;
  none: string;
  otherAmount: string;
  /** Label of the custom amount field. */
  otherAmountField: string;
  /** 'Tip is a required field' */
  required: string;
  /** Over the maximum; `{max}` is the maximum as money. */
  maximum: string;
  /** Not an amount. */
  invalid: string;
};

export type TipSelectorProps = {
  /** Suggested amounts in dollars; zero values are left out. */
  suggestions: readonly number[];
  /** The order subtotal the percentages are taken of. */
  subtotal: number;
  /** The checkout's maximum tip (PAY-083). */
  maxTip: number;
  /** Controlled tip, 2 decimals ('5.00'; 'None' is '0.00'). */
  value?: string;
  defaultValue?: string;
  /** Called with the tip with 2 decimals: on choosing an option, or on leaving a valid Other Amount. */
  onValueChange?: (value: string) => void;
  /** Read-only, e.g. in modify mode (PAY-074). */
  isDisabled?: boolean;
  labels: TipSelectorLabels;
  className?: string;
};

type Choice = { kind: 'suggestion'; value: string } | { kind: 'none' } | { kind: 'other' };

function choiceFor(value: string | undefined, suggestionValues: readonly string[]): Choice | null {
  if (value === undefined || value === '') return null;
  const normalised = Number.isFinite(Number(value)) ? tipValue(Number(value)) : value;
  if (normalised === NO_TIP) return { kind: 'none' };
  if (suggestionValues.includes(normalised)) return { kind: 'suggestion', value: normalised };
  return { kind: 'other' };
}

function choiceKey(choice: Choice | null): string | null {
  if (!choice) return null;
  return choice.kind === 'suggestion' ? choice.value : choice.kind;
}

/**
 * The tip choice (PAY-076 to PAY-084): suggested amounts with their share of the subtotal, 'None', and
 * 'Other Amount' with a dollar field checked against the maximum tip. Emits amounts with 2 decimals.
 */
export function TipSelector({
  suggestions,
  subtotal,
  maxTip,
  value,
  defaultValue,
  onValueChange,
  isDisabled = false,
  labels,
  className,
}: TipSelectorProps) {
  const id = useId();
  const options = tipOptions(suggestions, subtotal);
  const suggestionValues = options.map((option) => option.value);
  const initialValue = value ?? defaultValue;
  const [choice, setChoice] = useState<Choice | null>(() => choiceFor(initialValue, suggestionValues));
  const [otherText, setOtherText] = useState(() =>
    choiceFor(initialValue, suggestionValues)?.kind === 'other' ? (initialValue ?? '') : '',
  );
  const [isTouched, setIsTouched] = useState(false);

  // A controlled value changed from outside moves the choice, unless the current choice already gives
  // it (typing '5' in Other Amount must not jump to a $5.00 suggestion). Adjusted while rendering.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    const currentAmount =
      choice?.kind === 'suggestion'
        ? choice.value
        : choice?.kind === 'none'
          ? NO_TIP
          : choice?.kind === 'other'
            ? otherText
            : '';
    const current = parseTipAmount(currentAmount);
    if (value !== undefined && !(current.ok && current.value === value)) {
      const next = choiceFor(value, suggestionValues);
      setChoice(next);
      if (next?.kind === 'other') setOtherText(value);
    }
  }

  const parsedOther = parseTipAmount(otherText, { max: maxTip });
  const otherError: TipError | null =
    choice?.kind === 'other' && isTouched && !parsedOther.ok ? parsedOther.error : null;
  const errorText =
    otherError === 'required'
      ? labels.required
      : otherError === 'maximum'
        ? formatCopy(labels.maximum, { max: formatMoney(maxTip) })
        : otherError === 'invalid'
          ? labels.invalid
          : null;

  function choose(next: Choice) {
    setChoice(next);
    if (next.kind === 'suggestion') onValueChange?.(next.value);
    else if (next.kind === 'none') onValueChange?.(NO_TIP);
    else if (parsedOther.ok) onValueChange?.(parsedOther.value);
  }

  function onOtherChange(event: ChangeEvent<HTMLInputElement>) {
    setOtherText(event.target.value);
  }

  // The custom amount is committed when the field is left, not per keystroke: each emitted tip may be
  // sent to the checkout.
  function onOtherBlur() {
    setIsTouched(true);
    if (!parsedOther.ok) return;
    setOtherText(parsedOther.value);
    onValueChange?.(parsedOther.value);
  }

  const name = `${id}-tip`;
  const fieldId = `${id}-other`;
  const errorId = `${id}-error`;
  const selectedKey = choiceKey(choice);

  return (
    <fieldset
      className={[styles.root, className].filter(Boolean).join(' ')}
      disabled={isDisabled}
      data-component="TipSelector"
      data-state={choice?.kind ?? 'empty'}
    >
      <legend className={styles.legend}>{labels.label}</legend>
      <div className={styles.options} data-part="options">
        {options.map((option) => (
          <label key={option.value} className={styles.chip} data-part="option" data-value={option.value}>
            <input
              className={styles.chipInput}
              type="radio"
              name={name}
              value={option.value}
              checked={selectedKey === option.value}
              onChange={() => choose({ kind: 'suggestion', value: option.value })}
            />
            <span className={styles.chipAmount}>{formatMoney(option.amount)}</span>
            <span className={styles.chipPercentage}>{`${option.percentage}%`}</span>
          </label>
        ))}
        <label className={styles.chip} data-part="option" data-value="none">
          <input
            className={styles.chipInput}
            type="radio"
            name={name}
            value={NO_TIP}
            checked={selectedKey === 'none'}
            onChange={() => choose({ kind: 'none' })}
          />
          <span className={styles.chipAmount}>{labels.none}</span>
        </label>
        <label className={styles.chip} data-part="option" data-value="other">
          <input
            className={styles.chipInput}
            type="radio"
            name={name}
            value="other"
            checked={selectedKey === 'other'}
            aria-controls={choice?.kind === 'other' ? fieldId : undefined}
            onChange={() => choose({ kind: 'other' })}
          />
          <span className={styles.chipAmount}>{labels.otherAmount}</span>
        </label>
      </div>
      {choice?.kind === 'other' ? (
        <div className={styles.field} data-part="otherAmount">
          <label htmlFor={fieldId} className={styles.fieldLabel}>
            {labels.otherAmountField}
          </label>
          <div className={styles.inputFrame}>
            <span className={styles.prefix} aria-hidden="true">
              $
            </span>
            <input
              id={fieldId}
              className={styles.input}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              required
              aria-invalid={errorText ? true : undefined}
              aria-describedby={errorText ? errorId : undefined}
              value={otherText}
              onChange={onOtherChange}
              onBlur={onOtherBlur}
            />
          </div>
          {errorText ? (
            <FieldError id={errorId} data-part="error">
              {errorText}
            </FieldError>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

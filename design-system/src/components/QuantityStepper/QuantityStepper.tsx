import { useControllableState } from '../../hooks/useControllableState.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { glyph, stepper, value as valueStyle } from './QuantityStepper.css.ts';

/** Where the value stands between its bounds: a button that would leave them is disabled. */
export const quantityStepperStates = ['atMinimum', 'between', 'atMaximum'] as const;
export type QuantityStepperState = (typeof quantityStepperStates)[number];

/** The stepper's words, from the banner's copy (it has none of its own). */
export type QuantityStepperLabels = {
  /** The group's name, e.g. 'Quantity of Strawberries'. */
  group: string;
  decrease: string;
  increase: string;
};

export type QuantityStepperProps = {
  labels: QuantityStepperLabels;
  /** Controlled value; leave out with `defaultValue` to let the stepper keep it. */
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  min?: number;
  max: number;
  isDisabled?: boolean;
  className?: string;
  /** A note about the quantity (an error under the line, say) that the group announces. */
  'aria-describedby'?: string | undefined;
  'data-part'?: string;
};

/** The state of a value between `min` and `max`. */
export function quantityStepperState(value: number, min: number, max: number): QuantityStepperState {
  if (value <= min) return 'atMinimum';
  return value >= max ? 'atMaximum' : 'between';
}

/** A quantity with − and + buttons, bounded by `min` and `max`; the value is announced as it changes. */
export function QuantityStepper({
  labels,
  value,
  defaultValue,
  onValueChange,
  min = 0,
  max,
  isDisabled = false,
  className,
  'aria-describedby': describedBy,
  'data-part': dataPart,
}: QuantityStepperProps) {
  const [current, setCurrent] = useControllableState({
    value,
    defaultValue: defaultValue ?? min,
    onChange: onValueChange,
  });
  const state = quantityStepperState(current, min, max);
  const step = (delta: number) => setCurrent(Math.min(max, Math.max(min, current + delta)));
  return (
    <fieldset
      className={[stepper, className].filter(Boolean).join(' ')}
      data-component="QuantityStepper"
      data-state={state}
      data-part={dataPart}
      aria-describedby={describedBy}
    >
      <legend className={visuallyHidden}>{labels.group}</legend>
      <IconButton
        size="small"
        label={labels.decrease}
        disabled={isDisabled || state === 'atMinimum'}
        onClick={() => step(-1)}
        data-part="decrease"
      >
        <span className={glyph}>−</span>
      </IconButton>
      <output className={valueStyle} aria-live="polite" data-part="quantity">
        {current}
      </output>
      <IconButton
        size="small"
        label={labels.increase}
        disabled={isDisabled || state === 'atMaximum'}
        onClick={() => step(1)}
        data-part="increase"
      >
        <span className={glyph}>+</span>
      </IconButton>
    </fieldset>
  );
}

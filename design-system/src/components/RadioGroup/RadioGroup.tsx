import type { ChangeEvent, ReactNode } from 'react';
import { useId } from 'react';
import { describedBy } from '../FieldError/describedBy.ts';
import { FieldError } from '../FieldError/FieldError.tsx';
import { fieldHint } from '../FieldError/fieldParts.css.ts';
import {
  error as errorStyle,
  fieldset,
  hint as hintStyle,
  legend,
  optionLabel,
  option as optionStyle,
  options as optionsStyle,
  optionText,
  radio,
} from './RadioGroup.css.ts';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export type RadioOption = { value: string; label: ReactNode; description?: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  /** The group's question, shown as the fieldset's legend. */
  label: ReactNode;
  options: readonly RadioOption[];
  /** Shared name of the radios; generated when left out. */
  name?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: (typeof radioGroupOrientations)[number];
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
};

/**
 * Native radios in a fieldset: Tab enters the group, arrow keys move and select, as browsers do.
 * The fieldset carries role="radiogroup" so that it may also carry the error state.
 */
export function RadioGroup({
  label,
  options,
  name,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  hint,
  error,
  disabled = false,
  required = false,
  id,
  className,
}: RadioGroupProps) {
  const generatedId = useId();
  const groupId = id ?? `${generatedId}-radios`;
  const legendId = `${groupId}-legend`;
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;
  const groupName = name ?? groupId;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const isControlled = value !== undefined;

  return (
    <fieldset
      id={groupId}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows radiogroup on fieldset; it lets the group carry aria-invalid and aria-required.
      role="radiogroup"
      className={[fieldset, className].filter(Boolean).join(' ')}
      data-component="RadioGroup"
      data-variant={orientation}
      data-invalid={hasError ? '' : undefined}
      disabled={disabled}
      aria-labelledby={legendId}
      aria-describedby={describedBy(hint ? hintId : null, hasError && errorId)}
      aria-invalid={hasError || undefined}
      aria-required={required || undefined}
    >
      <legend id={legendId} className={legend} data-part="legend">
        {label}
      </legend>
      {hint ? (
        <p id={hintId} className={[fieldHint, hintStyle].join(' ')} data-part="hint">
          {hint}
        </p>
      ) : null}
      <div className={optionsStyle({ orientation })} data-part="options">
        {options.map((option, index) => {
          // Values may hold characters that ids cannot, so ids count positions.
          const radioId = `${groupId}-option-${index}`;
          const descriptionId = `${radioId}-description`;
          return (
            <div key={option.value} className={optionStyle} data-part="option">
              <input
                id={radioId}
                type="radio"
                className={radio}
                name={groupName}
                value={option.value}
                disabled={option.disabled}
                required={required}
                checked={isControlled ? option.value === value : undefined}
                defaultChecked={isControlled ? undefined : option.value === defaultValue}
                aria-describedby={option.description ? descriptionId : undefined}
                onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange?.(event.target.value)}
              />
              <span className={optionText}>
                <label htmlFor={radioId} className={optionLabel} data-part="label">
                  {option.label}
                </label>
                {option.description ? (
                  <span id={descriptionId} className={fieldHint} data-part="description">
                    {option.description}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
      {hasError ? (
        <FieldError id={errorId} className={errorStyle}>
          {error}
        </FieldError>
      ) : null}
    </fieldset>
  );
}

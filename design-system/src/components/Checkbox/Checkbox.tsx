import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useCallback, useId, useLayoutEffect, useRef } from 'react';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { describedBy } from '../FieldError/describedBy.ts';
import { FieldError } from '../FieldError/FieldError.tsx';
import { fieldHint, fieldStack } from '../FieldError/fieldParts.css.ts';
import {
  box,
  boxFrame,
  checkMark,
  dash,
  errorIndent,
  indicator,
  label as labelStyle,
  row,
  text,
} from './Checkbox.css.ts';

export const checkboxStates = ['unchecked', 'checked', 'indeterminate'] as const;

export type CheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'defaultChecked' | 'children'
> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Shows a dash ("some of these"); a click clears it and checks the box. */
  indeterminate?: boolean;
  /** Class of the field's root. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A native checkbox with a 24px box, a label, an optional hint and an error. */
export function Checkbox({
  label,
  hint,
  error,
  checked,
  defaultChecked = false,
  onCheckedChange,
  indeterminate = false,
  id,
  className,
  disabled,
  required,
  onChange,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-checkbox`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const [isChecked, setChecked] = useControllableState({ value: checked, defaultValue: defaultChecked });
  const inputRef = useRef<HTMLInputElement | null>(null);

  const combinedRef = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // `indeterminate` is a DOM property with no attribute; a click also clears it, so re-apply it each render.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  });

  const state = indeterminate ? 'indeterminate' : isChecked ? 'checked' : 'unchecked';

  return (
    <div
      className={[fieldStack, className].filter(Boolean).join(' ')}
      data-component="Checkbox"
      data-state={state}
      data-invalid={hasError ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <div className={row}>
        <span className={boxFrame}>
          <input
            {...rest}
            ref={combinedRef}
            id={inputId}
            type="checkbox"
            className={box}
            data-part="box"
            checked={isChecked}
            disabled={disabled}
            required={required}
            aria-invalid={hasError || undefined}
            aria-describedby={describedBy(hint ? hintId : null, hasError && errorId, ariaDescribedBy)}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setChecked(event.target.checked);
              onChange?.(event);
              onCheckedChange?.(event.target.checked);
            }}
          />
          <svg className={indicator} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-part="indicator">
            <path className={checkMark} d="M9.8 17.3 4.9 12.4l1.7-1.7 3.2 3.2 7.6-7.6 1.7 1.7z" />
            <rect className={dash} x="6" y="10.75" width="12" height="2.5" rx="1" />
          </svg>
        </span>
        <span className={text}>
          <label htmlFor={inputId} className={labelStyle} data-part="label">
            {label}
          </label>
          {hint ? (
            <span id={hintId} className={fieldHint} data-part="hint">
              {hint}
            </span>
          ) : null}
        </span>
      </div>
      {hasError ? (
        <FieldError id={errorId} className={errorIndent}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}

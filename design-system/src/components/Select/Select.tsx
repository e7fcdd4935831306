import type { ChangeEvent, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { describedBy } from '../FieldError/describedBy.ts';
import { FieldFrame, hasFieldError, useFieldIds } from '../FieldError/FieldFrame.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { chevron, control, select } from './Select.css.ts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'multiple' | 'children'
> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** First option with an empty value, e.g. 'Select...'. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Class of the field's root (label, hint, select and error). */
  className?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A native select, styled, with label, hint, error and an optional placeholder option. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  value,
  defaultValue,
  onValueChange,
  onChange,
  id,
  className,
  required,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectProps) {
  const { controlId: selectId, hintId, errorId } = useFieldIds(id, 'select');
  const hasError = hasFieldError(error);
  const isControlled = value !== undefined;
  // Tracked only to grey out the placeholder while it is the shown option.
  const [currentValue, setCurrentValue] = useControllableState({
    value,
    defaultValue: defaultValue ?? (placeholder === undefined ? (options[0]?.value ?? '') : ''),
  });

  return (
    <FieldFrame
      component="Select"
      controlId={selectId}
      hintId={hintId}
      errorId={errorId}
      label={label}
      hint={hint}
      error={error}
      className={className}
    >
      <div className={control} data-part="control">
        <select
          {...rest}
          id={selectId}
          className={select}
          data-part="select"
          data-placeholder-shown={placeholder !== undefined && currentValue === '' ? '' : undefined}
          required={required}
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(hint ? hintId : null, hasError && errorId, ariaDescribedBy)}
          value={isControlled ? value : undefined}
          defaultValue={isControlled ? undefined : defaultValue}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            setCurrentValue(event.target.value);
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="selectChevron" className={chevron} data-part="chevron" />
      </div>
    </FieldFrame>
  );
}

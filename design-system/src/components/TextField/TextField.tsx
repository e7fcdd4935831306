import type { ChangeEvent, InputHTMLAttributes, Key, ReactNode, Ref } from 'react';
import { describedBy } from '../FieldError/describedBy.ts';
import { FieldFrame, hasFieldError, useFieldIds } from '../FieldError/FieldFrame.tsx';
import { control, input, prefix as prefixStyle } from './TextField.css.ts';

export const textFieldTypes = ['text', 'email', 'tel', 'password', 'search', 'url'] as const;

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'prefix' | 'size' | 'children'
>;

export type TextFieldProps = NativeInputProps & {
  label: ReactNode;
  /** Help text under the label, linked to the input through aria-describedby. */
  hint?: ReactNode;
  /** Marks the input invalid and shows the message. What the shopper typed stays in the input. */
  error?: ReactNode;
  /**
   * Announce the error when it appears (`role="alert"`): for an error that answers a submit while focus
   * stays on its button, e.g. a code the server refused. Off for errors shown as the shopper leaves the field.
   */
  isErrorLive?: boolean;
  /** Change it for each new error: the message is shown as a new one and announced again, same words or not. */
  errorKey?: Key;
  /** Shown before the input inside its border, e.g. '$'. */
  prefix?: ReactNode;
  type?: (typeof textFieldTypes)[number];
  /** Controlled value (as displayed; a MaskedTextField's mask characters included). */
  value?: string;
  /** Uncontrolled starting value. */
  defaultValue?: string;
  /** Called with the new value (as displayed) on every change. */
  onValueChange?: (value: string) => void;
  /** Class of the field's root (label, hint, input and error). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

type InputElementProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/**
 * A labelled text input with hint, error and optional prefix. For an input mask (a phone number, a date),
 * use MaskedTextField: the mask library loads only on the pages that have one.
 */
export function TextField({
  label,
  hint,
  error,
  isErrorLive,
  errorKey,
  prefix,
  type = 'text',
  id,
  className,
  disabled,
  required,
  inputMode,
  onChange,
  onValueChange,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextFieldProps) {
  const { controlId: inputId, hintId, errorId } = useFieldIds(id, 'input');
  const prefixId = `${inputId}-prefix`;
  const hasError = hasFieldError(error);

  const inputProps: InputElementProps = {
    ...rest,
    id: inputId,
    type,
    disabled,
    required,
    inputMode,
    className: input,
    'data-part': 'input',
    'aria-required': required || undefined,
    'aria-invalid': hasError || undefined,
    'aria-describedby': describedBy(
      prefix ? prefixId : null,
      hint ? hintId : null,
      hasError && errorId,
      ariaDescribedBy,
    ),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onChange?.(event);
      onValueChange?.(event.target.value);
    },
  } as InputElementProps;

  return (
    <FieldFrame
      component="TextField"
      controlId={inputId}
      hintId={hintId}
      errorId={errorId}
      label={label}
      hint={hint}
      error={error}
      isErrorLive={isErrorLive}
      errorKey={errorKey}
      className={className}
    >
      <div className={control} data-part="control" data-disabled={disabled ? '' : undefined}>
        {prefix ? (
          <span id={prefixId} className={prefixStyle} data-part="prefix">
            {prefix}
          </span>
        ) : null}
        <input {...inputProps} />
      </div>
    </FieldFrame>
  );
}

import { useMask } from '@react-input/mask';
import type { ChangeEvent, InputHTMLAttributes, Key, ReactNode, Ref, RefCallback } from 'react';
import { useCallback } from 'react';
import { describedBy } from '../FieldError/describedBy.ts';
import { FieldFrame, hasFieldError, useFieldIds } from '../FieldError/FieldFrame.tsx';
import { control, input, prefix as prefixStyle } from './TextField.css.ts';

export const textFieldTypes = ['text', 'email', 'tel', 'password', 'search', 'url'] as const;

/** In a `mask`, this character stands for one digit; every other character is filled in for the shopper. */
export const maskDigit = '#';
const maskReplacement = { [maskDigit]: /\d/ };

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
  /** A pattern where `#` is a digit, e.g. '(###) ###-####'. Typing '5135550100' shows '(513) 555-0100'. */
  mask?: string;
  type?: (typeof textFieldTypes)[number];
  /** Controlled value (as displayed, mask characters included). */
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

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

function MaskedInput({ mask, ref, ...props }: InputElementProps & { mask: string }) {
  const maskRef = useMask({ mask, replacement: maskReplacement });
  const combinedRef: RefCallback<HTMLInputElement> = useCallback(
    (node) => {
      (maskRef as { current: HTMLInputElement | null }).current = node;
      assignRef(ref, node);
    },
    [maskRef, ref],
  );
  return <input {...props} ref={combinedRef} />;
}

/** A labelled text input with hint, error, optional prefix and optional input mask. */
export function TextField({
  label,
  hint,
  error,
  isErrorLive,
  errorKey,
  prefix,
  mask,
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
    inputMode: inputMode ?? (mask ? 'numeric' : undefined),
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
        {mask ? <MaskedInput {...inputProps} mask={mask} /> : <input {...inputProps} />}
      </div>
    </FieldFrame>
  );
}

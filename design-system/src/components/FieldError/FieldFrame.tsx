import type { Key, ReactNode } from 'react';
import { useId } from 'react';
import { FieldError } from './FieldError.tsx';
import { fieldHint, fieldLabel, fieldStack } from './fieldParts.css.ts';

/** True when an error prop holds something to show. */
export function hasFieldError(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

/** The ids of a labelled control and its hint and error: the given id, or one made for this field. */
export function useFieldIds(id: string | undefined, kind: string) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-${kind}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

export type FieldFrameProps = {
  /** `data-component` of the field's root, e.g. 'TextField'. */
  component: string;
  controlId: string;
  hintId: string;
  errorId: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Announce the error when it appears (FieldError's `isLive`). */
  isErrorLive?: boolean | undefined;
  /** A new key shows the error as a new message, so the same words are announced again. */
  errorKey?: Key | undefined;
  className?: string | undefined;
  /** The control, between the hint and the error. */
  children: ReactNode;
};

/** The shared frame of a single-control field: label, optional hint, the control, then the error. */
export function FieldFrame({
  component,
  controlId,
  hintId,
  errorId,
  label,
  hint,
  error,
  isErrorLive,
  errorKey,
  className,
  children,
}: FieldFrameProps) {
  const isInvalid = hasFieldError(error);
  return (
    <div
      className={[fieldStack, className].filter(Boolean).join(' ')}
      data-component={component}
      data-state={isInvalid ? 'invalid' : 'valid'}
    >
      <label htmlFor={controlId} className={fieldLabel} data-part="label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={fieldHint} data-part="hint">
          {hint}
        </p>
      ) : null}
      {children}
      {isInvalid ? (
        <FieldError key={errorKey} id={errorId} isLive={isErrorLive}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}

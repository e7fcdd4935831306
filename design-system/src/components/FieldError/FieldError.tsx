import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { fieldError, icon } from './FieldError.css.ts';

export type FieldErrorProps = Omit<HTMLAttributes<HTMLParagraphElement>, 'children' | 'role'> & {
  /** Referenced by the field's aria-describedby, which is how the message gets announced. */
  id: string;
  children: ReactNode;
  /**
   * Announce the message when it appears (`role="alert"`), for an error that arrives while focus is
   * elsewhere, e.g. a server's answer to a submit. Leave off for errors shown as the shopper leaves a field.
   */
  isLive?: boolean;
};

/**
 * A field's error message with an icon. Not a live region by default: the field links it through
 * aria-describedby, so screen readers read it with the field instead of interrupting.
 */
export function FieldError({ id, children, className, isLive = false, ...rest }: FieldErrorProps) {
  return (
    <p
      {...rest}
      id={id}
      role={isLive ? 'alert' : undefined}
      className={[fieldError, className].filter(Boolean).join(' ')}
      data-component="FieldError"
    >
      <Icon name="fieldError" className={icon} data-part="icon" />
      <span data-part="message">{children}</span>
    </p>
  );
}

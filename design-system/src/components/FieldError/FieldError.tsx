import type { HTMLAttributes, ReactNode } from 'react';
import { fieldError, icon } from './FieldError.css.ts';

export type FieldErrorProps = Omit<HTMLAttributes<HTMLParagraphElement>, 'children' | 'role'> & {
  /** Referenced by the field's aria-describedby, which is how the message gets announced. */
  id: string;
  children: ReactNode;
};

/**
 * A field's error message with an icon. Not a live region: the field links it through
 * aria-describedby, so screen readers read it with the field instead of interrupting.
 */
export function FieldError({ id, children, className, ...rest }: FieldErrorProps) {
  return (
    <p {...rest} id={id} className={[fieldError, className].filter(Boolean).join(' ')} data-component="FieldError">
      <svg className={icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false" data-part="icon">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 12.75a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM9 5h2l-.3 7h-1.4L9 5Z" />
      </svg>
      <span data-part="message">{children}</span>
    </p>
  );
}

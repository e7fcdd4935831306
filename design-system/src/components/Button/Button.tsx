import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { busyIndicator, button } from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'tertiary', 'destructive'] as const;
export const buttonSizes = ['medium', 'small'] as const;

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
  /** Shows the busy label and a spinner, and ignores clicks while true. */
  isBusy?: boolean;
  /** What the button says while busy, e.g. 'Submitting Order...'. */
  busyLabel?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

/** Buttons for actions: primary, secondary, tertiary (link-like) and destructive, with a busy state. */
export function Button({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  isBusy = false,
  busyLabel,
  children,
  className,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      data-component="Button"
      data-variant={variant}
      data-state={isBusy ? 'busy' : 'idle'}
      aria-busy={isBusy || undefined}
      aria-disabled={isBusy || undefined}
      onClick={isBusy ? (event) => event.preventDefault() : onClick}
    >
      {isBusy ? <span className={busyIndicator} aria-hidden="true" /> : null}
      {isBusy && busyLabel ? busyLabel : children}
    </button>
  );
}

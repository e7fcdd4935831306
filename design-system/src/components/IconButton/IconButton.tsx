import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { icon, iconButton } from './IconButton.css.ts';

export const iconButtonVariants = ['plain', 'outlined', 'primary'] as const;
export const iconButtonSizes = ['medium', 'small'] as const;

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** The button's accessible name, e.g. 'Close'. Required: the icon alone says nothing to a screen reader. */
  label: string;
  /** The icon (an svg; it is hidden from assistive technology and drawn in the button's colour). */
  children: ReactNode;
  variant?: (typeof iconButtonVariants)[number];
  /** Visible size; both keep a 44px pointer target. */
  size?: (typeof iconButtonSizes)[number];
  ref?: Ref<HTMLButtonElement>;
};

/** A button that shows only an icon, named by its `label`. */
export function IconButton({
  label,
  children,
  variant = 'plain',
  size = 'medium',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      className={[iconButton({ variant, size }), className].filter(Boolean).join(' ')}
      data-component="IconButton"
      data-variant={variant}
    >
      <span className={icon} aria-hidden="true" data-part="icon">
        {children}
      </span>
    </button>
  );
}

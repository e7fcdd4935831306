import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { button } from './Button.css.ts';
import type { ButtonProps } from './Button.tsx';

export type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> &
  Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> & {
    href: string;
    children: ReactNode;
    ref?: Ref<HTMLAnchorElement>;
  };

/**
 * A link that looks like a button, for a call to action that goes to another page ('Add New Address'):
 * it stays a link for assistive technology and works before any script.
 */
export function ButtonLink({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <a
      {...rest}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      data-component="ButtonLink"
      data-variant={variant}
    >
      {children}
    </a>
  );
}

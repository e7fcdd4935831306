import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { link, newTabIcon } from './Link.css.ts';

export const linkVariants = ['inline', 'standalone'] as const;

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** `inline` sits in running text; `standalone` stands on its own line with a 44px target. */
  variant?: (typeof linkVariants)[number];
  /** Said after the link text when it opens a new tab (target="_blank"), e.g. '(opens in a new tab)'. */
  newTabLabel?: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
};

/** Adds noopener and noreferrer to whatever rel the caller gave. */
function newTabRel(rel: string | undefined): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}

/** An anchor in the banner's link colour, underlined. New-tab links get a safe rel and an icon. */
export function Link({ variant = 'inline', newTabLabel, target, rel, className, children, ...rest }: LinkProps) {
  const opensNewTab = target === '_blank';
  return (
    <a
      {...rest}
      target={target}
      rel={opensNewTab ? newTabRel(rel) : rel}
      className={[link({ variant }), className].filter(Boolean).join(' ')}
      data-component="Link"
      data-variant={variant}
    >
      {children}
      {opensNewTab ? <Icon name="newTab" className={newTabIcon} data-part="new-tab-icon" /> : null}
      {opensNewTab && newTabLabel ? <span className={visuallyHidden}> {newTabLabel}</span> : null}
    </a>
  );
}

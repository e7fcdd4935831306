import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { visuallyHidden } from '../../styles/utilities.css.ts';
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
      {opensNewTab ? (
        <svg className={newTabIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-part="new-tab-icon">
          <path d="M9 1h6v6h-1.6V3.7L7.6 9.5 6.5 8.4l5.8-5.8H9zM2 3h5v1.6H3.6v7.8h7.8V9H13v5H2z" />
        </svg>
      ) : null}
      {opensNewTab && newTabLabel ? <span className={visuallyHidden}> {newTabLabel}</span> : null}
    </a>
  );
}

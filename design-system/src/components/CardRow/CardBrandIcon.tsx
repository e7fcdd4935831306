import type { ReactNode } from 'react';
import type { CardBrand } from '../../format/index.ts';
import { brandIcon, brandIconCard } from './CardRow.css.ts';

/** What the icon shows: a card brand, or the SNAP EBT and gift card kinds that carry no brand. */
export type CardIconKind = CardBrand | 'SNAP' | 'GIFT';

const wordmark = (text: string, size = 9, italic = false): ReactNode => (
  <text
    x="20"
    y="16.5"
    textAnchor="middle"
    fontSize={size}
    fontWeight="700"
    fontStyle={italic ? 'italic' : undefined}
    fill="currentColor"
    stroke="none"
    letterSpacing="0.3"
  >
    {text}
  </text>
);

/** Monochrome marks drawn in the text colour, so every banner's palette keeps its contrast. */
const glyphs: Record<CardIconKind, ReactNode> = {
  VISA: wordmark('VISA', 10, true),
  MASTERCARD: (
    <g stroke="none" fill="currentColor">
      <circle cx="16.5" cy="13" r="6" />
      <circle cx="23.5" cy="13" r="6" fillOpacity="0.45" />
    </g>
  ),
  AMEX: (
    <g>
      <rect x="5.5" y="6.5" width="29" height="13" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <text x="20" y="16" textAnchor="middle" fontSize="7.5" fontWeight="700" fill="currentColor" stroke="none">
        AMEX
      </text>
    </g>
  ),
  DISCOVER: (
    <g>
      <text x="5" y="16.5" fontSize="7" fontWeight="700" fill="currentColor" stroke="none">
        DISC
      </text>
      <circle cx="30" cy="13.5" r="3.5" fill="currentColor" stroke="none" />
    </g>
  ),
  DINERS: (
    <g fill="none" stroke="currentColor" strokeWidth="1.5">
      <circle cx="20" cy="13" r="7" />
      <path d="M17.5 8.5v9M22.5 8.5v9" />
    </g>
  ),
  JCB: wordmark('JCB', 10),
  UNIONPAY: (
    <g fill="currentColor" stroke="none">
      <path d="M10 7h6l-3 12h-6z" />
      <path d="M17 7h6l-3 12h-6z" fillOpacity="0.7" />
      <path d="M24 7h6l-3 12h-6z" fillOpacity="0.45" />
    </g>
  ),
  NONE: (
    <g fill="currentColor" stroke="none">
      <rect x="1" y="6" width="38" height="4" />
      <rect x="6" y="15" width="12" height="2" rx="1" />
    </g>
  ),
  SNAP: wordmark('EBT', 10),
  GIFT: (
    <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
      <rect x="12" y="10" width="16" height="10" rx="1" />
      <path d="M20 10v10M12 14h16M20 10c-2-4-6-4-5-1.5.5 1.2 3 1.5 5 1.5 2 0 4.5-.3 5-1.5 1-2.5-3-2.5-5 1.5z" />
    </g>
  ),
};

/** A small card-shaped brand mark. Decorative: the brand name next to it carries the meaning. */
export function CardBrandIcon({ kind }: { kind: CardIconKind }) {
  return (
    <svg
      className={brandIcon}
      viewBox="0 0 40 26"
      aria-hidden="true"
      focusable="false"
      data-part="brandIcon"
      data-brand={kind}
    >
      <rect x="0.5" y="0.5" width="39" height="25" rx="3.5" className={brandIconCard} />
      {glyphs[kind]}
    </svg>
  );
}

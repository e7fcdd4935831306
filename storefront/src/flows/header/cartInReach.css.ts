import { touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/** How far the cart in reach keeps from the screen's edges; the page scrolls focus clear of it by that much more. */
const inset = '16px';

/**
 * The cart kept in reach (issue 22): a small card at the bottom end of the screen, over the page, while
 * the header's cart is scrolled away. It takes no room in the page's flow (nothing moves, CLS 0).
 */
export const cartInReach = style({
  position: 'fixed',
  insetInlineEnd: inset,
  insetBlockEnd: inset,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: `calc(100vw - 2 * ${inset})`,
  minHeight: touchTargetSize,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSurface } },
});

export const added = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The space the page keeps free at the bottom for keyboard focus while the card shows (WCAG 2.4.11). */
export const reservedBlockEnd = `calc(${touchTargetSize}px + 2 * ${inset} + 8px)`;

import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

/*
 * The cart screen (CART-001, CART-002): a table of Items, Quantity and Total Price above the mobile
 * breakpoint; below it each row stacks the item, then quantity and price side by side.
 */

export const screen = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const notices = style({ display: 'grid', gap: vars.space.sm });

/** The phone bar's height, reserved under the cart on phones so it never covers the last line. */
const phoneBarHeight = '4.75rem';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.belowTablet]: { paddingBlockEnd: phoneBarHeight },
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem' },
  },
});

/**
 * On phones, the subtotal and 'Continue' stay in reach at the bottom of the screen while the shopper scrolls
 * the lines (issue 22), until the summary's own 'Continue' comes into view. Fixed, so showing and hiding it
 * moves nothing (CLS 0); from the tablet on, the summary sits beside the lines and the bar is not drawn.
 */
export const phoneBar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 5,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: phoneBarHeight,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.surfaceRaised,
  borderBlockStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [media.tablet]: { display: 'none' } },
});

export const phoneBarTotal = style({ margin: 0, display: 'grid', lineHeight: 1.25 });

// WCAG 2.4.11: a field the keyboard reaches is scrolled clear of the bar, not under it.
globalStyle(`html:has(${phoneBar}:not([hidden]))`, {
  '@media': { [media.belowTablet]: { scrollPaddingBlockEnd: phoneBarHeight } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', minWidth: 0 });

export const headRow = style({
  display: 'none',
  '@media': { [media.aboveMobile]: { display: 'table-row' } },
});

export const headCell = style({
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const numericHead = style([headCell, { textAlign: 'end' }]);

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"item item" "quantity price"',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.aboveMobile]: { display: 'table-row' } },
});

export const cell = style({
  verticalAlign: 'top',
  '@media': {
    [media.aboveMobile]: {
      padding: `${vars.space.md} ${vars.space.xs}`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const itemCell = style([cell, { gridArea: 'item' }]);
export const quantityCell = style([cell, { gridArea: 'quantity' }]);
export const priceCell = style([cell, { gridArea: 'price', textAlign: 'end', whiteSpace: 'nowrap' }]);

export const item = style({ display: 'grid', gridTemplateColumns: '4rem minmax(0, 1fr)', gap: vars.space.sm });

export const image = style({
  width: '4rem',
  height: '4rem',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const itemText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, alignContent: 'start' });
export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const secondary = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const substitution = style({ display: 'grid', gap: vars.space.xxs, maxWidth: '16rem' });

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  padding: 2,
});

export const quantityValue = style({
  minWidth: '2.5ch',
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const glyph = style({ fontSize: vars.fontSize.lg, lineHeight: 1, fontWeight: vars.fontWeight.bold });

export const quantityControls = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const lineError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical });

export const price = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const summaryHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, margin: 0 });

export const empty = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/* Issue 20: a removed line's notice, in its place in the table (or above the empty state). */
export const removedRow = style({
  display: 'block',
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.aboveMobile]: { display: 'table-row', padding: 0, borderBottom: 'none' } },
});

export const removedCell = style([
  cell,
  { display: 'block', '@media': { [media.aboveMobile]: { display: 'table-cell' } } },
]);

export const removedNotice = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const removedText = style({ margin: 0, fontSize: vars.fontSize.md });

export const removedList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

import { media, touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

/** The header's account column from the tablet breakpoint: 'Sign In' and 'Hi, {firstName}' both fit. */
const accountColumnWidth = '9rem';

/**
 * The header's shopping-mode column from the tablet breakpoint: the button stops at this width
 * (flows/header/header.css.ts), and the column keeps it whatever the label says, so the search box does
 * not move when the island names the shopper's store or address after hydration (CLS 0).
 */
export const modeColumnWidth = '16rem';
/** The cart link's least width from the tablet breakpoint: its icon, 'Cart' and a count of two digits. */
const cartColumnWidth = '6.75rem';

/** GEN-063: the layout's maximum width. */
const layoutMaxWidth = '1215px';

globalStyle('html', { scrollPaddingBlockStart: vars.space.xl });

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: 10,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const container = style({
  width: '100%',
  maxWidth: layoutMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
});

export const header = style({
  background: vars.color.surfaceRaised,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

/**
 * Mobile: logo, account and cart on the first row, search on the second, the shopping mode on the
 * third. From the tablet breakpoint: one row. The actions wrapper and the island inside it take no box
 * of their own (display: contents), so each control lands in its own grid area.
 */
export const headerInner = style([
  container,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto auto',
    gridTemplateAreas: '"logo account cart" "search search search" "mode mode mode"',
    alignItems: 'center',
    columnGap: vars.space.xs,
    rowGap: vars.space.sm,
    paddingBlock: vars.space.sm,
    '@media': {
      [media.tablet]: {
        // The shopping-mode and account columns have one width whatever they say ('Sign In' or a greeting,
        // a mode or a store's name), so nothing moves when the session and the mode arrive (CLS 0).
        // The cart's column too keeps at least the width of 'Cart' with its count: the browser may paint the
        // header before it has read the actions (a slow CPU), and the search box must not narrow when they come.
        gridTemplateColumns: `auto minmax(0, 1fr) ${modeColumnWidth} ${accountColumnWidth} minmax(${cartColumnWidth}, auto)`,
        gridTemplateAreas: '"logo search mode account cart"',
        columnGap: vars.space.sm,
        paddingBlock: vars.space.md,
      },
      [media.desktop]: { columnGap: vars.space.md },
    },
  },
]);

export const modeArea = style({ gridArea: 'mode', justifySelf: 'start' });
export const accountArea = style({
  gridArea: 'account',
  minWidth: 0,
  '@media': { [media.tablet]: { justifySelf: 'end', maxWidth: '100%' } },
});

export const cartArea = style({ gridArea: 'cart' });

/** Words that only fit from the tablet breakpoint; the icon and the accessible name carry them below. */
export const wideOnly = style({
  '@media': { [media.belowTablet]: { display: 'none' } },
});

export const logoLink = style({
  gridArea: 'logo',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: touchTargetSize,
  borderRadius: vars.radius.sm,
});

export const logoImage = style({ display: 'block', maxHeight: 40, width: 'auto' });

export const search = style({
  gridArea: 'search',
  // The suggestions' list hangs under the form (flows/header/searchSuggestions.css.ts).
  position: 'relative',
  display: 'flex',
  minWidth: 0,
  '@media': { [media.tablet]: { maxWidth: '36rem', width: '100%', justifySelf: 'center' } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: touchTargetSize,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderInlineEnd: 0,
  borderStartStartRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: { '&::placeholder': { color: vars.color.textSecondary } },
});

export const searchButton = style({
  minHeight: touchTargetSize,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.brand}`,
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandStrong } },
});

export const headerActions = style({ display: 'contents' });

/** Header links and buttons share one look: quiet, 44px tall, brand-coloured text. */
export const headerControl = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: touchTargetSize,
  paddingInline: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  maxWidth: '12rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    '&:hover': { background: vars.color.brandSurface },
    '&[aria-expanded="true"]': { borderColor: vars.color.brand, background: vars.color.brandSurface },
  },
});
/** A long greeting ends in an ellipsis inside the account column. */
globalStyle(`${accountArea} ${headerControl}`, { maxWidth: '100%' });

/** The simple layout's back arrow, beside its 'Back' text. */
export const backIcon = style({ width: 16, height: 16, flexShrink: 0 });

export const headerIcon = style({ width: 22, height: 22, flexShrink: 0, color: vars.color.brand });

export const cartCount = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const modeBar = style({
  background: vars.color.brandSurface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const modeBarInner = style([container, { display: 'flex', alignItems: 'center', minHeight: touchTargetSize }]);

export const main = style([
  container,
  {
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    paddingBlock: vars.space.lg,
    '@media': { [media.tablet]: { paddingBlock: vars.space.xl } },
  },
]);

export const pageHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const prose = style({
  maxWidth: '44rem',
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});

export const footerWrap = style({ marginBlockStart: 'auto' });

export const footerInner = style({ maxWidth: layoutMaxWidth, marginInline: 'auto' });

/** The clearly marked place a flow hydrates into. */
/**
 * The main area of a flow page is at least a screen tall: its content arrives after hydration (products,
 * the basket), and a footer that started on the first screen would be pushed down inside the viewport, a
 * layout shift (Lighthouse CLS budget 0). Below the fold, the same move is not a shift anyone sees.
 */
export const flowMain = style({ minHeight: '100vh' });

export const flowMount = style({
  display: 'grid',
  // Rows at the top, their own height: stretched to fill the minimum height, a row would move when the one
  // above it changes size (the modify cart's message below its basket gate, a layout shift).
  alignContent: 'start',
  gap: vars.space.md,
  minHeight: '6rem',
});

export const statusText = style({ margin: 0, color: vars.color.textSecondary });

/**
 * The session gate's 'Loading...': out of the page's flow, where the content will be, so the page does
 * not move up when it goes (CLS 0).
 */
export const gateStatus = style([statusText, { position: 'absolute' }]);

export const simpleHeaderInner = style([
  container,
  {
    display: 'grid',
    gridTemplateColumns: '1fr auto 1fr',
    alignItems: 'center',
    minHeight: 64,
  },
]);

export const backLink = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: touchTargetSize,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
});

export const simpleLogo = style({
  gridColumn: 2,
  display: 'inline-flex',
  minHeight: touchTargetSize,
  alignItems: 'center',
});

export const menu = style({ position: 'relative' });

export const menuPanel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: 'calc(100% + 4px)',
  zIndex: 20,
  display: 'grid',
  minWidth: '14rem',
  padding: vars.space.xs,
  margin: 0,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const menuPanelStart = style({ insetInlineStart: 0, insetInlineEnd: 'auto' });

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: touchTargetSize,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSurface },
    '&[aria-pressed="true"], &[aria-current="page"]': { fontWeight: vars.fontWeight.bold, color: vars.color.brand },
  },
});

export const menuList = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const menuTitle = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

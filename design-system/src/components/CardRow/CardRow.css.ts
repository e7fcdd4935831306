import { media, touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { createContainer, createVar, style } from '@vanilla-extract/css';
import { forcedColorsCheckedRadio } from '../../styles/forcedColors.ts';

const rowContainer = createContainer();
const rowBackground = createVar();
const rowBorder = createVar();
/** Secondary text has AA contrast on the raised surface only: a selected row draws it as body text. */
const rowSecondaryText = createVar();

/** The row is its own container: it sits in narrow flyouts as often as in wide pages. */
export const root = style({
  vars: {
    [rowBackground]: vars.color.surfaceRaised,
    [rowBorder]: vars.color.border,
    [rowSecondaryText]: vars.color.textSecondary,
  },
  containerName: rowContainer,
  containerType: 'inline-size',
  position: 'relative',
  borderRadius: vars.radius.md,
  border: `1px solid ${rowBorder}`,
  boxShadow: `inset 0 0 0 1px ${rowBackground}`,
  background: rowBackground,
  color: vars.color.text,
  selectors: {
    '&[data-state="selected"]': {
      vars: {
        [rowBackground]: vars.color.brandSurface,
        [rowBorder]: vars.color.brand,
        [rowSecondaryText]: vars.color.text,
      },
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '&[data-state="expired"]': { vars: { [rowBorder]: vars.color.critical } },
    // Container queries contain stacking too: lift the row whose menu is open above its siblings.
    '&[data-menu="open"]': { zIndex: 1 },
  },
  '@media': {
    // The tint and the inset ring are dropped in forced colours: the chosen card takes a thicker system
    // border, grown outwards (the negative margin) so that neither its content nor its neighbours move.
    [media.forcedColors]: {
      selectors: {
        '&[data-state="selected"]': { borderWidth: 3, borderColor: 'Highlight', margin: -2 },
        '&[data-state="expired"]': { borderStyle: 'dashed' },
      },
    },
  },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"control body menu" ". extra ."',
  alignItems: 'center',
  columnGap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  '@container': {
    [`${rowContainer} (min-width: 480px)`]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"control body extra menu"',
      paddingInlineEnd: vars.space.sm,
    },
  },
});

export const controlSlot = style({
  gridArea: 'control',
  // Room for the control's focus ring.
  marginInlineEnd: vars.space.xs,
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  width: 24,
  height: 24,
});

export const control = style({
  appearance: 'none',
  margin: 0,
  width: 24,
  height: 24,
  border: `2px solid ${vars.color.neutral}`,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&[type="radio"]': { borderRadius: '50%' },
    '&[type="checkbox"]': { borderRadius: vars.radius.sm },
    '&[type="radio"]:checked': {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      boxShadow: `inset 0 0 0 4px ${vars.color.surfaceRaised}`,
    },
    '&[type="checkbox"]:checked': { borderColor: vars.color.brand, background: vars.color.brand },
    '&:disabled': {
      cursor: 'not-allowed',
      borderColor: vars.color.disabled,
      background: vars.color.disabled,
      boxShadow: 'none',
    },
  },
  '@media': {
    // Without the fill and the inset ring, a thick ring marks the checked radio; the checkbox keeps its tick.
    [media.forcedColors]: {
      selectors: {
        '&[type="radio"]:checked': forcedColorsCheckedRadio,
        '&[type="checkbox"]:checked': { borderColor: 'Highlight' },
        '&:disabled': { borderColor: 'GrayText' },
      },
    },
  },
});

/** The tick drawn over a ticked checkbox (inputs cannot hold children). */
export const checkMark = style({
  position: 'absolute',
  inset: 0,
  width: 24,
  height: 24,
  color: vars.color.onBrand,
  pointerEvents: 'none',
  visibility: 'hidden',
  selectors: { [`${control}:checked + &`]: { visibility: 'visible' } },
});

/** The clickable label: brand icon and the card's text. */
export const body = style({
  gridArea: 'body',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: touchTargetSize,
  minWidth: 0,
  cursor: 'pointer',
  selectors: { [`${root}[data-state="expired"] &, ${root}[data-state="disabled"] &`]: { cursor: 'not-allowed' } },
});

export const brandIcon = style({
  flex: 'none',
  width: 40,
  height: 26,
  color: vars.color.text,
});

export const brandIconCard = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.borderStrong,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  alignItems: 'baseline',
});

export const brandName = style({ fontWeight: vars.fontWeight.bold });

/** Wraps between digit groups when the row is very narrow, never past the row's edge. */
export const number = style({
  fontVariantNumeric: 'tabular-nums',
  minWidth: 0,
});

/** Some banner fonts draw '•' as wide as a digit: smaller dots keep the number on one line in narrow rows. */
export const maskDots = style({ fontSize: '0.8em', letterSpacing: '0.02em', wordSpacing: '0.1em' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: rowSecondaryText,
});

export const preferred = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const inlineIcon = style({ width: 16, height: 16, flex: 'none' });

export const noteIcon = style({ width: 14, height: 14, flex: 'none', marginTop: 1 });

export const preferredIcon = style([inlineIcon, { color: vars.color.brand }]);

/** Errors sit on the critical surface: the pair the contrast audit guarantees for critical text. */
const criticalNote = {
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.criticalSurface,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
} as const;

export const expiredMessage = style({ ...criticalNote, alignSelf: 'flex-start', marginTop: vars.space.xxs });

export const extra = style({
  gridArea: 'extra',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: vars.space.sm,
  '@container': { [`${rowContainer} (min-width: 480px)`]: { justifyContent: 'flex-end', textAlign: 'end' } },
  selectors: { '&:empty': { display: 'none' } },
});

export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: vars.lineHeight.tight,
  '@container': { [`${rowContainer} (max-width: 479.98px)`]: { flexDirection: 'row', gap: vars.space.xs } },
});

export const balanceLabel = style({ fontSize: vars.fontSize.sm, color: rowSecondaryText });

export const balanceAmount = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const balanceError = style(criticalNote);

export const menuSlot = style({ gridArea: 'menu' });

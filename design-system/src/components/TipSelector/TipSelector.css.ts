import { media, touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { createVar, style } from '@vanilla-extract/css';
import { forcedColorsChosen, forcedColorsDisabled } from '../../styles/forcedColors.ts';

const chipBackground = createVar();
const chipForeground = createVar();
const chipBorder = createVar();
const chipSubForeground = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.sm,
});

export const chip = style({
  vars: {
    [chipBackground]: vars.color.surfaceRaised,
    [chipForeground]: vars.color.text,
    [chipBorder]: vars.color.borderStrong,
    [chipSubForeground]: vars.color.textSecondary,
  },
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: 56,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${chipBorder}`,
  background: chipBackground,
  color: chipForeground,
  textAlign: 'center',
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  selectors: {
    // Secondary text keeps AA contrast on the raised surface only, so the tinted hover draws it as text.
    '&:hover': { vars: { [chipBackground]: vars.color.brandSurface, [chipSubForeground]: vars.color.text } },
    '&:has(:checked)': {
      vars: {
        [chipBackground]: vars.color.brand,
        [chipForeground]: vars.color.onBrand,
        [chipBorder]: vars.color.brand,
        [chipSubForeground]: vars.color.onBrand,
      },
    },
    '&:has(:focus-visible)': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:has(:disabled)': {
      cursor: 'not-allowed',
      vars: {
        [chipBackground]: vars.color.surfaceSunken,
        [chipForeground]: vars.color.text,
        [chipBorder]: vars.color.border,
        [chipSubForeground]: vars.color.textSecondary,
      },
    },
    '&:has(:disabled:checked)': {
      vars: {
        [chipBackground]: vars.color.disabled,
        [chipForeground]: vars.color.onDisabled,
        [chipBorder]: vars.color.disabled,
        [chipSubForeground]: vars.color.onDisabled,
      },
    },
  },
  '@media': {
    // The brand fill is dropped in forced colours: the chosen tip takes a thicker system border instead.
    [media.forcedColors]: {
      selectors: {
        '&:has(:checked)': forcedColorsChosen({ paddingInline: vars.space.sm, paddingBlock: vars.space.xs }),
        '&:has(:disabled)': forcedColorsDisabled,
      },
    },
  },
});

/** The native radio stays in the page for keyboard and screen readers; the chip is what shows. */
export const chipInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const chipAmount = style({ fontWeight: vars.fontWeight.bold });

export const chipPercentage = style({ fontSize: vars.fontSize.sm, color: chipSubForeground });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: 240 });

export const fieldLabel = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const inputFrame = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: touchTargetSize,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  selectors: {
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:has(input[aria-invalid="true"])': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
  },
});

export const prefix = style({
  paddingInlineStart: vars.space.md,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 42,
  paddingInline: vars.space.xs,
  border: 0,
  background: 'transparent',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:focus-visible': { outline: 'none' } },
});

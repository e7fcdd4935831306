import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { createVar, style } from '@vanilla-extract/css';
import { forcedColorsCheckedRadio, forcedColorsChosen, forcedColorsDisabled } from '../../styles/forcedColors.ts';

const slotBackground = createVar();
const slotBorder = createVar();
/** Secondary text has AA contrast on the raised surface only: a selected slot draws it as body text. */
const slotSecondaryText = createVar();

export const root = style({
  vars: {
    [slotBackground]: vars.color.surfaceRaised,
    [slotBorder]: vars.color.borderStrong,
    [slotSecondaryText]: vars.color.textSecondary,
  },
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  // Room for the control's focus ring.
  columnGap: vars.space.md,
  minHeight: 56,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${slotBorder}`,
  boxShadow: `inset 0 0 0 1px ${slotBackground}`,
  background: slotBackground,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-state="disabled"])': {
      vars: { [slotBackground]: vars.color.brandSurface, [slotSecondaryText]: vars.color.text },
    },
    '&[data-state="selected"]': {
      vars: {
        [slotBackground]: vars.color.brandSurface,
        [slotBorder]: vars.color.brand,
        [slotSecondaryText]: vars.color.text,
      },
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '&[data-state="disabled"]': {
      vars: { [slotBackground]: vars.color.surfaceSunken, [slotBorder]: vars.color.border },
      color: vars.color.textSecondary,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    // The fills and the inset ring are dropped in forced colours: the chosen slot takes a thicker system
    // border (the padding gives back what it adds), a disabled one the system's grey, dashed.
    [media.forcedColors]: {
      selectors: {
        '&[data-state="selected"]': forcedColorsChosen({ paddingInline: vars.space.md, paddingBlock: vars.space.sm }),
        '&[data-state="disabled"]': forcedColorsDisabled,
      },
    },
  },
});

export const control = style({
  appearance: 'none',
  margin: 0,
  width: 24,
  height: 24,
  borderRadius: '50%',
  border: `2px solid ${vars.color.neutral}`,
  background: vars.color.surfaceRaised,
  cursor: 'inherit',
  selectors: {
    '&:checked': {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      boxShadow: `inset 0 0 0 4px ${vars.color.surfaceRaised}`,
    },
    '&:disabled': { borderColor: vars.color.disabled, background: vars.color.disabled },
  },
  '@media': {
    // Without the fill and the inset ring, a thick ring marks the checked radio (as RadioGroup draws it).
    [media.forcedColors]: {
      selectors: {
        '&:checked': forcedColorsCheckedRadio,
        '&:disabled': { borderColor: 'GrayText' },
      },
    },
  },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const time = style({ fontWeight: vars.fontWeight.bold });

export const express = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const expressIcon = style({ width: 12, height: 12, flex: 'none' });

/** A secondary line under the window: its vendor, an incentive. */
export const secondaryLine = style({ fontSize: vars.fontSize.sm, color: slotSecondaryText });

export const price = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const cost = style({ fontWeight: vars.fontWeight.bold });

export const regularPrice = style({
  fontSize: vars.fontSize.sm,
  color: slotSecondaryText,
  textDecoration: 'line-through',
});

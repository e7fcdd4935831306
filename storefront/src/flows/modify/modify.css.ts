import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/* The modify cart: a list of the order's lines, each with its name and a quantity stepper. */

export const screen = style({ display: 'grid', gap: vars.space.md });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  padding: 2,
  margin: 0,
});

export const quantityValue = style({
  minWidth: '2.5ch',
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const glyph = style({ fontSize: vars.fontSize.lg, lineHeight: 1, fontWeight: vars.fontWeight.bold });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

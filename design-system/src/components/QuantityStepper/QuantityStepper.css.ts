import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  padding: 2,
});

export const value = style({
  minWidth: '2.5ch',
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const glyph = style({ fontSize: vars.fontSize.lg, lineHeight: 1, fontWeight: vars.fontWeight.bold });

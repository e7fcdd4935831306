import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  textAlign: 'center',
});

export const icon = style({ width: '2rem', height: '2rem', color: vars.color.textSecondary });

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});

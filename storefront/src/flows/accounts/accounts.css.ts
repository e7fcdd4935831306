import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.md });

export const names = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

export const text = style({ margin: 0, color: vars.color.textSecondary, lineHeight: vars.lineHeight.normal });

export const problems = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const links = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

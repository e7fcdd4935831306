import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const box = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** Keeps the box's height while the wallet loads (CLS 0). */
export const placeholder = style({ display: 'grid', placeItems: 'center', minHeight: '4rem' });

export const rows = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cardName = style({ fontWeight: vars.fontWeight.bold });

export const cardNumber = style({ color: vars.color.textSecondary, fontVariantNumeric: 'tabular-nums' });

export const balance = style({ marginInlineStart: 'auto', fontSize: vars.fontSize.sm });

export const summary = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const change = style({ justifySelf: 'start' });

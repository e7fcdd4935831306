import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/* The unavailable-item panel of the cart and the replacement drawer's screens (RPL-001..011). */

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const panels = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const item = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', minWidth: 0 });

export const image = style({ flex: '0 0 auto', width: 56, height: 56, objectFit: 'contain' });

export const itemText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const name = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const secondary = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const similarRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 6.5rem',
  gap: vars.space.sm,
  alignItems: 'end',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const unavailableRow = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const pager = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });

export const footer = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });

export const body = style({ display: 'grid', gap: vars.space.md });

import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0, maxWidth: '44rem' });

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** A group of checkboxes under its legend; the browser's frame is dropped, the legend keeps the name. */
export const group = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0 });

export const note = style({ margin: 0, color: vars.color.textSecondary });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

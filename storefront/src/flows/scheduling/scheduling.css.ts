import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const screen = style({ display: 'grid', gap: vars.space.lg });
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});
export const column = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const mobileHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  '@media': { [media.aboveMobile]: { display: 'none' } },
});
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  border: 0,
  padding: 0,
  margin: 0,
});
export const legend = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs });
export const summary = style({ display: 'grid', gap: vars.space.sm });
export const summaryTerm = style({ fontWeight: vars.fontWeight.bold, margin: 0 });
export const summaryValue = style({ margin: 0 });
export const text = style({ margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const itemList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });

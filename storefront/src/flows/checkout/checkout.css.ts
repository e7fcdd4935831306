import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const reserved = style({ minHeight: '40rem' });
export const screen = style({ display: 'grid', gap: vars.space.lg });
/** PAY-004: one column below the tablet breakpoint (GEN-060), two from it on. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } },
});
export const column = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const wideStepper = style({ '@media': { [media.belowTablet]: { display: 'none' } } });
export const mobileStepper = style({ '@media': { [media.tablet]: { display: 'none' } } });
export const timeSlot = style({ margin: 0, fontWeight: vars.fontWeight.bold });
/** The time slot with the hold line under it. */
export const timeSlotBlock = style({ display: 'grid', gap: vars.space.xs });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const rowText = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textSecondary });
export const subheading = style({ margin: 0, fontSize: vars.fontSize.md });
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const form = style({ display: 'grid', gap: vars.space.md });
export const actions = style({ display: 'grid', gap: vars.space.sm });
export const summaryNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
export const itemList = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const flashSaleItem = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const flashSaleImage = style({ width: '2.5rem', height: '2.5rem', objectFit: 'contain' });
export const flashSaleBadge = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.positive,
  whiteSpace: 'nowrap',
});
export const flashSalePrice = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

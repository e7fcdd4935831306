import { vars } from '@aisle/banner-themes/contract.css';
import { createVar, style } from '@vanilla-extract/css';

const outline = createVar();

export const card = style({
  vars: { [outline]: vars.color.border },
  display: 'grid',
  // Stretched by a taller neighbour in a list, the card keeps its rows at the top.
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  // A 2px outline either way, so selecting a card does not shift its content.
  border: `2px solid ${outline}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: {
    '&[data-state="selected"]': { vars: { [outline]: vars.color.brand } },
  },
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&[data-variant="selected"]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});

export const lines = style({
  margin: 0,
  fontStyle: 'normal',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textSecondary,
});

export const line = style({ display: 'block' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

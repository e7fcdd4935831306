import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { createVar, style } from '@vanilla-extract/css';
import { forcedColorsChosen } from '../../styles/forcedColors.ts';

const outline = createVar();

export const option = style({
  vars: { [outline]: vars.color.border },
  display: 'grid',
  // Stretched by a taller neighbour in a list, the card keeps its rows at the top.
  alignContent: 'start',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${outline}`,
  // Plain surface: the open/closed colours (positive, critical) are audited on it.
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-state="selected"]': { vars: { [outline]: vars.color.brand } },
  },
  '@media': {
    [media.aboveMobile]: { gridTemplateColumns: '1fr auto', alignItems: 'start', columnGap: vars.space.md },
    // Both outlines become one system colour in forced colours: the chosen store's is thicker.
    [media.forcedColors]: {
      selectors: {
        '&[data-state="selected"]': forcedColorsChosen({
          borderWidth: 2,
          paddingInline: vars.space.md,
          paddingBlock: vars.space.md,
        }),
      },
    },
  },
});

export const details = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  marginInlineEnd: 'auto',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const distance = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const address = style({
  margin: 0,
  fontStyle: 'normal',
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const hours = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-state="open"]': { color: vars.color.positive },
    '&[data-state="closed"]': { color: vars.color.critical },
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
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': {
    [media.aboveMobile]: { flexDirection: 'column', alignItems: 'stretch' },
  },
});

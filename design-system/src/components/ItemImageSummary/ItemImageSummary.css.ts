import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

const itemSize = 48;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  placeItems: 'center',
  width: itemSize,
  height: itemSize,
  flex: 'none',
  overflow: 'hidden',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  padding: vars.space.xxs,
});

export const more = style([
  item,
  {
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    letterSpacing: '-0.02em',
  },
]);

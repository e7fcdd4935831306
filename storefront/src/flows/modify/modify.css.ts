import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/* The modify cart: a list of the order's lines, each with its name and a quantity stepper. */

export const screen = style({ display: 'grid', gap: vars.space.md });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const image = style({ width: 48, height: 48, flexShrink: 0 });

export const lineText = style({ display: 'grid', flex: '1 1 12rem', gap: vars.space.xxs });

export const secondary = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const lineTotal = style({ minWidth: '5rem', textAlign: 'end', fontWeight: vars.fontWeight.bold });

/** MOD-023: a line the last modify request was refused for. */
export const ineligible = style({ flexBasis: '100%', margin: 0, color: vars.color.critical });

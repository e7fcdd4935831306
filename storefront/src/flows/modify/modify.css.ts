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

/** Issue 20: 'Added' beside a product the shopper added to the order. */
export const addedTag = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** Issue 20: 'Add Items', the search for products to add under the order's lines. */
export const addItems = style({ display: 'grid', gap: vars.space.sm });

export const addHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const addForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const addField = style({ flex: '1 1 14rem' });

/** A search that failed: said in the critical colour, in the same place as its result count. */
export const searchFailed = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });

import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  // Plain surface: savings use the sale colour, which is audited on it.
  background: vars.color.surface,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const subheading = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&[data-variant="nested"]': {
      paddingInlineStart: vars.space.md,
      fontSize: vars.fontSize.sm,
      color: vars.color.textSecondary,
    },
    '&[data-variant="TOTAL"]': {
      marginBlockStart: vars.space.xs,
      paddingBlockStart: vars.space.sm,
      borderBlockStart: `1px solid ${vars.color.border}`,
      fontSize: vars.fontSize.lg,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-variant="savings"]': { color: vars.color.sale },
    '&[data-variant="points"]': { fontWeight: vars.fontWeight.bold },
  },
});

export const term = style({ margin: 0, minWidth: 0 });

export const amount = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  textAlign: 'end',
});

import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';
import { componentLayer } from '../../styles/layers.css.ts';

/** The parts every form field shares (label, hint, the stack they sit in), next to the error they share. */
export const fieldStack = style({
  '@layer': {
    [componentLayer]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      minWidth: 0,
    },
  },
});

export const fieldLabel = style({
  '@layer': {
    [componentLayer]: {
      color: vars.color.text,
      fontSize: vars.fontSize.md,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
    },
  },
});

export const fieldHint = style({
  '@layer': {
    [componentLayer]: {
      margin: 0,
      color: vars.color.textSecondary,
      fontSize: vars.fontSize.sm,
      lineHeight: vars.lineHeight.normal,
    },
  },
});

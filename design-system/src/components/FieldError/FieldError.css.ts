import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';
import { componentLayer } from '../../styles/layers.css.ts';

export const fieldError = style({
  '@layer': {
    [componentLayer]: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.xs,
      margin: 0,
      color: vars.color.critical,
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.normal,
    },
  },
});

export const icon = style({
  '@layer': {
    [componentLayer]: {
      flex: 'none',
      width: '1.25em',
      height: '1.25em',
      // Centres the icon on the first line of text (line height 1.5em).
      marginBlockStart: '0.125em',
      fill: 'currentColor',
    },
  },
});

import { touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { componentLayer } from '../../styles/layers.css.ts';

export const link = recipe({
  base: {
    '@layer': {
      [componentLayer]: {
        color: vars.color.link,
        textDecorationLine: 'underline',
        textDecorationThickness: '1px',
        textUnderlineOffset: '0.2em',
        cursor: 'pointer',
        selectors: {
          '&:hover': { textDecorationThickness: '2px' },
          '&:visited': { color: vars.color.link },
        },
      },
    },
  },
  variants: {
    variant: {
      inline: {},
      standalone: {
        '@layer': {
          [componentLayer]: {
            display: 'inline-flex',
            alignItems: 'center',
            gap: vars.space.xs,
            minHeight: touchTargetSize,
            fontWeight: vars.fontWeight.bold,
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const newTabIcon = style({
  '@layer': {
    [componentLayer]: {
      display: 'inline-block',
      width: '0.85em',
      height: '0.85em',
      marginInlineStart: '0.2em',
      verticalAlign: '-0.05em',
      fill: 'currentColor',
    },
  },
});

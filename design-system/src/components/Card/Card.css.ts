import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { componentLayer } from '../../styles/layers.css.ts';

export const card = recipe({
  base: {
    '@layer': {
      [componentLayer]: {
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space.md,
        minWidth: 0,
        margin: 0,
        padding: vars.space.md,
        borderRadius: vars.radius.md,
        color: vars.color.text,
        listStyle: 'none',
        '@media': { [media.tablet]: { padding: vars.space.lg } },
      },
    },
  },
  variants: {
    variant: {
      outlined: {
        '@layer': {
          [componentLayer]: { background: vars.color.surfaceRaised, border: `1px solid ${vars.color.border}` },
        },
      },
      raised: {
        '@layer': {
          [componentLayer]: {
            background: vars.color.surfaceRaised,
            border: '1px solid transparent',
            boxShadow: vars.shadow.md,
          },
        },
      },
      flat: {
        '@layer': { [componentLayer]: { background: vars.color.surfaceSunken, border: '1px solid transparent' } },
      },
    },
  },
  defaultVariants: { variant: 'outlined' },
});

export const heading = style({
  '@layer': {
    [componentLayer]: {
      margin: 0,
      fontFamily: vars.font.heading,
      fontSize: vars.fontSize.lg,
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.tight,
    },
  },
});

import { vars } from '@aisle/banner-themes/contract.css';
import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { componentLayer } from '../../styles/layers.css.ts';

export const width = createVar();
export const height = createVar();

export const stack = style({
  '@layer': {
    [componentLayer]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.sm,
      width,
    },
  },
});

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const bone = recipe({
  base: {
    '@layer': {
      [componentLayer]: {
        display: 'block',
        width,
        height,
        maxWidth: '100%',
        background: `linear-gradient(90deg, ${vars.color.surfaceSunken} 25%, ${vars.color.border} 50%, ${vars.color.surfaceSunken} 75%)`,
        backgroundSize: '200% 100%',
        animation: `${shimmer} 1.6s ease-in-out infinite`,
        '@media': {
          '(prefers-reduced-motion: reduce)': { animation: 'none', background: vars.color.surfaceSunken },
        },
        selectors: {
          [`${stack} > &`]: { width: '100%' },
          [`${stack} > &:last-child:not(:first-child)`]: { width: '60%' },
        },
      },
    },
  },
  variants: {
    radius: {
      sm: { '@layer': { [componentLayer]: { borderRadius: vars.radius.sm } } },
      md: { '@layer': { [componentLayer]: { borderRadius: vars.radius.md } } },
      lg: { '@layer': { [componentLayer]: { borderRadius: vars.radius.lg } } },
      pill: { '@layer': { [componentLayer]: { borderRadius: vars.radius.pill } } },
      circle: { '@layer': { [componentLayer]: { borderRadius: '50%' } } },
    },
  },
  defaultVariants: { radius: 'sm' },
});

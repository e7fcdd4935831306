import { vars } from '@aisle/banner-themes/contract.css';
import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { componentLayer } from '../../styles/layers.css.ts';

const ringSize = createVar();

export const spinner = recipe({
  base: {
    '@layer': {
      [componentLayer]: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.sm,
        color: vars.color.textSecondary,
        fontSize: vars.fontSize.sm,
      },
    },
  },
  variants: {
    size: {
      small: { '@layer': { [componentLayer]: { vars: { [ringSize]: '16px' } } } },
      medium: { '@layer': { [componentLayer]: { vars: { [ringSize]: '24px' } } } },
      large: { '@layer': { [componentLayer]: { vars: { [ringSize]: '48px' } } } },
    },
  },
  defaultVariants: { size: 'medium' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
// Without motion the ring only breathes, which still says "working".
const pulse = keyframes({ '50%': { opacity: 0.4 } });

export const ring = style({
  '@layer': {
    [componentLayer]: {
      flex: 'none',
      width: ringSize,
      height: ringSize,
      borderRadius: '50%',
      border: `calc(${ringSize} / 8 + 1px) solid ${vars.color.border}`,
      borderBlockStartColor: vars.color.brand,
      animation: `${spin} 800ms linear infinite`,
      '@media': {
        '(prefers-reduced-motion: reduce)': { animation: `${pulse} 2s ease-in-out infinite` },
      },
    },
  },
});

import { touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { componentLayer } from '../../styles/layers.css.ts';

const background = createVar();
const foreground = createVar();
const borderColor = createVar();
const hoverBackground = createVar();
const boxSize = createVar();
const iconSize = createVar();

export const iconButton = recipe({
  base: {
    '@layer': {
      [componentLayer]: {
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: boxSize,
        height: boxSize,
        padding: 0,
        borderRadius: vars.radius.pill,
        border: `2px solid ${borderColor}`,
        background,
        color: foreground,
        cursor: 'pointer',
        transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
        selectors: {
          // However small the visible button, the pointer target stays 44px square.
          '&::before': {
            content: '""',
            position: 'absolute',
            insetBlock: `calc((${boxSize} - ${touchTargetSize}px) / 2)`,
            insetInline: `calc((${boxSize} - ${touchTargetSize}px) / 2)`,
          },
          '&:hover:not([disabled])': { background: hoverBackground },
          '&[disabled]': {
            cursor: 'not-allowed',
            vars: {
              [background]: vars.color.disabled,
              [foreground]: vars.color.onDisabled,
              [borderColor]: vars.color.disabled,
              [hoverBackground]: vars.color.disabled,
            },
          },
        },
        '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
      },
    },
  },
  variants: {
    variant: {
      plain: {
        '@layer': {
          [componentLayer]: {
            vars: {
              [background]: 'transparent',
              [foreground]: vars.color.text,
              [borderColor]: 'transparent',
              [hoverBackground]: vars.color.surfaceSunken,
            },
          },
        },
      },
      outlined: {
        '@layer': {
          [componentLayer]: {
            vars: {
              [background]: vars.color.surfaceRaised,
              [foreground]: vars.color.brand,
              [borderColor]: vars.color.borderStrong,
              [hoverBackground]: vars.color.brandSurface,
            },
          },
        },
      },
      primary: {
        '@layer': {
          [componentLayer]: {
            vars: {
              [background]: vars.color.brand,
              [foreground]: vars.color.onBrand,
              [borderColor]: vars.color.brand,
              [hoverBackground]: vars.color.brandStrong,
            },
          },
        },
      },
    },
    size: {
      medium: { '@layer': { [componentLayer]: { vars: { [boxSize]: `${touchTargetSize}px`, [iconSize]: '24px' } } } },
      small: { '@layer': { [componentLayer]: { vars: { [boxSize]: '32px', [iconSize]: '20px' } } } },
    },
  },
  defaultVariants: { variant: 'plain', size: 'medium' },
});

export const icon = style({
  '@layer': {
    [componentLayer]: {
      display: 'inline-flex',
      width: iconSize,
      height: iconSize,
      pointerEvents: 'none',
    },
  },
});

globalStyle(`${icon} > svg`, {
  '@layer': { [componentLayer]: { width: '100%', height: '100%', fill: 'currentColor' } },
});

import { touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const background = createVar();
const foreground = createVar();
const borderColor = createVar();
const hoverBackground = createVar();

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: touchTargetSize,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `2px solid ${borderColor}`,
    background,
    color: foreground,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not([disabled], [aria-disabled="true"])': { background: hoverBackground },
      '&[disabled], &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        vars: {
          [background]: vars.color.disabled,
          [foreground]: vars.color.onDisabled,
          [borderColor]: vars.color.disabled,
        },
      },
      '&[data-state="busy"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        vars: {
          [background]: vars.color.brand,
          [foreground]: vars.color.onBrand,
          [borderColor]: vars.color.brand,
          [hoverBackground]: vars.color.brandStrong,
        },
      },
      secondary: {
        vars: {
          [background]: vars.color.surfaceRaised,
          [foreground]: vars.color.brand,
          [borderColor]: vars.color.brand,
          [hoverBackground]: vars.color.brandSurface,
        },
      },
      tertiary: {
        paddingInline: vars.space.xs,
        textDecoration: 'underline',
        vars: {
          [background]: 'transparent',
          [foreground]: vars.color.link,
          [borderColor]: 'transparent',
          [hoverBackground]: vars.color.brandSurface,
        },
      },
      destructive: {
        vars: {
          [background]: vars.color.critical,
          [foreground]: vars.color.onCritical,
          [borderColor]: vars.color.critical,
          [hoverBackground]: vars.color.critical,
        },
      },
    },
    size: {
      medium: {},
      small: { minHeight: 36, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: [{ variants: { variant: 'tertiary', size: 'small' }, style: { paddingInline: vars.space.xs } }],
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const busyIndicator = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

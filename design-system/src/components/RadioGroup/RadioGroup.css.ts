import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { componentLayer } from '../../styles/layers.css.ts';

export const fieldset = style({
  '@layer': {
    [componentLayer]: {
      margin: 0,
      padding: 0,
      border: 'none',
      minWidth: 0,
    },
  },
});

export const legend = style({
  '@layer': {
    [componentLayer]: {
      padding: 0,
      marginBlockEnd: vars.space.xs,
      color: vars.color.text,
      fontSize: vars.fontSize.md,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
    },
  },
});

export const hint = style({
  '@layer': { [componentLayer]: { marginBlockEnd: vars.space.sm } },
});

export const options = recipe({
  base: {
    '@layer': {
      [componentLayer]: {
        display: 'flex',
        gap: vars.space.md,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      },
    },
  },
  variants: {
    orientation: {
      vertical: { '@layer': { [componentLayer]: { flexDirection: 'column' } } },
      horizontal: {
        '@layer': { [componentLayer]: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg } },
      },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const option = style({
  '@layer': {
    [componentLayer]: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.sm,
    },
  },
});

export const radio = style({
  '@layer': {
    [componentLayer]: {
      appearance: 'none',
      flex: 'none',
      width: 24,
      height: 24,
      margin: 0,
      border: `2px solid ${vars.color.borderStrong}`,
      borderRadius: '50%',
      background: vars.color.surfaceRaised,
      cursor: 'pointer',
      transition: `border-width ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: {
        '&:hover:not(:disabled)': { borderColor: vars.color.brand },
        // A thick brand border leaves a surface-coloured dot in the middle.
        '&:checked': { borderWidth: 7, borderColor: vars.color.brand },
        '[data-invalid] &:not(:checked)': { borderColor: vars.color.critical },
        '&:disabled': { cursor: 'not-allowed', background: vars.color.disabled, borderColor: vars.color.onDisabled },
      },
      '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    },
  },
});

export const optionText = style({
  '@layer': {
    [componentLayer]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xxs,
      minWidth: 0,
    },
  },
});

export const optionLabel = style({
  '@layer': {
    [componentLayer]: {
      color: vars.color.text,
      lineHeight: '24px',
      cursor: 'pointer',
      selectors: { [`${radio}:disabled + ${optionText} &`]: { color: vars.color.onDisabled, cursor: 'not-allowed' } },
    },
  },
});

export const error = style({
  '@layer': { [componentLayer]: { marginBlockStart: vars.space.sm } },
});

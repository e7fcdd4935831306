import { touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';
import { componentLayer } from '../../styles/layers.css.ts';

/** The bordered box around the input and its prefix; it draws the focus ring for both. */
export const control = style({
  '@layer': {
    [componentLayer]: {
      display: 'flex',
      alignItems: 'center',
      minHeight: touchTargetSize,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.md,
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      selectors: {
        '&:focus-within': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
        '[data-state="invalid"] > &': {
          borderColor: vars.color.critical,
          boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
        },
        '&[data-disabled]': {
          background: vars.color.disabled,
          color: vars.color.onDisabled,
          borderColor: vars.color.disabled,
          cursor: 'not-allowed',
        },
      },
    },
  },
});

export const prefix = style({
  '@layer': {
    [componentLayer]: {
      flex: 'none',
      paddingInlineStart: vars.space.md,
      color: vars.color.textSecondary,
      fontWeight: vars.fontWeight.medium,
      userSelect: 'none',
    },
  },
});

export const input = style({
  '@layer': {
    [componentLayer]: {
      flex: 1,
      minWidth: 0,
      alignSelf: 'stretch',
      margin: 0,
      border: 'none',
      borderRadius: vars.radius.md,
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      background: 'transparent',
      color: 'inherit',
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.tight,
      selectors: {
        '&:focus-visible': { outline: 'none' },
        '&:disabled': { cursor: 'not-allowed' },
        '&::placeholder': { color: vars.color.textSecondary, opacity: 1 },
        [`${prefix} + &`]: { paddingInlineStart: vars.space.xs },
      },
    },
  },
});

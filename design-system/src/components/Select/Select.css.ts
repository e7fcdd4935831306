import { touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';
import { componentLayer } from '../../styles/layers.css.ts';

export const control = style({
  '@layer': {
    [componentLayer]: {
      position: 'relative',
      display: 'flex',
      color: vars.color.text,
    },
  },
});

export const select = style({
  '@layer': {
    [componentLayer]: {
      appearance: 'none',
      width: '100%',
      minHeight: touchTargetSize,
      margin: 0,
      paddingBlock: vars.space.sm,
      paddingInlineStart: vars.space.md,
      // Room for the chevron.
      paddingInlineEnd: `calc(${vars.space.md} + 24px)`,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.md,
      background: vars.color.surfaceRaised,
      color: 'inherit',
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.tight,
      cursor: 'pointer',
      selectors: {
        '[data-state="invalid"] &': {
          borderColor: vars.color.critical,
          boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
        },
        '&:disabled': {
          background: vars.color.disabled,
          color: vars.color.onDisabled,
          borderColor: vars.color.disabled,
          cursor: 'not-allowed',
        },
        '&[data-placeholder-shown]': { color: vars.color.textSecondary },
      },
    },
  },
});

export const chevron = style({
  '@layer': {
    [componentLayer]: {
      position: 'absolute',
      insetInlineEnd: vars.space.md,
      insetBlockStart: '50%',
      width: 16,
      height: 16,
      marginBlockStart: -8,
      fill: 'currentColor',
      pointerEvents: 'none',
      selectors: {
        [`${select}:disabled + &`]: { color: vars.color.onDisabled },
      },
    },
  },
});

// The list opens in the text colour even while the closed select greys out its placeholder.
globalStyle(`${select} option`, { '@layer': { [componentLayer]: { color: vars.color.text } } });

import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';
import { componentLayer } from '../../styles/layers.css.ts';

export const row = style({
  '@layer': {
    [componentLayer]: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.sm,
    },
  },
});

export const boxFrame = style({
  '@layer': {
    [componentLayer]: {
      position: 'relative',
      display: 'inline-flex',
      flex: 'none',
      width: 24,
      height: 24,
    },
  },
});

export const box = style({
  '@layer': {
    [componentLayer]: {
      appearance: 'none',
      width: 24,
      height: 24,
      margin: 0,
      border: `2px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.sm,
      background: vars.color.surfaceRaised,
      cursor: 'pointer',
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: {
        '&:hover:not(:disabled)': { borderColor: vars.color.brand },
        '&:checked, &:indeterminate': { background: vars.color.brand, borderColor: vars.color.brand },
        '[data-invalid] &:not(:checked, :indeterminate)': { borderColor: vars.color.critical },
        '&:disabled': { cursor: 'not-allowed', background: vars.color.disabled, borderColor: vars.color.onDisabled },
        '&:disabled:checked, &:disabled:indeterminate': { background: vars.color.onDisabled },
      },
      '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    },
  },
});

export const indicator = style({
  '@layer': {
    [componentLayer]: {
      position: 'absolute',
      inset: 0,
      width: 24,
      height: 24,
      display: 'none',
      fill: vars.color.onBrand,
      pointerEvents: 'none',
      selectors: {
        [`${box}:checked + &, ${box}:indeterminate + &`]: { display: 'block' },
        [`${box}:disabled + &`]: { fill: vars.color.disabled },
      },
    },
  },
});

export const checkMark = style({
  '@layer': {
    [componentLayer]: {
      selectors: { [`${box}:indeterminate + ${indicator} &`]: { display: 'none' } },
    },
  },
});

export const dash = style({
  '@layer': {
    [componentLayer]: {
      display: 'none',
      selectors: { [`${box}:indeterminate + ${indicator} &`]: { display: 'inline' } },
    },
  },
});

export const text = style({
  '@layer': {
    [componentLayer]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xxs,
      minWidth: 0,
    },
  },
});

export const label = style({
  '@layer': {
    [componentLayer]: {
      color: vars.color.text,
      fontSize: vars.fontSize.md,
      // One line is exactly the box's 24px, so the box sits on the first line.
      lineHeight: '24px',
      cursor: 'pointer',
      selectors: { '[data-disabled] &': { cursor: 'not-allowed' } },
    },
  },
});

/** Lines the error up with the label text, past the box. */
export const errorIndent = style({
  '@layer': { [componentLayer]: { paddingInlineStart: `calc(24px + ${vars.space.sm})` } },
});

import { touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const trigger = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: touchTargetSize,
  height: touchTargetSize,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceSunken },
  },
});

export const triggerIcon = style({ width: 24, height: 24 });

export const menu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: 'calc(100% + 4px)',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 192,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: touchTargetSize,
  paddingInline: vars.space.md,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.brandSurface },
    // The ring would be clipped by the menu's edge: the highlight plus an inset ring marks focus.
    '&:focus-visible': { outlineOffset: -3 },
  },
});

import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const markerSize = createVar();
const connectorWidth = createVar();
const labelSize = createVar();
const markerBackground = createVar();
const markerForeground = createVar();
const markerBorder = createVar();

export const stepper = recipe({
  base: {
    vars: { [markerSize]: '32px', [connectorWidth]: '48px', [labelSize]: vars.fontSize.md },
  },
  variants: {
    variant: {
      // SCH-012 and SCH-013: 48 px connector on mobile, 107 px from the checkout breakpoint (768).
      default: { '@media': { [media.tablet]: { vars: { [connectorWidth]: '107px' } } } },
      // The compact indicator of narrow checkout pages (PAY-005): smaller marks, always 48 px.
      mobile: { vars: { [markerSize]: '24px', [labelSize]: vars.fontSize.sm } },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  vars: {
    [markerBackground]: vars.color.surfaceRaised,
    [markerForeground]: vars.color.textSecondary,
    [markerBorder]: vars.color.neutral,
  },
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: labelSize,
  color: vars.color.textSecondary,
  selectors: {
    '&[data-state="completed"]': {
      vars: {
        [markerBackground]: vars.color.brand,
        [markerForeground]: vars.color.onBrand,
        [markerBorder]: vars.color.brand,
      },
      color: vars.color.text,
    },
    '&[data-state="current"]': {
      vars: {
        [markerBackground]: vars.color.surfaceRaised,
        [markerForeground]: vars.color.brand,
        [markerBorder]: vars.color.brand,
      },
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const marker = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: markerSize,
  height: markerSize,
  borderRadius: '50%',
  border: `2px solid ${markerBorder}`,
  background: markerBackground,
  color: markerForeground,
  fontSize: `calc(${markerSize} / 2)`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

export const markerIcon = style({ width: '60%', height: '60%' });

export const label = style({ whiteSpace: 'nowrap' });

export const connector = style({
  display: 'block',
  flex: 'none',
  width: connectorWidth,
  height: 2,
  marginInline: vars.space.sm,
  borderRadius: 1,
  background: vars.color.neutral,
  selectors: { '&[data-state="completed"]': { background: vars.color.accent } },
});

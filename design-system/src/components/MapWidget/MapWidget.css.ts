import { vars } from '@aisle/banner-themes/contract.css';
import { createVar, style } from '@vanilla-extract/css';
import { TILE_SIZE } from './tiles.ts';

export const mapHeight = createVar();
export const offsetX = createVar();
export const offsetY = createVar();

export const map = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  height: mapHeight,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  // The map is a picture of a place: no panning, zooming, selecting or dragging (CART-024).
  userSelect: 'none',
  touchAction: 'none',
});

export const tiles = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: '50%',
  display: 'grid',
  gridTemplateColumns: `repeat(3, ${TILE_SIZE}px)`,
  gridTemplateRows: `repeat(3, ${TILE_SIZE}px)`,
  transform: `translate(calc(-1 * ${offsetX}), calc(-1 * ${offsetY}))`,
  pointerEvents: 'none',
});

export const tile = style({ display: 'block', width: TILE_SIZE, height: TILE_SIZE });

export const pin = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: '50%',
  // The pin's tip, not its middle, marks the place.
  transform: 'translate(-50%, -100%)',
  pointerEvents: 'none',
});

export const pinBody = style({ fill: vars.color.brand, stroke: vars.color.onBrand, strokeWidth: 1.5 });
export const pinDot = style({ fill: vars.color.onBrand });

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const placeholderIcon = style({ width: 24, height: 28, color: vars.color.textSecondary });

export const attribution = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockEnd: 0,
  paddingInline: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});

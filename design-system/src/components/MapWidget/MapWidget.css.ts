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
  background: vars.color.surfaceSunken,
});

/** The placeholder's drawing fills the map's box, cut to it (`slice`), the pin in the middle. */
export const drawing = style({ display: 'block', width: '100%', height: '100%' });
export const drawingGround = style({ fill: vars.color.surfaceSunken });
export const drawingPark = style({ fill: vars.color.positiveSurface });
export const drawingWater = style({ fill: vars.color.infoSurface });
export const drawingStreets = style({ fill: 'none', stroke: vars.color.surfaceRaised, strokeWidth: 7 });
export const drawingAvenues = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 11 });

/** A caption some uses put on the drawing (the address, where nothing beside the map says it). */
export const placeholderCaption = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockEnd: vars.space.sm,
  maxWidth: `calc(100% - 2 * ${vars.space.sm})`,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

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

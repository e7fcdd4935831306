import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useEffect, useState } from 'react';
import * as styles from './MapWidget.css.ts';
import { MAP_ZOOM, surroundingTiles, TILE_SIZE, type TileCoordinate, tilePosition, tileSource } from './tiles.ts';

/** The pin's size in px (CART-025). */
export const MAP_PIN_SIZE = { width: 37, height: 42 } as const;
/** Pins render after this delay; the placeholder shows until then (CART-026, CART-027). */
export const MAP_PIN_DELAY_MS = 200;

export const mapWidgetStates = ['placeholder', 'loading', 'ready'] as const;
export type MapWidgetState = (typeof mapWidgetStates)[number];

export type MapWidgetProps = {
  latitude: number;
  longitude: number;
  /** The map's accessible name, e.g. 'Map of 123 Main St, Cincinnati, OH 45202'. */
  label: string;
  /**
   * A caption on the placeholder. Leave it out where the address stands beside the map (the map's accessible
   * name already says it): the placeholder is then the drawing alone.
   */
  placeholder?: ReactNode;
  /**
   * The map tile service: a '{z}/{x}/{y}' URL template or a function. Without it no map service is
   * configured and the placeholder stays (CART-028).
   */
  tileUrl?: string | ((tile: TileCoordinate) => string);
  /** The tile provider's credit line. */
  attribution?: ReactNode;
  /** Height in px; 200 by default. */
  height?: number;
  className?: string;
};

/**
 * A still map of one place at zoom 14 (CART-023): 3x3 tiles centred on the place, the pin on top. No
 * interaction. The placeholder shows until the pin renders, and instead of the map when no tile service
 * is configured or a tile fails to load.
 */
export function MapWidget({
  latitude,
  longitude,
  label,
  placeholder,
  tileUrl,
  attribution,
  height = 200,
  className,
}: MapWidgetProps) {
  const [isPinRendered, setIsPinRendered] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const hasTiles = tileUrl !== undefined && !hasFailed;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new place or tile service starts over
  useEffect(() => {
    setIsPinRendered(false);
    setHasFailed(false);
    if (tileUrl === undefined) return;
    const timer = window.setTimeout(() => setIsPinRendered(true), MAP_PIN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [latitude, longitude, tileUrl]);

  const state: MapWidgetState = !hasTiles ? 'placeholder' : isPinRendered ? 'ready' : 'loading';
  const centre = tilePosition(latitude, longitude, MAP_ZOOM);

  return (
    <div
      role="img"
      aria-label={label}
      className={[styles.map, className].filter(Boolean).join(' ')}
      style={assignInlineVars({
        [styles.mapHeight]: `${height}px`,
        [styles.offsetX]: `${TILE_SIZE + centre.pixelX}px`,
        [styles.offsetY]: `${TILE_SIZE + centre.pixelY}px`,
      })}
      data-component="MapWidget"
      data-state={state}
    >
      {hasTiles ? (
        <div className={styles.tiles} data-part="tiles">
          {surroundingTiles(centre).map((tile) => (
            <img
              key={`${tile.x}-${tile.y}`}
              className={styles.tile}
              src={tileSource(tileUrl, tile)}
              alt=""
              width={TILE_SIZE}
              height={TILE_SIZE}
              draggable={false}
              // The tile service is asked only once the map comes into view.
              loading="lazy"
              onError={() => setHasFailed(true)}
            />
          ))}
        </div>
      ) : null}
      {state === 'ready' ? (
        <svg
          className={styles.pin}
          width={MAP_PIN_SIZE.width}
          height={MAP_PIN_SIZE.height}
          viewBox={`0 0 ${MAP_PIN_SIZE.width} ${MAP_PIN_SIZE.height}`}
          aria-hidden="true"
          focusable="false"
          data-part="pin"
        >
          <PinShape />
        </svg>
      ) : null}
      {state !== 'ready' ? (
        <div className={styles.placeholder} data-part="placeholder">
          <PlaceholderDrawing latitude={latitude} longitude={longitude} />
          {placeholder ? <span className={styles.placeholderCaption}>{placeholder}</span> : null}
        </div>
      ) : null}
      {state === 'ready' && attribution ? (
        <span className={styles.attribution} data-part="attribution">
          {attribution}
        </span>
      ) : null}
    </div>
  );
}

/** The pin's outline and dot, in a box of MAP_PIN_SIZE: on the map and in the placeholder's drawing. */
function PinShape() {
  return (
    <>
      <path className={styles.pinBody} d="M18.5 41C18.5 41 3 26 3 16a15.5 15.5 0 0 1 31 0c0 10-15.5 25-15.5 25z" />
      <circle className={styles.pinDot} cx="18.5" cy="16" r="6" />
    </>
  );
}

/** Where the drawing's streets fall: the place's own offsets, so that two places do not look the same. */
function streetOffsets(latitude: number, longitude: number): { x: number; y: number } {
  // A number from 0 to 999 that changes with the coordinate's every digit (a sine hash, the same on every device).
  const fraction = (value: number) => Math.floor((Math.abs(Math.sin(value * 12.9898) * 43_758.5453) % 1) * 1000);
  return { x: (fraction(longitude) % 90) + 20, y: (fraction(latitude) % 50) + 15 };
}

/**
 * The placeholder (CART-026, CART-028): a still drawing of streets, a park and water in the banner's tokens,
 * with the pin in the middle where the place is, instead of a grey box. Decorative: the map's accessible name
 * says the place.
 */
function PlaceholderDrawing({ latitude, longitude }: { latitude: number; longitude: number }) {
  const { x, y } = streetOffsets(latitude, longitude);
  return (
    <svg
      className={styles.drawing}
      viewBox="0 0 400 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.drawingGround} width="400" height="200" />
      <rect className={styles.drawingPark} x={x + 150} y={y + 80} width="90" height="70" rx="6" />
      <path
        className={styles.drawingWater}
        d={`M0 ${y + 150} C 120 ${y + 120}, 220 ${y + 190}, 400 ${y + 140} L400 200 L0 200 Z`}
      />
      <g className={styles.drawingStreets}>
        <path d={`M0 ${y + 40} H400`} />
        <path d={`M0 ${y + 110} H400`} />
        <path d={`M${x} 0 V200`} />
        <path d={`M${x + 130} 0 V200`} />
        <path d={`M${x + 260} 0 V200`} />
        <path d={`M${x - 40} 200 L${x + 200} 0`} />
      </g>
      <g className={styles.drawingAvenues}>
        <path d={`M0 ${y + 75} H400`} />
        <path d={`M${x + 195} 0 V200`} />
      </g>
      <g transform={`translate(${200 - MAP_PIN_SIZE.width / 2} ${100 - MAP_PIN_SIZE.height})`}>
        <PinShape />
      </g>
    </svg>
  );
}

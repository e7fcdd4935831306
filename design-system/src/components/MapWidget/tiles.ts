/** The spec's fixed map zoom (CART-023). */
export const MAP_ZOOM = 14;
/** Web map tiles are 256 px squares. */
export const TILE_SIZE = 256;

export type TileCoordinate = { x: number; y: number; z: number };

/** Where a point falls on the slippy-map tile grid: its tile and its pixel inside that tile. */
export type TilePosition = TileCoordinate & { pixelX: number; pixelY: number };

/**
 * Web Mercator tile of a latitude/longitude at a zoom (the OpenStreetMap "slippy map" formula), with
 * the point's pixel offset inside that tile.
 */
export function tilePosition(latitude: number, longitude: number, zoom: number = MAP_ZOOM): TilePosition {
  const tileCount = 2 ** zoom;
  const latitudeRadians = (latitude * Math.PI) / 180;
  const exactX = ((longitude + 180) / 360) * tileCount;
  const exactY = ((1 - Math.asinh(Math.tan(latitudeRadians)) / Math.PI) / 2) * tileCount;
  const x = Math.floor(exactX);
  const y = Math.floor(exactY);
  return {
    x,
    y,
    z: zoom,
    pixelX: Math.round((exactX - x) * TILE_SIZE),
    pixelY: Math.round((exactY - y) * TILE_SIZE),
  };
}

/** The 3x3 block of tiles around the centre tile, row by row; x wraps around the antimeridian. */
export function surroundingTiles(centre: TileCoordinate): TileCoordinate[] {
  const tileCount = 2 ** centre.z;
  const tiles: TileCoordinate[] = [];
  for (const rowOffset of [-1, 0, 1]) {
    for (const columnOffset of [-1, 0, 1]) {
      tiles.push({
        x: (((centre.x + columnOffset) % tileCount) + tileCount) % tileCount,
        y: Math.min(Math.max(centre.y + rowOffset, 0), tileCount - 1),
        z: centre.z,
      });
    }
  }
  return tiles;
}

/** A tile address from a '{z}/{x}/{y}' template or a function. */
export function tileSource(source: string | ((tile: TileCoordinate) => string), tile: TileCoordinate): string {
  if (typeof source === 'function') return source(tile);
  return source.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y));
}

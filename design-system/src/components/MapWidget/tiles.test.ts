import { describe, expect, it } from 'vitest';
import { MAP_ZOOM, surroundingTiles, tilePosition, tileSource } from './tiles.ts';

describe('tilePosition', () => {
  it('zooms to 14 by default', () => {
    expect(tilePosition(39.1031, -84.512).z).toBe(MAP_ZOOM);
  });
  it('finds the zoom-14 tile whose corners (inverse slippy-map formula) enclose the point', () => {
    const latitude = 39.1031;
    const longitude = -84.512;
    const position = tilePosition(latitude, longitude);
    const tileCount = 2 ** 14;
    const longitudeOf = (x: number) => (x / tileCount) * 360 - 180;
    const latitudeOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / tileCount))) * 180) / Math.PI;
    expect(position).toMatchObject({ x: 4345, y: 6255 });
    expect(longitudeOf(position.x)).toBeLessThanOrEqual(longitude);
    expect(longitudeOf(position.x + 1)).toBeGreaterThan(longitude);
    expect(latitudeOf(position.y)).toBeGreaterThanOrEqual(latitude);
    expect(latitudeOf(position.y + 1)).toBeLessThan(latitude);
    const exactX =
      ((longitude - longitudeOf(position.x)) / (longitudeOf(position.x + 1) - longitudeOf(position.x))) * 256;
    expect(Math.abs(position.pixelX - exactX)).toBeLessThanOrEqual(1);
  });
  it('puts 0,0 at the corner between the four middle tiles', () => {
    expect(tilePosition(0, 0, 1)).toEqual({ x: 1, y: 1, z: 1, pixelX: 0, pixelY: 0 });
  });
});

describe('surroundingTiles', () => {
  it('lists the 3x3 block row by row', () => {
    const tiles = surroundingTiles({ x: 10, y: 20, z: 14 });
    expect(tiles).toHaveLength(9);
    expect(tiles[0]).toEqual({ x: 9, y: 19, z: 14 });
    expect(tiles[4]).toEqual({ x: 10, y: 20, z: 14 });
    expect(tiles[8]).toEqual({ x: 11, y: 21, z: 14 });
  });
  it('wraps x around the antimeridian', () => {
    expect(surroundingTiles({ x: 0, y: 5, z: 3 })[0]?.x).toBe(7);
  });
});

describe('tileSource', () => {
  it('fills a {z}/{x}/{y} template', () => {
    expect(tileSource('https://tiles.example/{z}/{x}/{y}.png', { x: 1, y: 2, z: 14 })).toBe(
      'https://tiles.example/14/1/2.png',
    );
  });
  it('calls a function source', () => {
    expect(tileSource((tile) => `t-${tile.x}-${tile.y}`, { x: 1, y: 2, z: 14 })).toBe('t-1-2');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../integrations/bannerSites.ts';
import { mapServiceFrom } from './mapService.ts';

describe('the map tile service of a deployment (AISLE_MAP_TILES)', () => {
  it('is none without a template: the maps show their placeholder (CART-028)', () => {
    expect(mapServiceFrom(undefined)).toBeUndefined();
    expect(mapServiceFrom('  ')).toBeUndefined();
  });

  it('takes an https template with {z}, {x} and {y}, and gives its origin for the CSP', () => {
    expect(mapServiceFrom('https://tiles.example.org/osm/{z}/{x}/{y}.png')).toEqual({
      tiles: 'https://tiles.example.org/osm/{z}/{x}/{y}.png',
      origin: 'https://tiles.example.org',
    });
  });

  it('refuses a template the maps could not use, naming the variable', () => {
    expect(() => mapServiceFrom('http://tiles.example.org/{z}/{x}/{y}.png')).toThrow(
      /AISLE_MAP_TILES must be an https URL/,
    );
    expect(() => mapServiceFrom('https://tiles.example.org/{z}/{x}.png')).toThrow(/with \{z\}, \{x\} and \{y\}/);
    expect(() => mapServiceFrom('tiles/{z}/{x}/{y}')).toThrow(/AISLE_MAP_TILES must be a URL template/);
    // Nothing but a host name reaches the CSP header.
    expect(() => mapServiceFrom('https://tiles.example;script-src/{z}/{x}/{y}.png')).toThrow(
      /AISLE_MAP_TILES must be an https URL/,
    );
  });

  it("adds the service's origin to the build manifest's img-src, and nothing without one", () => {
    const before = process.env.AISLE_MAP_TILES;
    const dist = mkdtempSync(path.join(tmpdir(), 'aisle-map-dist-'));
    try {
      process.env.AISLE_MAP_TILES = 'https://tiles.example.org/{z}/{x}/{y}.png';
      expect(buildManifest(dist).csp['img-src']).toEqual(['https://tiles.example.org']);
      delete process.env.AISLE_MAP_TILES;
      expect(buildManifest(dist).csp['img-src']).toBeUndefined();
    } finally {
      rmSync(dist, { recursive: true, force: true });
      if (before === undefined) delete process.env.AISLE_MAP_TILES;
      else process.env.AISLE_MAP_TILES = before;
    }
  });
});

// What each banner should look like, read from the banner catalogue's files (not imported: the tests
// only run the product): the company name from the banner's definition, the colours from its DTCG
// tokens (banner-themes/dist), and the list of banners from the API.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './aisle.ts';

export type ExpectedBanner = { id: string; name: string; companyName: string; brand: string; fontFamily: string };

function field(source: string, name: string, id: string): string {
  const match = new RegExp(`\\b${name}: '((?:[^'\\\\]|\\\\.)*)'`).exec(source);
  if (!match?.[1]) throw new Error(`banner ${id}: no ${name} in its definition`);
  return match[1].replace(/\\'/g, "'");
}

export function expectedBanner(id: string): ExpectedBanner {
  const source = readFileSync(path.join(repoRoot, 'banner-themes', 'src', 'banners', `${id}.ts`), 'utf8');
  const tokens = JSON.parse(
    readFileSync(path.join(repoRoot, 'banner-themes', 'dist', 'dtcg', `${id}.tokens.json`), 'utf8'),
  ) as { color: { brand: { $value: { hex: string } } } };
  return {
    id,
    name: field(source, 'name', id),
    companyName: field(source, 'companyName', id),
    brand: tokens.color.brand.$value.hex,
    fontFamily: field(source, 'fontFamily', id),
  };
}

/** '#0b4f7c' -> 'rgb(11, 79, 124)', as getComputedStyle reports it. */
export function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

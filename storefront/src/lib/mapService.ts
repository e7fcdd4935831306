/**
 * The map tile service of a deployment (issue 22; CART-023, CART-028): a '{z}/{x}/{y}' URL template of raster
 * tiles, set at build time with AISLE_MAP_TILES (docs/operations.md). Without one the maps show their
 * placeholder, as in the sandbox, which may call no outside service. Build time only: the template reaches the
 * islands through the page config (`mapTiles`), and its origin the CSP's img-src through the build manifest.
 */
export type MapService = { tiles: string; origin: string };

/** The configured service, or undefined; throws on a template that is not an https URL with {z}, {x} and {y}. */
export function mapServiceFrom(template: string | undefined): MapService | undefined {
  const tiles = template?.trim();
  if (!tiles) return undefined;
  let url: URL;
  try {
    url = new URL(tiles.replace(/\{[zxy]\}/g, '0'));
  } catch {
    throw new Error(
      `AISLE_MAP_TILES must be a URL template such as https://tiles.example/{z}/{x}/{y}.png, not "${tiles}".`,
    );
  }
  // A plain host name: the origin goes into the CSP header as it is.
  const isPlainHost = /^[a-z0-9.-]+(:\d+)?$/.test(url.host);
  if (url.protocol !== 'https:' || !isPlainHost || !['{z}', '{x}', '{y}'].every((part) => tiles.includes(part))) {
    throw new Error(`AISLE_MAP_TILES must be an https URL with {z}, {x} and {y}, not "${tiles}".`);
  }
  return { tiles, origin: url.origin };
}

/** The build's map service, from the environment. */
export function configuredMapService(): MapService | undefined {
  return mapServiceFrom(process.env.AISLE_MAP_TILES);
}

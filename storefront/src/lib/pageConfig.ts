import type { PerModality } from '@aisle/contracts';
import type { ApiMessages } from './api/errors.ts';

/**
 * What every island of a page shares about its banner, written once into the page as a JSON data
 * block (not a script, so no CSP hash): the banner id for the API and storage keys, its shopping
 * modes, and the API layer's messages in the banner's wording.
 */
export type PageConfig = {
  bannerId: string;
  capabilities: PerModality;
  messages: ApiMessages;
  /** Feature switches of the banner's pages; a page written before a switch existed has it on. */
  features?: PageFeatures;
  /** The map tile service's '{z}/{x}/{y}' URL template (lib/mapService.ts); none: the maps show their placeholder. */
  mapTiles?: string;
};

export type PageFeatures = {
  /** SEL-127: the selector may offer the device location (after consent) to find stores. */
  geolocation: boolean;
};

/** A page's feature switches, each on unless the page config turns it off. */
export function pageFeatures(config: PageConfig = pageConfig()): PageFeatures {
  return { geolocation: config.features?.geolocation ?? true };
}

/** The map tile service of the page's deployment (none in the sandbox: the maps show their placeholder). */
export function mapTiles(config: PageConfig = pageConfig()): string | undefined {
  return config.mapTiles;
}

export const pageConfigElementId = 'aisle-page-config';

/** The JSON for the data block; `<` is escaped so no string can close the element. */
export function serialisePageConfig(config: PageConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}

let cached: PageConfig | undefined;

/** The page's config; throws on a page without one (content-only pages have no islands). */
export function pageConfig(): PageConfig {
  if (cached) return cached;
  const element = typeof document === 'undefined' ? null : document.getElementById(pageConfigElementId);
  if (!element?.textContent) throw new Error(`#${pageConfigElementId} is missing from the page`);
  cached = JSON.parse(element.textContent) as PageConfig;
  return cached;
}

/** For tests: use this config instead of the page's. */
export function setPageConfig(config: PageConfig | undefined): void {
  cached = config;
}

import { baseCopy } from './catalogue.ts';

export { formatCopy, formatPlural, type PluralCopy } from './format.ts';
export { baseCopy };

/** The whole copy catalogue: every user-facing string of the product, keyed by where it is used. */
export type Copy = typeof baseCopy;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
/** A banner's overrides: only the strings that differ from the base. */
export type CopyOverrides = DeepPartial<Widen<Copy>>;
/** The catalogue as a banner sees it (same keys, any string). */
export type BannerCopy = Widen<Copy>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function merge<T>(base: T, overrides: unknown): T {
  if (!isRecord(overrides)) return base;
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) {
    const current = result[key];
    result[key] = isRecord(current) ? merge(current, value) : value;
  }
  return result as T;
}

/** The catalogue with a banner's overrides applied. */
export function resolveCopy(overrides: CopyOverrides = {}): BannerCopy {
  return merge(baseCopy as BannerCopy, overrides);
}

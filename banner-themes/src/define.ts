import { type BannerCopy, type CopyOverrides, resolveCopy } from './copy/index.ts';
import { type FontFamily, fontStack } from './fonts.ts';
import type { BannerInput } from './schema.ts';
import { baseTokens } from './tokens/base.ts';
import type { ThemeOverrides, ThemeTokens } from './tokens/shape.ts';

/** What a banner file declares: its data, a few token overrides, copy overrides and its logo. */
export type BannerDefinition = Omit<BannerInput, 'theme' | 'copy' | 'fontFamily'> & {
  fontFamily: FontFamily;
  theme: ThemeOverrides;
  copy: CopyOverrides;
};

/** A banner ready for use: tokens and copy merged onto the base. */
export type Banner = BannerDefinition & {
  tokens: ThemeTokens;
  strings: BannerCopy;
};

/** Typed identity helper for banner files. */
export function defineBanner(definition: BannerDefinition): BannerDefinition {
  return definition;
}

function mergeTokens(base: ThemeTokens, overrides: ThemeOverrides): ThemeTokens {
  const result = structuredClone(base) as unknown as Record<string, Record<string, string>>;
  for (const [group, values] of Object.entries(overrides)) {
    const target = result[group];
    if (!target || !values) continue;
    for (const [key, value] of Object.entries(values)) {
      if (value !== undefined) target[key] = value;
    }
  }
  return result as unknown as ThemeTokens;
}

/** Applies a banner's overrides to the base tokens and copy. */
export function resolveBanner(definition: BannerDefinition): Banner {
  const stack = fontStack(definition.fontFamily);
  const tokens = mergeTokens(baseTokens, {
    ...definition.theme,
    font: { body: stack, heading: stack, ...definition.theme.font },
  });
  return { ...definition, tokens, strings: resolveCopy(definition.copy) };
}

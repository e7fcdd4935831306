/**
 * The font families a banner may choose. Each is self-hosted from its @fontsource package
 * (weights 400, 500 and 700, latin subset): no font CDN, and never a silent fallback.
 */
export const fontFamilies = [
  'Public Sans',
  'Inter',
  'Figtree',
  'Manrope',
  'DM Sans',
  'Nunito',
  'Work Sans',
  'Rubik',
  'Libre Franklin',
  'Source Sans 3',
  'Karla',
] as const;

export type FontFamily = (typeof fontFamilies)[number];

/** The @fontsource package of each family. */
export const fontPackages: Record<FontFamily, string> = {
  'Public Sans': '@fontsource/public-sans',
  Inter: '@fontsource/inter',
  Figtree: '@fontsource/figtree',
  Manrope: '@fontsource/manrope',
  'DM Sans': '@fontsource/dm-sans',
  Nunito: '@fontsource/nunito',
  'Work Sans': '@fontsource/work-sans',
  Rubik: '@fontsource/rubik',
  'Libre Franklin': '@fontsource/libre-franklin',
  'Source Sans 3': '@fontsource/source-sans-3',
  Karla: '@fontsource/karla',
};

/** The CSS font stack for a family. */
export function fontStack(family: FontFamily): string {
  return `"${family}", system-ui, sans-serif`;
}

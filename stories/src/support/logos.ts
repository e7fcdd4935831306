import type { Banner } from '@aisle/banner-themes';

const logoUrls = import.meta.glob<string>('../../../banner-themes/src/logos/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** The URL of a banner's logo as Vite serves it. */
export function logoUrl(banner: Banner): string {
  const url = logoUrls[`../../../banner-themes/src/logos/${banner.logo.file}`];
  if (!url) throw new Error(`No logo file ${banner.logo.file} for banner ${banner.id}`);
  return url;
}

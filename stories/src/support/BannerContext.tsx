import { type Banner, defaultBanner, formatCopy } from '@aisle/banner-themes';
import { createContext, use } from 'react';

/** The banner chosen in the toolbar, for stories that need its copy or data. */
export const BannerContext = createContext<Banner>(defaultBanner);

export function useBanner(): Banner {
  return use(BannerContext);
}

/** The current banner's copy, and the formatter for its `{placeholders}`. */
export function useCopy() {
  const banner = useBanner();
  return { copy: banner.strings, format: formatCopy, banner };
}

import { type Banner, banners, formatCopy } from '@aisle/banner-themes';
import { formatPhoneDisplay } from '@aisle/design-system/format';
import { routes } from './routes.ts';
import { isRouteAvailable } from './site.ts';

/**
 * The content-only pages (`kind: 'content'` in routes.ts): one template (components/ContentPage.astro)
 * and one route file (pages/[banner]/[...content].astro) build them all. A page's title, heading and
 * text are the copy catalogue's `storefront.pageTitles`, `.headings` and `.content` entries under its
 * route's name; what a page has beyond them is listed here. Adding a content page: a route in routes.ts,
 * its three copy entries, and an entry below.
 */
export type ContentRouteName = {
  [Name in keyof typeof routes]: (typeof routes)[Name]['kind'] extends 'content' ? Name : never;
}[keyof typeof routes];

export type ContentSection = { id: string; heading: string; text: string };

export type ContentPageEntry = {
  /** Paragraphs after the page's text. */
  notes?: (banner: Banner) => string[];
  /** Titled sections after the text, each an anchor (`#id`). */
  sections?: (banner: Banner) => ContentSection[];
};

export const contentPages: Record<ContentRouteName, ContentPageEntry> = {
  digitalFaqs: {},
  snapEbtFaq: {},
  alcoholSales: {},
  accessibility: {
    notes: (banner) => [
      formatCopy(banner.strings.components.footer.screenReaderHelp, {
        phone: formatPhoneDisplay(banner.screenReaderHelpPhone),
      }),
    ],
  },
  privacyPolicy: {
    // 'Your Privacy Choices' is the footer's target without script (OCP-027); Washington's consumer health
    // data policy only for the banners that show it.
    sections: (banner) => {
      const own = banner.strings.storefront.content;
      const footer = banner.strings.components.footer;
      return [
        { id: 'privacy-choices', heading: footer.privacyChoices, text: own.privacyChoices },
        ...(banner.showsWashingtonHealthPolicy
          ? [{ id: 'washington-health-data', heading: footer.washingtonHealthPolicy, text: own.washingtonHealthData }]
          : []),
      ];
    },
  },
};

/** Every banner's content pages, for the one route file: `content` is the path without its leading '/'. */
export function contentPagePaths() {
  return banners.flatMap((banner) =>
    (Object.keys(contentPages) as ContentRouteName[])
      .filter((name) => isRouteAvailable(banner, routes[name]))
      .map((name) => ({
        params: { banner: banner.id, content: routes[name].pattern.slice(1) },
        props: { banner, name },
      })),
  );
}

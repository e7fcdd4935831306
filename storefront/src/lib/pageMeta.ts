import type { Banner } from '@aisle/banner-themes';
import { type RouteEntry, type RouteId, routes } from './routes.ts';
import { fill } from './site.ts';

/** A page with its own meta description: a route of the table, or one outside it (not-found, wallet). */
export type DescribedPage = keyof Banner['strings']['shell']['pageDescriptions'];

/** The route id of an entry of the route table, by its pattern. */
function routeIdOf(route: RouteEntry): RouteId | undefined {
  return (Object.keys(routes) as RouteId[]).find((id) => routes[id].pattern === route.pattern);
}

/** The page's meta description in the banner's words (Lighthouse SEO: every page has one). */
export function pageDescription(banner: Banner, page: RouteEntry | DescribedPage): string {
  const descriptions = banner.strings.shell.pageDescriptions;
  const key = typeof page === 'string' ? page : routeIdOf(page);
  // The product and department pages pass their own description (StoreLayout's `description`).
  const own = key && key in descriptions ? descriptions[key as DescribedPage] : undefined;
  return fill(banner, own ?? descriptions.default);
}

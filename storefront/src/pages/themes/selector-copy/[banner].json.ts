// The shopping-mode selector's strings of each banner, as static files next to the banners' theme
// stylesheets (/themes/selector-copy/<banner>.json: the server serves /themes/ for every host). The header
// island fetches its banner's file when the shopper first opens the selector, so no page carries the copy.
import { type Banner, banners } from '@aisle/banner-themes';
import type { APIRoute } from 'astro';
import { buildSelectorCopy } from '../../../lib/copy/selector.ts';

export function getStaticPaths() {
  return banners.map((banner) => ({ params: { banner: banner.id }, props: { banner } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(buildSelectorCopy((props as { banner: Banner }).banner)), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

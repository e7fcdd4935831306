import { paths } from '../../../lib/paths.ts';

/**
 * The sign-in screen sends a guest to /signin and back to the page they were on; this query parameter on
 * the way back tells the header to reopen the selector on Delivery (the transition the guest was in).
 */
export const deliveryResumeParam = 'selector';
export const deliveryResumeValue = 'delivery';

/** `/signin?returnTo=…` for the current page, with the marker that reopens the selector on Delivery. */
export function deliverySignInUrl(
  location: { pathname: string; search: string },
  signInPath: string = paths.signIn,
): string {
  const query = new URLSearchParams(location.search);
  query.set(deliveryResumeParam, deliveryResumeValue);
  const returnTo = `${location.pathname}?${query}`;
  return `${signInPath}?${new URLSearchParams({ returnTo })}`;
}

/** True when the page was opened by the way back from the selector's sign-in screen. */
export function isDeliveryResume(search: string): boolean {
  return new URLSearchParams(search).get(deliveryResumeParam) === deliveryResumeValue;
}

/** The same URL without the marker, so a reload does not reopen the selector again. */
export function withoutDeliveryResume(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(deliveryResumeParam);
  return `${url.pathname}${url.search}${url.hash}`;
}

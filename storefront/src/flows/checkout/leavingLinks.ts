/*
 * PRO-024: which clicks leave the checkout page through one of its own links. The leave warning asks
 * only for a plain click on a link to another page of this site, outside the page's dialogs (their links
 * are the dialogs' own choices, e.g. 'Back to Scheduling' once the hold ran out). A link to a new tab, a
 * download or a click with a modifier key leaves the page where it is.
 */

type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'> & {
  target: EventTarget | null;
};

/** The page a click on a link is about to load, or null when the click does not leave this page. */
export function leavingHref(event: ClickLike, location: Pick<Location, 'href' | 'origin'>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const element = event.target instanceof Element ? event.target : null;
  const link = element?.closest('a[href]');
  if (!link || !(link instanceof HTMLAnchorElement) || link.closest('[role="dialog"]')) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, location.href);
  const here = new URL(location.href);
  if (url.origin !== location.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

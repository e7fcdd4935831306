/**
 * Where sign-in sends the shopper back to: the `returnTo` path when it is a page of this site, home
 * otherwise. Anything that would leave the site (`//evil.example`, `https://...`) or loop back to
 * sign-in is refused.
 */
export function safeReturnTo(value: string | null | undefined, origin: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || url.pathname.replace(/\/$/, '') === '/signin') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/*
 * Where sign-in, the account forms and the shopping-mode page send a shopper back to (`?returnTo=`), read
 * safely; the services' account forms use the same rule.
 */

/**
 * Where a form sends the shopper back to: a path of this site, never another origin (`//evil.example`,
 * `https://…`, `/\evil`), never sign-in itself; home otherwise.
 */
export function safeReturnPath(value: string | null | undefined, origin: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || url.pathname.replace(/\/$/, '') === '/signin') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

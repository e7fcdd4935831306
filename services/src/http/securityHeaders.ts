/** Headers every answer carries. */
export const commonSecurityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/** API answers are data, never documents: they may load nothing and be framed by no one. */
export const apiSecurityHeaders = {
  ...commonSecurityHeaders,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
} as const;

/**
 * Adds the headers an answer lacks (a handler may have set a stricter or a page-specific one); with
 * `replace`, sets them whatever the answer had.
 */
export function withHeaders(
  response: Response,
  headers: Record<string, string>,
  { replace = false }: { replace?: boolean } = {},
): Response {
  const missing = Object.entries(headers).filter(([name]) => replace || !response.headers.has(name));
  if (missing.length === 0) return response;
  let target = response;
  try {
    for (const [name, value] of missing) target.headers.set(name, value);
  } catch {
    // Response.redirect() and fetched answers have immutable headers: copy the answer first.
    target = new Response(response.body, response);
    for (const [name, value] of missing) target.headers.set(name, value);
  }
  return target;
}

import type { Context, MiddlewareHandler } from 'hono';
import { type AttemptGuard, clientAddressOf, type LimitsOptions, TooManyAttemptsError } from '../limits/index.ts';
import type { RouteDependencies } from './route.ts';
import { withHeaders } from './securityHeaders.ts';

/** The dependencies of handlers whose calls check a secret (docs/adr/0023-guessing-limits.md). */
export type LimitedDependencies = RouteDependencies & { limits: LimitsOptions };

/** The socket's remote address, where the Node server passes its request (@hono/node-server's env). */
export function socketAddressOf(context: Context): string | undefined {
  const env = context.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/** The caller as the limits see it: its client address and the limits' clock. */
export function attemptGuardOf(context: Context, limits: LimitsOptions): AttemptGuard {
  return {
    clientAddress: clientAddressOf(
      socketAddressOf(context),
      context.req.header('x-forwarded-for'),
      limits.trustedProxies,
    ),
    now: limits.now(),
  };
}

/** A refused attempt's answer says when to come back (RFC 9110 Retry-After, in seconds). */
export const retryAfterHeader: MiddlewareHandler = async (context, next) => {
  await next();
  if (context.error instanceof TooManyAttemptsError) {
    context.res = withHeaders(context.res, { 'Retry-After': String(context.error.retryAfterSeconds) });
  }
};

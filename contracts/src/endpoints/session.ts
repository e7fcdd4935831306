import type { EndpointDefinition } from '../endpoint.ts';
import { currentSessionSchema, sessionAnswerSchema, signInRequestSchema } from '../session.ts';
import { sessionRoutes } from './session.routes.ts';

const json = 'application/json' as const;

/** Signing in and out, and the current session with its CSRF token. Method, path and CSRF come from `session.routes.ts`. */
export const sessionEndpoints = {
  getSession: {
    ...sessionRoutes.getSession,
    summary:
      'The signed-in shopper and the CSRF token for state-changing calls; { shopper: null } without a session (200, so a guest page logs no failed request).',
    access: 'public',
    status: 200,
    contentType: json,
    response: sessionAnswerSchema,
    errors: [],
  },
  signIn: {
    ...sessionRoutes.signIn,
    summary: 'Signs in with email and password; sets the session cookie. Checks the Origin header.',
    access: 'public',
    body: signInRequestSchema,
    status: 200,
    contentType: json,
    response: currentSessionSchema,
    errors: ['INVALID_CREDENTIALS', 'CSRF_FAILED', 'TOO_MANY_ATTEMPTS'],
  },
  signOut: {
    ...sessionRoutes.signOut,
    summary: 'Signs out: deletes the session row and clears the cookie.',
    access: 'public',
    status: 204,
    contentType: json,
    response: null,
    errors: ['CSRF_FAILED'],
  },
} as const satisfies Record<keyof typeof sessionRoutes, EndpointDefinition>;

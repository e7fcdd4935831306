import { verifyEmailAnswerSchema, verifyEmailRequestSchema } from '../accounts.ts';
import type { EndpointDefinition } from '../endpoint.ts';
import { accountRoutes } from './accounts.routes.ts';

const json = 'application/json' as const;

/** The accounts' JSON calls. Method, path and CSRF come from `accounts.routes.ts`. */
export const accountEndpoints = {
  verifyEmail: {
    ...accountRoutes.verifyEmail,
    summary:
      "Opens an email verification link: marks the link's account verified once; says whether the link was good, expired or used. Without a session it checks the Origin header.",
    access: 'public',
    body: verifyEmailRequestSchema,
    status: 200,
    contentType: json,
    response: verifyEmailAnswerSchema,
    errors: ['LINK_NOT_FOUND', 'CSRF_FAILED', 'TOO_MANY_ATTEMPTS'],
  },
} as const satisfies Record<keyof typeof accountRoutes, EndpointDefinition>;

import type { EndpointDefinition } from '../endpoint.ts';
import { customerProfileSchema } from '../profile.ts';
import { profileRoutes } from './profile.routes.ts';

const json = 'application/json' as const;

/** The signed-in shopper's customer profile. Method, path and CSRF come from `profile.routes.ts`. */
export const profileEndpoints = {
  getProfile: {
    ...profileRoutes.getProfile,
    summary: "The signed-in shopper's customer profile.",
    access: 'shopper',
    status: 200,
    contentType: json,
    response: customerProfileSchema,
    errors: ['UNAUTHENTICATED'],
  },
} as const satisfies Record<keyof typeof profileRoutes, EndpointDefinition>;

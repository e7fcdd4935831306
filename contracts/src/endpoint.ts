import type * as z from 'zod/mini';
import type { ErrorCode } from './errors.ts';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * One API endpoint. `path` uses `{name}` placeholders filled from `params`.
 * - access 'public': anyone; 'shopper': needs the session cookie (401 UNAUTHENTICATED otherwise).
 * - csrf: the request must carry `x-csrf-token` equal to the session's token (sign-in checks Origin instead).
 * - response null: no body (204).
 */
export type EndpointDefinition = {
  method: HttpMethod;
  path: `/api${string}`;
  summary: string;
  access: 'public' | 'shopper';
  csrf: boolean;
  /** The answer has no body the client reads (the route's flag; checked against `response`). */
  isEmpty: boolean;
  /** The client checks a body or headers schema before sending (checked against `body` and `headers`). */
  isChecked: boolean;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Request headers the endpoint needs (lower-case names), e.g. getUpfrontTimeslots' user-time-zone. */
  headers?: z.ZodMiniType;
  status: 200 | 201 | 204;
  contentType: 'application/json' | 'image/svg+xml';
  response: z.ZodMiniType | null;
  /** Error codes this endpoint answers with besides VALIDATION_FAILED and INTERNAL_ERROR. */
  errors: readonly ErrorCode[];
};

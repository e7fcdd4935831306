import {
  CSRF_HEADER,
  type EndpointName,
  type EndpointResponse,
  endpoints,
  SESSION_COOKIE,
  toErrorIssues,
} from '@aisle/contracts';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import { findSession, isCsrfTokenValid } from '../auth/sessions.ts';
import { bannerOfRequest } from '../banners.ts';
import type { Call } from '../calls.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';

// zod/mini loads no locale, so issue messages would all read 'Invalid input': the API's VALIDATION_FAILED
// answers name what is wrong, in English (the contracts' own messages, e.g. 'must be 13 digits', still win).
z.config(z.locales.en());

/** Largest JSON body the API reads. */
export const MAX_BODY_BYTES = 16 * 1024;

/** What a handler gets: the call (services/src/calls.ts) and Hono's context, for cookies and the raw request. */
export type RouteInput<Name extends EndpointName> = Call<Name> & { context: Context };

/** A header the endpoint's schema names. */
type HeaderName<Name extends EndpointName> = keyof NonNullable<Call<Name>['headers']> & string;

export type RouteOptions<Name extends EndpointName> = {
  /**
   * The error a refused header answers instead of 400 VALIDATION_FAILED. The schema stays the contract's,
   * the one the client checks its calls with before sending; only the server's answer to its issue changes
   * (the wallet's bearer token: a 401 makes the client fetch a new one, API-057).
   */
  headerErrors?: { [Header in HeaderName<Name>]?: () => ApiError };
};

/** A handler answers the endpoint's response (validated against its schema) or a ready Response. */
export type RouteHandler<Name extends EndpointName> = (
  input: RouteInput<Name>,
) => Promise<EndpointResponse<Name> | Response>;

export type RouteDependencies = { db: Db; now: () => Date };

/** Hono's path syntax for a contract path: '/api/products/{gtin13}' -> '/api/products/:gtin13'. */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function parsePart<T>(schema: z.ZodMiniType<T> | undefined, value: unknown, where: string): T | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ApiError('VALIDATION_FAILED', `The request ${where} is not valid.`, {
      issues: toErrorIssues(result.error),
    });
  }
  return result.data;
}

/** A request without a session (sign-in, a guest's change) proves it comes from this site by its Origin header. */
export function assertSameOrigin(context: Context): void {
  const origin = context.req.header('origin');
  if (!origin || origin !== new URL(context.req.url).origin) {
    throw new ApiError('CSRF_FAILED', 'This request must come from this site (Origin header).');
  }
}

/** The names a headers schema reads: a z.object of lower-case header names, maybe optional. */
function headerNamesOf(schema: z.core.$ZodType): string[] {
  if (schema instanceof z.ZodMiniOptional) return headerNamesOf(schema.def.innerType);
  if (schema instanceof z.ZodMiniObject) return Object.keys(schema.shape);
  throw new Error("An endpoint's headers schema must be a z.object of lower-case header names.");
}

/**
 * Parses the headers the schema names, as Hono gives them; the schema never sees the others (the cookie,
 * the CSRF token). A refused header answers its error of `headerErrors`, else 400 VALIDATION_FAILED naming it.
 */
function parseHeaders(
  context: Context,
  schema: z.ZodMiniType | undefined,
  names: string[],
  headerErrors: Partial<Record<string, () => ApiError>>,
): unknown {
  if (!schema) return undefined;
  const sent: Record<string, string> = {};
  for (const name of names) {
    const value = context.req.header(name);
    if (value !== undefined) sent[name] = value;
  }
  const result = schema.safeParse(sent);
  if (result.success) return result.data;
  const issues = toErrorIssues(result.error);
  const mapped = issues.find((issue) => Object.hasOwn(headerErrors, issue.path));
  const error = mapped && headerErrors[mapped.path];
  if (error) throw error();
  const refused = [...new Set(issues.map((issue) => issue.path))];
  const message =
    refused.length === 1
      ? `The ${refused[0]} header is not valid.`
      : `The headers ${refused.join(', ')} are not valid.`;
  throw new ApiError('VALIDATION_FAILED', message, { issues });
}

async function readJsonBody(context: Context): Promise<unknown> {
  const contentType = context.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  }
  const declaredLength = Number(context.req.header('content-length') ?? '0');
  if (declaredLength > MAX_BODY_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE', 'The body is too large.');
  const text = await context.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE', 'The body is too large.');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('VALIDATION_FAILED', 'The body is not valid JSON.');
  }
}

/**
 * Registers one endpoint of the contracts' table: validates path, query, body and headers with its schemas,
 * resolves the banner and the session, enforces access and CSRF, and validates the answer before sending it.
 */
export function route<Name extends EndpointName>(
  app: Hono,
  name: Name,
  dependencies: RouteDependencies,
  handler: RouteHandler<Name>,
  options: RouteOptions<Name> = {},
): void {
  const endpoint = endpoints[name];
  const endpointParts = endpoint as {
    params?: z.ZodMiniType;
    query?: z.ZodMiniType;
    body?: z.ZodMiniType;
    headers?: z.ZodMiniType;
  };
  // Read once, when the route is registered: a headers schema of another shape stops the server starting.
  const headerNames = endpointParts.headers ? headerNamesOf(endpointParts.headers) : [];
  const headerErrors: Partial<Record<string, () => ApiError>> = options.headerErrors ?? {};
  app.on(endpoint.method, honoPath(endpoint.path), async (context) => {
    const now = dependencies.now();
    const banner = bannerOfRequest(context.req.raw);
    const session = await findSession(dependencies.db, getCookie(context, SESSION_COOKIE), now);
    if (endpoint.access === 'shopper' && !session) {
      throw new ApiError('UNAUTHENTICATED', 'Sign in to continue.');
    }
    if (endpoint.csrf && session && !isCsrfTokenValid(session, context.req.header(CSRF_HEADER))) {
      throw new ApiError('CSRF_FAILED', `The ${CSRF_HEADER} header is missing or does not match the session.`);
    }
    // Without a session there is no token: a state change must then come from this site (a guest's action).
    if (endpoint.csrf && !session) assertSameOrigin(context);
    const params = parsePart(endpointParts.params, context.req.param(), 'path');
    const query = parsePart(endpointParts.query, context.req.query(), 'query');
    const body = endpointParts.body ? parsePart(endpointParts.body, await readJsonBody(context), 'body') : undefined;
    // Headers after the body, where the handlers used to check them: a request wrong in both keeps answering
    // for its body, so a wallet call with a bad body never sends the client for a new token (API-057).
    const headers = parseHeaders(context, endpointParts.headers, headerNames, headerErrors);

    const result = await handler({
      params,
      query,
      body,
      headers,
      banner,
      session,
      now,
      db: dependencies.db,
      context,
    } as RouteInput<Name>);
    if (result instanceof Response) return result;

    if (endpoint.response === null) return context.body(null, endpoint.status);
    const checked = endpoint.response.safeParse(result);
    if (!checked.success) {
      // Logged by the app's error handler: where the answer is wrong and how, never the values.
      const where = checked.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')} (${issue.code})`);
      throw new Error(`The answer of ${name} does not match its schema at ${where.join(', ')}.`);
    }
    return context.json(checked.data, endpoint.status);
  });
}

/** Answers 405 on a known path with a method it does not take (registered after every route). */
export function methodNotAllowed(app: Hono): void {
  const methodsByPath = new Map<string, string[]>();
  for (const endpoint of Object.values(endpoints)) {
    const path = honoPath(endpoint.path);
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), endpoint.method]);
  }
  for (const [path, methods] of methodsByPath) {
    app.all(path, (context) => {
      const error = new ApiError('METHOD_NOT_ALLOWED', `Use ${methods.join(' or ')} here.`);
      return context.json(error.toBody(), 405, { Allow: methods.join(', ') });
    });
  }
}

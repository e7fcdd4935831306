import type * as z from 'zod/mini';
import { type EndpointName, endpoints } from '../src/endpoints/index.ts';
import { type ErrorBody, errorBodySchema, toErrorIssues } from '../src/errors.ts';

type Endpoint<N extends EndpointName> = (typeof endpoints)[N];
type ResponseOf<N extends EndpointName> = Endpoint<N>['response'] extends z.ZodMiniType
  ? z.input<Endpoint<N>['response']>
  : null;

/** What a mock handler receives: path parameters, the query and the parsed body. */
export type MockRequest = { params: Record<string, string>; query: URLSearchParams; body: unknown };

/** What a mock handler answers: the endpoint's own answer, or an error of the contracts' catalogue. */
export type MockResult<N extends EndpointName> = { body: ResponseOf<N> } | { status: number; error: ErrorBody };

export type MockHandlers = { [N in EndpointName]?: (request: MockRequest) => MockResult<N> | Promise<MockResult<N>> };

/** A handler answered something its endpoint's schema does not allow: the mock and the API disagree. */
export class MockContractError extends Error {
  override name = 'MockContractError';
}

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const source = pattern
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name) {
        names.push(name);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
}

function json(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: body === null ? {} : { 'content-type': 'application/json' },
  });
}

/**
 * A `fetch` that answers `/api` calls from handlers, routed and checked by the same endpoint table the
 * server uses (`endpoints` in api.ts): a request body that breaks the endpoint's schema gets the server's
 * 400 VALIDATION_FAILED, and an answer that breaks the response schema throws MockContractError, so a
 * story's mock can never drift from the real API. Calls outside `/api` go to `fallback`.
 */
export function createMockFetch(handlers: MockHandlers, fallback: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const base = globalThis.location?.href ?? 'http://localhost/';
    const request = input instanceof Request ? input : new Request(new URL(String(input), base), init);
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return fallback(input, init);

    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const endpoint = endpoints[name];
      if (endpoint.method !== request.method) continue;
      const params = matchPath(endpoint.path, url.pathname);
      if (!params) continue;

      const handler = handlers[name] as
        | ((request: MockRequest) => MockResult<EndpointName> | Promise<MockResult<EndpointName>>)
        | undefined;
      if (!handler) return json(501, { code: 'INTERNAL_ERROR', message: `No mock for ${name}` });

      let body: unknown;
      if ('body' in endpoint && endpoint.body) {
        const parsed = (endpoint.body as z.ZodMiniType).safeParse(await request.json().catch(() => undefined));
        if (!parsed.success) {
          return json(400, {
            code: 'VALIDATION_FAILED',
            message: 'Invalid request body',
            issues: toErrorIssues(parsed.error),
          });
        }
        body = parsed.data;
      }

      const result = await handler({ params, query: url.searchParams, body });
      if ('error' in result) {
        const error = errorBodySchema.safeParse(result.error);
        if (!error.success) throw new MockContractError(`${name}: the mock's error is not an error body`);
        return json(result.status, error.data);
      }
      if (endpoint.response === null) return json(endpoint.status, null);
      const answer = (endpoint.response as z.ZodMiniType).safeParse(result.body);
      if (!answer.success) {
        throw new MockContractError(`${name}: the mock's answer does not match the contract: ${answer.error.message}`);
      }
      return json(endpoint.status, result.body);
    }
    return json(404, { code: 'NOT_FOUND', message: `No endpoint for ${request.method} ${url.pathname}` });
  };
}

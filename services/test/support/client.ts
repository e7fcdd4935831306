import { CSRF_HEADER, SESSION_COOKIE } from '@aisle/contracts';
import type { Hono } from 'hono';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely; the contracts' schemas check them where it matters.
export type TestResponse = { status: number; headers: Headers; body: any };

/**
 * A browser stand-in for app.request(): keeps the session cookie and the CSRF token,
 * and sends the Origin header of its host.
 */
export class TestClient {
  readonly app: Hono;
  readonly host: string;
  cookie = '';
  csrfToken = '';
  /**
   * The socket address the requests come from, as the Node server hands it to the app (its `env`);
   * none by default (an in-process call: no per-address limit applies).
   */
  clientAddress: string | undefined;

  constructor(app: Hono, host = 'localhost:4321') {
    this.app = app;
    this.host = host;
  }

  get origin(): string {
    return `http://${this.host}`;
  }

  async request(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { origin: this.origin, ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (options.csrf !== false && this.csrfToken && method !== 'GET') headers[CSRF_HEADER] = this.csrfToken;
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await this.app.request(
      `${this.origin}${path}`,
      {
        method,
        headers,
        ...(options.body === undefined
          ? {}
          : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
      },
      this.clientAddress ? { incoming: { socket: { remoteAddress: this.clientAddress } } } : undefined,
    );
    const setCookie = response.headers.get('set-cookie');
    if (setCookie?.startsWith(`${SESSION_COOKIE}=`)) {
      const value = setCookie.split(';')[0] as string;
      this.cookie = value === `${SESSION_COOKIE}=` ? '' : value;
    }
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, headers ? { headers } : {});

  async signIn(email: string, password = 'grocery-demo'): Promise<TestResponse> {
    const response = await this.request('POST', '/api/session', { body: { email, password } });
    if (response.status === 200) this.csrfToken = response.body.csrfToken;
    return response;
  }
}

/** The GTIN-13 of the seeded product with exactly this name, found through the catalogue search. */
export async function findGtin(client: TestClient, name: string): Promise<string> {
  const response = await client.get(`/api/products?query=${encodeURIComponent(name)}`);
  const product = response.body.items.find((item: { name: string }) => item.name === name);
  if (!product) throw new Error(`No product named ${name}`);
  return product.gtin13;
}

import { createApp } from 'astro/app/entrypoint';
import type { OnDemandLocals } from '../src/lib/onDemand.ts';

const app = createApp({ streaming: false });

/**
 * Renders one on-demand route (`export const prerender = false`) for a request whose address is that route's
 * (`/on-demand/<banner>/...`), with the services' API in `locals` (src/lib/onDemand.ts).
 */
export function render(request: Request, locals: OnDemandLocals): Promise<Response> {
  return app.render(request, { locals });
}

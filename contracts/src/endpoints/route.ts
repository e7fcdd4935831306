import type { HttpMethod } from '../endpoint.ts';

/**
 * The light half of an endpoint: what the browser needs to send a call, and nothing more (no schema, so a
 * page's API client does not carry the schema table; docs/adr/0011-endpoint-table.md).
 * - csrf: the request carries the session's CSRF header;
 * - isEmpty: the answer has no body (204, or a non-JSON body the client does not read);
 * - isChecked: the endpoint has a body or headers schema, which the client checks before sending;
 * - isRead: a POST that changes nothing (its payload keeps personal data out of the address): a production page
 *   sends it without loading schemas, as it does a GET, and the server checks it (ADR 0029).
 * The full table (`index.ts`) proves at type level that isEmpty and isChecked agree with the schemas.
 */
export type Route<
  Method extends HttpMethod = HttpMethod,
  Path extends `/api${string}` = `/api${string}`,
  Csrf extends boolean = boolean,
  IsEmpty extends boolean = boolean,
  IsChecked extends boolean = boolean,
> = { method: Method; path: Path; csrf: Csrf; isEmpty: IsEmpty; isChecked: IsChecked; isRead: boolean };

type Flags = { csrf: boolean; isEmpty?: boolean; isChecked?: boolean; isRead?: boolean };
type Flag<Value> = Value extends true ? true : false;

/** One route; the flags keep their literal types, so the full table can check them against the schemas. */
export function route<const Method extends HttpMethod, const Path extends `/api${string}`, const Given extends Flags>(
  method: Method,
  path: Path,
  flags: Given,
): Route<Method, Path, Given['csrf'], Flag<Given['isEmpty']>, Flag<Given['isChecked']>> {
  return {
    method,
    path,
    csrf: flags.csrf,
    isEmpty: (flags.isEmpty ?? false) as Flag<Given['isEmpty']>,
    isChecked: (flags.isChecked ?? false) as Flag<Given['isChecked']>,
    isRead: flags.isRead ?? false,
  };
}

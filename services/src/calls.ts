import type { Banner } from '@aisle/banner-themes';
import type { EndpointName, Endpoints } from '@aisle/contracts';
import type * as z from 'zod/mini';
import type { ActiveSession } from './auth/sessions.ts';
import type { Db } from './db/database.ts';

type PartOf<Name extends EndpointName, Part extends string> = Part extends keyof Endpoints[Name]
  ? Endpoints[Name][Part] extends z.ZodMiniType
    ? z.output<Endpoints[Name][Part]>
    : undefined
  : undefined;

/**
 * One call of an endpoint as the domain sees it: the request parts the contracts' schemas validated, the
 * banner, the session (always present when the endpoint's access is 'shopper'), the clock and the
 * database. No HTTP in it: the handlers (services/src/http/) build it and answer what the domain returns.
 */
export type Call<Name extends EndpointName> = {
  params: PartOf<Name, 'params'>;
  query: PartOf<Name, 'query'>;
  body: PartOf<Name, 'body'>;
  /** The headers the endpoint's schema names, by their lower-case names. */
  headers: PartOf<Name, 'headers'>;
  banner: Banner;
  session: Endpoints[Name]['access'] extends 'shopper' ? ActiveSession : ActiveSession | null;
  now: Date;
  db: Db;
};

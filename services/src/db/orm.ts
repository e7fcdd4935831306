import { createRequire } from 'node:module';

/*
 * drizzle-orm, loaded through its CommonJS build. Why: its package.json has an exports map of ~180 KB,
 * and Node's ESM loader consults it for each of the few hundred files drizzle loads: importing
 * 'drizzle-orm/pglite' as ESM costs about 800 ms of CPU, as CommonJS about 150 ms. That is most of the
 * difference between a start under 2 s and one over it. Every value of drizzle (and PGlite, so that
 * drizzle and we share one copy) comes from here; types can still be imported from the packages.
 */
const require = createRequire(import.meta.url);

const orm = require('drizzle-orm') as typeof import('drizzle-orm');
export const {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  sum,
} = orm;

export const pgCore = require('drizzle-orm/pg-core') as typeof import('drizzle-orm/pg-core');

export function loadPglite() {
  return {
    PGlite: (require('@electric-sql/pglite') as typeof import('@electric-sql/pglite')).PGlite,
    drizzle: (require('drizzle-orm/pglite') as typeof import('drizzle-orm/pglite')).drizzle,
    /** Trigram similarity for the product search (migration 0019); PGlite ships it as an extension. */
    pg_trgm: (require('@electric-sql/pglite/contrib/pg_trgm') as typeof import('@electric-sql/pglite/contrib/pg_trgm'))
      .pg_trgm,
  };
}

/** Only loaded when DATABASE_URL asks for PostgreSQL. */
export function loadNodePostgres() {
  return {
    pg: require('pg') as typeof import('pg'),
    drizzle: (require('drizzle-orm/node-postgres') as typeof import('drizzle-orm/node-postgres')).drizzle,
  };
}

import { DIETARY_TAGS, type ProductFacets, type ProductSort } from '@aisle/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sql } from '../db/orm.ts';

/**
 * The product search (ADR 0022, migration 0019): a shopper's words become one tsquery over the generated
 * `search_document` (name A; category and brand B; department and tags C). A word the catalogue does not
 * know is completed ('straw' finds 'strawberries') or corrected by trigram similarity against the
 * lexicon `search_terms` ('bananna' searches 'bananas'); then the synonyms of `search_synonyms` widen it
 * ('toilet paper' also finds 'bath tissue'). Every word (or its synonym) must match. A query of no words
 * ('%') matches the characters of the name, as the search did before.
 */

/** At most this many words of a query count (the rest are dropped, as before). */
const MAX_WORDS = 8;
/** Words shorter than this are never completed or corrected ('tp', '2'). */
const MIN_CORRECTED_LENGTH = 3;
/** How similar (pg_trgm's similarity, 0..1) a term must be to correct a word: pg_trgm's own default. */
const MIN_SIMILARITY = 0.3;
/** The nearest terms (by trigram distance, from the GiST index) a correction is chosen among. */
const CORRECTION_CANDIDATES = 5;
/** Longest synonym term, in words (migration 0019 allows four). */
const MAX_SYNONYM_WORDS = 4;

/** The words of a query as the lexicon holds them: lower case, letters and digits. */
export function queryWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS);
}

type ResolvedWord = {
  /** What the shopper typed. */
  typed: string;
  /** The word searched for: the typed one, or its correction. */
  word: string;
  /** Searched as a prefix (a word still being typed). */
  isPrefix: boolean;
};

type LexiconRow = { word: string; known: boolean; completion: string | null; correction: string | null };

type Synonym = { term: string; means: string };

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The runs of the query's words a synonym's term may be ('toilet paper' in 'soft toilet paper'). */
function wordRuns(words: string[]): string[] {
  const runs = new Set<string>();
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= Math.min(words.length, start + MAX_SYNONYM_WORDS); end += 1) {
      runs.add(words.slice(start, end).join(' '));
    }
  }
  return [...runs];
}

const synonymsOfRuns = (runs: string[]) =>
  sql`(select coalesce(json_agg(json_build_object('term', s.term, 'means', s.means) order by s.term, s.means), '[]')
    from search_synonyms s where s.term = any(${sql.param(runs)}::text[]))`;

function resolvedWord(row: LexiconRow): ResolvedWord {
  if (row.known || (!row.completion && !row.correction)) return { typed: row.word, word: row.word, isPrefix: false };
  if (row.completion) return { typed: row.word, word: row.word, isPrefix: true };
  return { typed: row.word, word: row.correction as string, isPrefix: false };
}

/** What the lexicon answers for a query's words: each word looked up, and the synonyms of their runs. */
export type Lexicon = { words: LexiconRow[] | null; synonyms: Synonym[] };

/**
 * The lexicon of a query's words as one JSON value: each word known, the start of a known word, or close to
 * one; and the synonyms of the runs of the words as typed. An expression, so that the search can ask it in the
 * same statement as its first page (catalogue/queries.ts): on PGlite a statement costs more than its work.
 */
export function lexiconOf(words: string[]): SQL {
  // A known word (most of them) skips both look-ups: PostgreSQL runs a CASE branch's subquery only when
  // the branch is taken.
  return sql`json_build_object(
    'words', (select json_agg(json_build_object('word', l.word, 'known', l.known, 'completion', l.completion,
        'correction', l.correction) order by l.position)
      from (select q.word, q.position, k.known,
        case when k.known or char_length(q.word) < ${MIN_CORRECTED_LENGTH} then null else
          (select t.term from search_terms t where t.term like q.word || '%'
            order by char_length(t.term), t.term limit 1) end as completion,
        case when k.known or char_length(q.word) < ${MIN_CORRECTED_LENGTH} or q.word ~ '^[0-9]+$' then null else
          (select n.term from (select t.term from search_terms t
              order by t.term operator(public.<->) q.word limit ${CORRECTION_CANDIDATES}) as n
            where public.similarity(n.term, q.word) >= ${MIN_SIMILARITY}
            order by public.similarity(n.term, q.word) desc, abs(char_length(n.term) - char_length(q.word)), n.term
            limit 1) end as correction
      from unnest(${sql.param(words)}::text[]) with ordinality as q(word, position),
        lateral (select exists (select 1 from search_terms t where t.term = q.word) as known) as k) as l),
    'synonyms', ${synonymsOfRuns(wordRuns(words))})`;
}

/**
 * The words as searched and their synonyms, from the lexicon's answer. Only a corrected word asks the
 * synonyms of the corrected runs apart (a second statement).
 */
async function resolveWords(
  db: Db,
  words: string[],
  lexicon: Lexicon,
): Promise<{ resolved: ResolvedWord[]; synonyms: Synonym[] }> {
  const resolved = (lexicon.words ?? []).map(resolvedWord);
  const corrected = resolved.map((word) => word.word);
  if (corrected.every((word, index) => word === words[index])) return { resolved, synonyms: lexicon.synonyms };
  const again = await db.execute(sql`select ${synonymsOfRuns(wordRuns(corrected))} as synonyms`);
  return { resolved, synonyms: rowsOf<{ synonyms: Synonym[] }>(again)[0]?.synonyms ?? [] };
}

function wordQuery(word: ResolvedWord): SQL {
  // A prefix is searched unstemmed ('straw:*' matches the stem 'strawberri'); the word holds only letters
  // and digits (queryWords), so it cannot carry tsquery syntax.
  return word.isPrefix ? sql`to_tsquery('simple', ${`${word.word}:*`})` : sql`plainto_tsquery('english', ${word.word})`;
}

function allOf(parts: SQL[]): SQL {
  return sql.join(
    parts.map((part) => sql`(${part})`),
    sql` && `,
  );
}

export type TextSearch = {
  /** The tsquery of the words, synonyms and corrections. */
  tsquery: SQL;
  /** The same groups, any of them: asked when every word together finds nothing ('a gallon of milk'). */
  anyTsquery: SQL | null;
  /** The corrected words, when a misspelt word was corrected. */
  correctedQuery: string | undefined;
};

/** The search of words the lexicon knows, none with a synonym: a guess the lexicon then confirms (or not). */
export function plainSearch(words: string[]): TextSearch {
  return searchOf(
    words.map((word) => ({ typed: word, word, isPrefix: false })),
    [],
  );
}

/**
 * The search of a query's words from the lexicon's answer (`lexiconOf`): its tsquery, and whether it is the
 * `plainSearch` of the same words.
 */
export async function textSearch(
  db: Db,
  words: string[],
  lexicon: Lexicon,
): Promise<TextSearch & { isPlain: boolean }> {
  const { resolved, synonyms } = await resolveWords(db, words, lexicon);
  const isPlain = synonyms.length === 0 && resolved.every((word) => word.word === word.typed && !word.isPrefix);
  return { ...searchOf(resolved, synonyms), isPlain };
}

function searchOf(resolved: ResolvedWord[], synonyms: Synonym[]): TextSearch {
  const searched = resolved.map((word) => word.word);
  const meaningsByTerm = new Map<string, string[]>();
  for (const { term, means } of synonyms) meaningsByTerm.set(term, [...(meaningsByTerm.get(term) ?? []), means]);

  // Groups of words, the longest synonym term first: each group is its words, or any of its meanings.
  const groups: SQL[] = [];
  for (let start = 0; start < searched.length; ) {
    let matched = 0;
    for (let length = Math.min(MAX_SYNONYM_WORDS, searched.length - start); length >= 1; length -= 1) {
      if (meaningsByTerm.has(searched.slice(start, start + length).join(' '))) {
        matched = length;
        break;
      }
    }
    if (matched === 0) {
      groups.push(wordQuery(resolved[start] as ResolvedWord));
      start += 1;
      continue;
    }
    const term = searched.slice(start, start + matched).join(' ');
    const literal = allOf(resolved.slice(start, start + matched).map(wordQuery));
    const meanings = (meaningsByTerm.get(term) ?? []).map((means) => sql`plainto_tsquery('english', ${means})`);
    groups.push(sql.join([sql`(${literal})`, ...meanings], sql` || `));
    start += matched;
  }
  const isCorrected = resolved.some((word) => word.word !== word.typed);
  return {
    tsquery: sql`(${allOf(groups)})`,
    anyTsquery:
      groups.length > 1
        ? sql`(${sql.join(
            groups.map((group) => sql`(${group})`),
            sql` || `,
          )})`
        : null,
    correctedQuery: isCorrected ? searched.join(' ') : undefined,
  };
}

/** `%` and `_` typed by a shopper are literal characters, not patterns. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export type SearchFilters = {
  department?: string | undefined;
  brand?: string | undefined;
  snap?: boolean | undefined;
  onSale?: boolean | undefined;
  dietary?: string | undefined;
};

const always = sql`true`;

/** Each facet's own filter, so a facet counts with every filter but its own (ADR 0022). */
export function filterConditions(filters: SearchFilters) {
  return {
    department: filters.department === undefined ? always : sql`p.department_id = ${filters.department}`,
    brand: filters.brand === undefined ? always : sql`p.brand = ${filters.brand}`,
    snap: filters.snap === undefined ? always : sql`p.is_snap_eligible = ${filters.snap}`,
    onSale:
      filters.onSale === undefined
        ? always
        : filters.onSale
          ? sql`p.promo_price_cents is not null`
          : sql`p.promo_price_cents is null`,
    dietary: filters.dietary === undefined ? always : sql`${filters.dietary} = any(p.tags)`,
  };
}

/** Whether a page's order (orderOf) reads the aisle's order, `d.position`: only without words to rank by. */
export function ordersByAisle(search: { tsquery: SQL | null; text: string }): boolean {
  return !search.text || search.tsquery === null;
}

/** The order of a page: relevance (rank, then how closely the name matches), price, unit price. */
export function orderOf(sort: ProductSort | undefined, search: { tsquery: SQL | null; text: string }): SQL {
  const aisle = sql`d.position, p.name, p.gtin13`;
  const relevance =
    search.tsquery === null
      ? aisle
      : sql`ts_rank(p.search_document, ${search.tsquery}) desc,
          public.similarity(lower(p.name), ${search.text.toLowerCase()}) desc, p.name, p.gtin13`;
  const byRelevance = search.text ? relevance : aisle;
  const paid = sql`coalesce(p.promo_price_cents, p.price_cents)`;
  switch (sort) {
    case 'price':
      return sql`${paid}, ${byRelevance}`;
    case 'price-desc':
      return sql`${paid} desc, ${byRelevance}`;
    case 'unit-price':
      return sql`p.unit_price_cents nulls last, ${byRelevance}`;
    default:
      return byRelevance;
  }
}

type FacetRow = {
  departments: ProductFacets['departments'] | null;
  brands: ProductFacets['brands'] | null;
  snap_eligible: number | string;
  on_sale: number | string;
  dietary: ProductFacets['dietary'] | null;
};

/** The facets of the matched products (`matched` selects from `products p`), at most this many brands. */
const MAX_BRANDS = 20;

export async function facetsOf(
  db: Db,
  matched: SQL,
  conditions: ReturnType<typeof filterConditions>,
): Promise<ProductFacets> {
  const { department, brand, snap, onSale, dietary } = conditions;
  const result = await db.execute(sql`
    with m as materialized (
      select p.department_id, p.brand, p.is_snap_eligible, p.promo_price_cents is not null as is_on_sale, p.tags,
        ${department} as department_ok, ${brand} as brand_ok, ${snap} as snap_ok, ${onSale} as sale_ok,
        ${dietary} as dietary_ok
      from products p where ${matched}
    )
    select
      (select json_agg(json_build_object('id', x.id, 'name', x.name, 'count', x.count) order by x.position)
        from (select d.id, d.name, d.position, count(*)::int as count from m join departments d on d.id = m.department_id
          where brand_ok and snap_ok and sale_ok and dietary_ok group by d.id, d.name, d.position) x) as departments,
      (select json_agg(json_build_object('name', x.brand, 'count', x.count) order by x.count desc, x.brand)
        from (select brand, count(*)::int as count from m
          where department_ok and snap_ok and sale_ok and dietary_ok
          group by brand order by count(*) desc, brand limit ${MAX_BRANDS}) x) as brands,
      (select count(*) from m where is_snap_eligible and department_ok and brand_ok and sale_ok and dietary_ok)
        as snap_eligible,
      (select count(*) from m where is_on_sale and department_ok and brand_ok and snap_ok and dietary_ok) as on_sale,
      (select json_agg(json_build_object('tag', x.tag, 'count', x.count) order by x.position)
        from (select tag, array_position(${sql.param([...DIETARY_TAGS])}::text[], tag) as position, count(*)::int as count
          from m, unnest(m.tags) as tag
          where tag = any(${sql.param([...DIETARY_TAGS])}::text[]) and department_ok and brand_ok and snap_ok and sale_ok
          group by tag) x) as dietary`);
  const [row] = rowsOf<FacetRow>(result);
  return {
    departments: row?.departments ?? [],
    brands: row?.brands ?? [],
    snapEligible: Number(row?.snap_eligible ?? 0),
    onSale: Number(row?.on_sale ?? 0),
    dietary: row?.dietary ?? [],
  };
}

-- Aisle 0019: product search in the database (issue 22, ADR 0022). Full-text search over a generated,
-- weighted tsvector (name A; category and brand B; department and tags C) with a GIN index; typo tolerance
-- with pg_trgm over a lexicon of the catalogue's words; synonyms as rows; the unit price for sorting.
--
-- pg_trgm goes into `public` and is always named with it (public.similarity, public.gin_trgm_ops,
-- operator(public.%)): a test run on PostgreSQL puts its tables in a schema of its own with only that
-- schema on its search_path, and an extension lives once per database, not once per schema.
create extension if not exists pg_trgm with schema public;

-- What a shopper also calls a product: its shelf category ('Wine', 'Soda') and tags (dietary tags such as
-- 'vegan' or 'gluten-free', and words like 'red'). The size in a comparable measure gives the unit price.
alter table products add column category text check (char_length(category) between 1 and 60);
alter table products add column tags text[] not null default '{}'
  check (array_position(tags, null) is null and cardinality(tags) <= 20);
alter table products add column unit_size numeric(10, 3) check (unit_size > 0);
alter table products add column unit_measure text check (unit_measure in ('oz', 'fl oz', 'ct', 'sq ft'));
alter table products add constraint products_unit_size_with_measure
  check ((unit_size is null) = (unit_measure is null));

-- array_to_string is only stable (it calls the element type's output function); for text[] it cannot
-- change, so this wrapper may be immutable, as a generated column needs.
create function search_tags_text(tags text[]) returns text
language sql immutable strict parallel safe
as $$ select array_to_string(tags, ' ') $$;

-- The document is read as words of letters and digits, as a query is (catalogue/search.ts queryWords):
-- PostgreSQL's parser would keep '31/40' as one token, which the words '31' and '40' never match.
create function search_words_text(document text) returns text
language sql immutable strict parallel safe
as $$ select regexp_replace(document, '[^[:alnum:]]+', ' ', 'g') $$;

create function product_search_document(
  name text, brand text, department_id text, category text, tags text[]
) returns tsvector
language sql immutable parallel safe
as $$
  select setweight(to_tsvector('english'::regconfig, search_words_text(name)), 'A')
    || setweight(to_tsvector('english'::regconfig, search_words_text(coalesce(category, '') || ' ' || brand)), 'B')
    || setweight(
      to_tsvector(
        'english'::regconfig,
        search_words_text(department_id || ' ' || coalesce(search_tags_text(tags), ''))
      ),
      'C'
    )
$$;

alter table products add column search_document tsvector generated always as (
  product_search_document(name, brand, department_id, category, tags)
) stored;
create index products_search_document on products using gin (search_document);
-- A query of no words ('%', '2%') matches the name's characters; the trigram index serves ILIKE.
create index products_name_trigrams on products using gin (name public.gin_trgm_ops);

-- The price a shopper pays now (the promotional price when there is one), per ounce, fluid ounce, count
-- or square foot: what "unit price" sorts by.
alter table products add column unit_price_cents numeric generated always as (
  round(coalesce(promo_price_cents, price_cents)::numeric / unit_size, 4)
) stored;

-- Synonyms as data: a query holding `term` (whole words) also finds `means`. 'toilet paper' means
-- 'bath tissue'; a term may mean several things ('alcohol': 'beer', 'wine', 'spirits').
create table search_synonyms (
  term text not null check (term ~ '^[[:alnum:]]+( [[:alnum:]]+){0,3}$' and term = lower(term)),
  means text not null check (means ~ '^[[:alnum:]]+( [[:alnum:]]+){0,3}$' and means = lower(means)),
  primary key (term, means),
  check (term <> means)
);

-- The lexicon a misspelt word is corrected against: every word of the products' searched text and of the
-- synonyms' terms. Kept by triggers; a word whose products are gone stays (it then finds nothing).
create table search_terms (
  term text primary key check (char_length(term) between 2 and 40)
);
-- GiST, not GIN: the correction asks for the nearest term (order by distance, limit 1), which GiST answers
-- from the index without computing the similarity of every term.
create index search_terms_trigrams on search_terms using gist (term public.gist_trgm_ops);

create function search_words(document text) returns setof text
language sql immutable strict parallel safe
as $$
  select distinct word from regexp_split_to_table(lower(document), '[^[:alnum:]]+') as word
  where char_length(word) between 2 and 40
$$;

create function product_search_text(name text, brand text, department_id text, category text, tags text[])
returns text
language sql immutable parallel safe
as $$ select concat_ws(' ', name, brand, replace(department_id, '-', ' '), category, search_tags_text(tags)) $$;

create function products_add_search_terms() returns trigger
language plpgsql
as $$
begin
  insert into search_terms (term)
  select distinct word
  from changed_products as p,
    search_words(product_search_text(p.name, p.brand, p.department_id, p.category, p.tags)) as word
  on conflict do nothing;
  return null;
end
$$;
create trigger products_search_terms_on_insert after insert on products
  referencing new table as changed_products
  for each statement execute function products_add_search_terms();
create trigger products_search_terms_on_update after update on products
  referencing new table as changed_products
  for each statement execute function products_add_search_terms();

create function synonyms_add_search_terms() returns trigger
language plpgsql
as $$
begin
  insert into search_terms (term)
  select distinct word from changed_synonyms as s, search_words(s.term) as word
  on conflict do nothing;
  return null;
end
$$;
create trigger search_synonyms_terms_on_insert after insert on search_synonyms
  referencing new table as changed_synonyms
  for each statement execute function synonyms_add_search_terms();

insert into search_terms (term)
select distinct word
from products as p, search_words(product_search_text(p.name, p.brand, p.department_id, p.category, p.tags)) as word
on conflict do nothing;

insert into search_synonyms (term, means) values
  ('toilet paper', 'bath tissue'),
  ('toilet tissue', 'bath tissue'),
  ('tp', 'bath tissue'),
  ('loo roll', 'bath tissue'),
  ('kitchen roll', 'paper towels'),
  ('pop', 'soda'),
  ('soda pop', 'soda'),
  ('coke', 'cola'),
  ('fizzy drink', 'soda'),
  ('seltzer', 'sparkling water'),
  ('soda water', 'sparkling water'),
  ('alcohol', 'beer'),
  ('alcohol', 'wine'),
  ('alcohol', 'spirits'),
  ('booze', 'beer'),
  ('booze', 'wine'),
  ('booze', 'spirits'),
  ('liquor', 'spirits'),
  ('whiskey', 'bourbon'),
  ('whisky', 'bourbon'),
  ('champagne', 'sparkling wine'),
  ('bubbly', 'sparkling wine'),
  ('ipa', 'india pale ale'),
  ('brew', 'beer'),
  ('nappies', 'diapers'),
  ('nappy', 'diapers'),
  ('crisps', 'chips'),
  ('mince', 'ground beef'),
  ('prawns', 'shrimp'),
  ('prawn', 'shrimp'),
  ('tin foil', 'aluminum foil'),
  ('garbage bags', 'trash bags'),
  ('bin bags', 'trash bags'),
  ('washing up liquid', 'dish soap'),
  ('oj', 'orange juice'),
  ('pb', 'peanut butter'),
  ('evoo', 'extra virgin olive oil'),
  ('cereal', 'breakfast'),
  ('prepared foods', 'deli'),
  ('ready meals', 'deli'),
  ('cookies', 'biscuits'),
  ('biscuits', 'cookies'),
  ('sweets', 'candy'),
  ('candy', 'chocolate'),
  ('veggies', 'vegetables'),
  ('veg', 'vegetables'),
  ('drinks', 'beverages');

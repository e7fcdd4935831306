-- Aisle 0016: what a placed order carries (issue 13). Placing a checkout writes one row here with the same
-- id (the checkout's order number); the order-complete page and the purchases pages read it. The snapshots
-- are the checkout's own shapes (contracts: checkoutSchema) frozen at the moment the order was placed, so a
-- later change to the basket, the promise or the profile never rewrites a placed order. Rows made before
-- this migration (issue 9's addresses) keep nulls and read as orders without details.
alter table orders add column status text not null default 'PLACED' check (status in ('PLACED', 'MODIFIED', 'CANCELLED'));
alter table orders add column buyer jsonb;
alter table orders add column fulfillment jsonb;
alter table orders add column line_items jsonb not null default '[]'::jsonb check (jsonb_typeof(line_items) = 'array');
alter table orders add column totals jsonb;
alter table orders add column payments jsonb not null default '[]'::jsonb check (jsonb_typeof(payments) = 'array');
-- Bumped by every modification (MOD), so two modifications of one order never both apply.
alter table orders add column version_key integer not null default 1 check (version_key >= 1);
alter table orders add column modified_at timestamptz;

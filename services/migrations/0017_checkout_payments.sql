-- Aisle 0017: the checkout's server side (issue 13). A checkout now carries what the payment page changes
-- (payments, promo codes, tip), the fee its held window costs, and moves DRAFT -> PLACED (placing it writes
-- the orders row of 0016 with the same id) and PLACED -> MODIFYING -> PLACED (a modification). Placing and
-- modifying run exactly once per idempotency key, for every server process: the key table below decides.

alter table checkouts drop constraint if exists checkouts_status_check;
alter table checkouts add constraint checkouts_status_check
  check (status in ('DRAFT', 'PLACED', 'MODIFYING', 'CANCELLED'));
-- The wallet cards it pays with: [{id, paymentType, amount?}] (ids only; never a card number).
alter table checkouts add column payments jsonb not null default '[]'::jsonb check (jsonb_typeof(payments) = 'array');
-- Normalized promo codes applied to this checkout, in the order they were added.
alter table checkouts add column promo_codes jsonb not null default '[]'::jsonb check (jsonb_typeof(promo_codes) = 'array');
alter table checkouts add column gratuity_cents integer not null default 0 check (gratuity_cents >= 0);
-- The held window's fee after the membership waiver, read when the checkout was made.
alter table checkouts add column fulfillment_fee_cents integer not null default 0 check (fulfillment_fee_cents >= 0);
alter table checkouts add column is_modify boolean not null default false;
alter table checkouts add column original_summary jsonb;
alter table checkouts add column placed_at timestamptz;
-- Bumped whenever the payments change (the submit body carries it back, PAY-147).
alter table checkouts add column payment_version_key integer not null default 1 check (payment_version_key >= 1);
alter table checkouts add constraint checkouts_placed_has_time check (status = 'DRAFT' or placed_at is not null);

-- One row per (shopper, key): the first request claims it (IN_FLIGHT), its transaction stores the answer
-- (DONE); a later request with the key replays that answer, or is refused when its body differs.
create table idempotency_keys (
  shopper_id uuid not null references shoppers (id) on delete cascade,
  key uuid not null,
  operation text not null check (operation in ('submit', 'modify')),
  target_id text not null,
  request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
  status text not null check (status in ('IN_FLIGHT', 'DONE')),
  response_status integer check (response_status between 200 and 599),
  response_body jsonb,
  created_at timestamptz not null,
  completed_at timestamptz,
  primary key (shopper_id, key),
  check ((status = 'DONE') = (response_status is not null and response_body is not null and completed_at is not null))
);

-- A placed order keeps its checkout's id; one order per checkout, ever.
alter table orders add column checkout_id text unique references checkouts (id);
alter table orders add constraint orders_checkout_same_id check (checkout_id is null or checkout_id = id);

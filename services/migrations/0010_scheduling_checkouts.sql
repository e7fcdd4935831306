-- Aisle 0010: the scheduling step (issue 11). A promise gets a version (an update must carry the current
-- one, PRM-003) and the items its window can and cannot fulfil (PRM-014); the scheduling step creates a
-- checkout from the basket and the live promise (SCH-047). Every rule is checked here, in one transaction.

alter table promises add column version_key integer not null default 1 check (version_key >= 1);
alter table promises add column included_items jsonb not null default '[]'::jsonb;
alter table promises add column excluded_items jsonb not null default '[]'::jsonb;

-- Order ids are digits (the order-complete route's {orderId}); a sequence so two servers never collide.
create sequence checkout_order_ids start with 100000000001;

create table checkouts (
  id text primary key default nextval('checkout_order_ids')::text check (id ~ '^[0-9]{6,20}$'),
  shopper_id uuid not null references shoppers (id) on delete cascade,
  banner_id text not null references banners (id),
  modality text not null check (modality in ('DELIVERY', 'PICKUP')),
  cart_id uuid not null,
  -- The promise it was made with; the hold itself may expire or be replaced later, so no foreign key.
  promise_id uuid not null,
  -- What the shopper saw when they scheduled: the held window and the basket's lines, frozen.
  promise_snapshot jsonb not null,
  basket_snapshot jsonb not null check (jsonb_typeof(basket_snapshot) = 'array' and jsonb_array_length(basket_snapshot) > 0),
  buyer jsonb not null,
  fulfillment jsonb not null,
  properties jsonb not null,
  item_total_cents integer not null check (item_total_cents >= 0),
  status text not null default 'DRAFT' check (status in ('DRAFT')),
  version_key integer not null default 1 check (version_key >= 1),
  created_at timestamptz not null
);
create index checkouts_by_owner on checkouts (shopper_id, banner_id, created_at desc);

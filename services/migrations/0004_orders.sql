-- Placed orders, as far as the order-complete address needs them today: /checkout/{appName}/{orderId}/complete
-- answers 404 unless the order exists, belongs to the signed-in shopper and was placed on this banner through
-- this app (issue 9). The checkout issue adds the order's lines, payment and fulfillment to this table.
create table orders (
  id text primary key check (id ~ '^[0-9]{6,20}$'),
  app_name text not null check (app_name ~ '^[A-Za-z0-9_-]{1,40}$'),
  shopper_id uuid not null references shoppers (id) on delete cascade,
  banner_id text not null references banners (id),
  modality text not null check (modality in ('PICKUP', 'DELIVERY', 'IN_STORE')),
  placed_at timestamptz not null
);

create index orders_shopper on orders (shopper_id, placed_at desc);

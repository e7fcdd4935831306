-- Aisle 0001: accounts, sessions, stores, catalogue and baskets.
-- Every invariant the services rely on is a constraint here, not only a check in code.

create table banners (
  id text primary key check (id ~ '^[a-z][a-z0-9-]{1,30}$'),
  x_banner_name text not null unique,
  name text not null
);

create table shoppers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text not null,
  first_name text not null check (char_length(first_name) between 1 and 40),
  last_name text not null check (char_length(last_name) between 1 and 40),
  loyalty_card_number text check (loyalty_card_number ~ '^\d{12}$'),
  is_email_verified boolean not null default false,
  relevant_ads_opt_in boolean not null default false,
  created_at timestamptz not null,
  constraint shoppers_email_unique unique (email),
  constraint shoppers_email_lower_case check (email = lower(email) and email like '%_@_%')
);

create table shopper_phones (
  id uuid primary key default gen_random_uuid(),
  shopper_id uuid not null references shoppers (id) on delete cascade,
  type text not null check (type in ('MOBILE', 'HOME')),
  number text not null check (number ~ '^\d{10}$'),
  is_verified boolean not null default false,
  constraint shopper_phones_one_per_type unique (shopper_id, type)
);

create table addresses (
  id uuid primary key default gen_random_uuid(),
  shopper_id uuid not null references shoppers (id) on delete cascade,
  type text not null check (type in ('home', 'delivery')),
  is_preferred boolean not null default false,
  label text check (char_length(label) <= 40),
  notes text check (char_length(notes) <= 128),
  street text not null check (char_length(street) between 1 and 80),
  unit text check (char_length(unit) <= 40),
  city text not null check (char_length(city) between 1 and 60),
  county text,
  state_code text not null check (state_code ~ '^[A-Z]{2}$'),
  postal_code text not null check (postal_code ~ '^\d{5}([-/]?\d{4})?$'),
  country_code text not null default 'US' check (country_code in ('US', 'CA')),
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  modified_at timestamptz not null
);
create index addresses_by_shopper on addresses (shopper_id);
create unique index addresses_one_home_per_shopper on addresses (shopper_id) where type = 'home';
create unique index addresses_one_preferred_per_shopper on addresses (shopper_id) where is_preferred;

create table memberships (
  shopper_id uuid primary key references shoppers (id) on delete cascade,
  plan_code text not null check (plan_code in ('BST', 'HTEL', 'BSTL', 'HTPL')),
  enrolled_at timestamptz not null,
  renewal_due_at timestamptz not null,
  cancelled_at timestamptz,
  check (renewal_due_at > enrolled_at)
);

create table stores (
  location_id text primary key check (location_id ~ '^\d{8}$'),
  banner_id text not null references banners (id),
  division_number text not null check (division_number ~ '^\d{3}$'),
  store_number text not null check (store_number ~ '^\d{5}$'),
  vanity_name text not null,
  street text not null,
  city text not null,
  state_code text not null check (state_code ~ '^[A-Z]{2}$'),
  postal_code text not null check (postal_code ~ '^\d{5}$'),
  county text,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  time_zone text not null,
  opens_at_minute smallint not null check (opens_at_minute between 0 and 1439),
  closes_at_minute smallint not null check (closes_at_minute between 1 and 1440),
  offers_pickup boolean not null,
  offers_delivery boolean not null,
  offers_in_store boolean not null,
  is_locker_pickup boolean not null default false,
  constraint stores_number_unique unique (division_number, store_number),
  constraint stores_location_is_division_and_number check (location_id = division_number || store_number),
  constraint stores_opens_before_closing check (opens_at_minute < closes_at_minute)
);
create index stores_by_banner on stores (banner_id);

create table shopper_banner_details (
  shopper_id uuid not null references shoppers (id) on delete cascade,
  banner_id text not null references banners (id),
  preferred_store_location_id text references stores (location_id),
  community_rewards_enabled boolean not null default false,
  primary key (shopper_id, banner_id)
);

create table sessions (
  -- SHA-256 of the cookie value: a copy of this table does not hold usable sessions.
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  shopper_id uuid not null references shoppers (id) on delete cascade,
  csrf_token text not null check (char_length(csrf_token) >= 32),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  check (expires_at > created_at)
);
create index sessions_by_shopper on sessions (shopper_id);

create table departments (
  id text primary key check (id ~ '^[a-z][a-z0-9-]{1,40}$'),
  name text not null unique,
  position smallint not null unique
);

-- GS1 check digit: weights 1, 3, 1, 3 ... over the first 12 digits.
create function gtin13_is_valid(code text) returns boolean
language sql immutable strict
as $$
  select code ~ '^\d{13}$'
    and (10 - (
      select sum(substr(code, digit_index, 1)::int * case when digit_index % 2 = 1 then 1 else 3 end)
      from generate_series(1, 12) as digit_index
    ) % 10) % 10 = substr(code, 13, 1)::int
$$;

create table products (
  gtin13 text primary key check (gtin13_is_valid(gtin13)),
  name text not null check (char_length(name) between 1 and 120),
  brand text not null check (char_length(brand) between 1 and 60),
  department_id text not null references departments (id),
  price_cents integer not null check (price_cents > 0),
  promo_price_cents integer check (promo_price_cents > 0),
  unit_label text not null check (char_length(unit_label) between 1 and 40),
  is_snap_eligible boolean not null,
  min_age smallint check (min_age between 18 and 25),
  prop65_warning text check (char_length(prop65_warning) > 0),
  is_available_pickup boolean not null default true,
  is_available_delivery boolean not null default true,
  is_available_in_store boolean not null default true,
  max_quantity smallint not null default 25 check (max_quantity between 1 and 99),
  available_from_hour smallint check (available_from_hour between 0 and 23),
  flash_sale_percent_off smallint check (flash_sale_percent_off between 1 and 90),
  is_featured boolean not null default false,
  constraint products_promo_below_price check (promo_price_cents < price_cents),
  -- SNAP benefits cannot buy age-restricted items (alcohol, tobacco).
  constraint products_snap_not_age_restricted check (not (is_snap_eligible and min_age is not null)),
  constraint products_flash_sale_max_quantity check (flash_sale_percent_off is null or max_quantity <= 10)
);
create index products_by_department on products (department_id);

create table baskets (
  id uuid primary key default gen_random_uuid(),
  shopper_id uuid not null references shoppers (id) on delete cascade,
  banner_id text not null references banners (id),
  modality text not null check (modality in ('PICKUP', 'DELIVERY', 'IN_STORE')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  constraint baskets_one_per_shopper_banner_modality unique (shopper_id, banner_id, modality)
);

create table basket_items (
  basket_id uuid not null references baskets (id) on delete cascade,
  gtin13 text not null references products (gtin13),
  quantity smallint not null check (quantity between 1 and 99),
  substitution_policy text not null default 'SHOPPER_CHOICE'
    check (substitution_policy in ('SHOPPER_CHOICE', 'CUSTOMER_CHOICE', 'NONE')),
  instructions text check (char_length(instructions) <= 128),
  added_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (basket_id, gtin13)
);

-- A line never holds more than its product's maximum quantity, however the row is written.
create function basket_items_check_max_quantity() returns trigger
language plpgsql
as $$
declare
  maximum smallint;
begin
  select max_quantity into maximum from products where gtin13 = new.gtin13;
  if new.quantity > maximum then
    raise exception 'quantity % exceeds the maximum of % for %', new.quantity, maximum, new.gtin13
      using errcode = 'check_violation', constraint = 'basket_items_quantity_within_product_max';
  end if;
  return new;
end
$$;

create trigger basket_items_quantity_within_product_max
  before insert or update of quantity, gtin13 on basket_items
  for each row execute function basket_items_check_max_quantity();

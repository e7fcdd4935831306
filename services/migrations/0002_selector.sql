-- Aisle 0002: the shopping-mode selector (issue 4): in-house fulfillment centers, modality preferences,
-- time-slot capacity and promises (holds). Capacity is an invariant of the database: a trigger locks the
-- slot row and counts the live holds, so two servers on one PostgreSQL can never both take the last place.

-- The in-house refrigerated delivery service: a center delivers to addresses within radius_miles.
-- Reference data, not sandbox accounts: it lives here so databases seeded before this migration get it too.
-- Coordinates are the ZIP codes' (the `zipcodes` package).
create table fulfillment_centers (
  id text primary key check (id ~ '^fc-[a-z0-9-]{2,40}$'),
  provider_id text not null check (provider_id = 'IN_HOUSE_DELIVERY'),
  name text not null check (char_length(name) between 1 and 80),
  postal_code text not null check (postal_code ~ '^\d{5}$'),
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  time_zone text not null,
  radius_miles double precision not null check (radius_miles > 0 and radius_miles <= 100)
);

insert into fulfillment_centers (id, provider_id, name, postal_code, latitude, longitude, time_zone, radius_miles) values
  ('fc-cincinnati', 'IN_HOUSE_DELIVERY', 'Cincinnati Fresh Hub', '45241', 39.2638, -84.4092, 'America/New_York', 25),
  ('fc-los-angeles', 'IN_HOUSE_DELIVERY', 'Los Angeles Fresh Hub', '90058', 33.9994, -118.2133, 'America/Los_Angeles', 25);

-- A delivery preference must name an address of the same shopper: the foreign key below checks it.
alter table addresses add constraint addresses_id_shopper_unique unique (id, shopper_id);

create table modality_preferences (
  id uuid primary key default gen_random_uuid(),
  -- Breaks ties between preferences created at the same instant (a pinned clock).
  sequence bigint generated always as identity,
  shopper_id uuid not null references shoppers (id) on delete cascade,
  banner_id text not null references banners (id),
  modality text not null check (modality in ('PICKUP', 'DELIVERY', 'IN_STORE')),
  location_id text references stores (location_id),
  address_id uuid,
  source text not null check (source in ('SELECTOR', 'CART', 'CHECKOUT', 'SCHEDULING', 'ACCOUNT', 'TIMESLOT')),
  created_at timestamptz not null,
  -- Deleting an address deletes the Delivery preferences that named it: the previous one becomes active.
  constraint modality_preferences_address_of_shopper foreign key (address_id, shopper_id)
    references addresses (id, shopper_id) on delete cascade,
  constraint modality_preferences_destination check (
    (modality = 'DELIVERY' and address_id is not null and location_id is null)
    or (modality <> 'DELIVERY' and location_id is not null and address_id is null)
  )
);
create index modality_preferences_by_owner on modality_preferences (shopper_id, banner_id, created_at desc, sequence desc);

-- One row per time window of one vendor at one place (a fulfillment center or a store), created when the
-- first promise for it is made. capacity is fixed when the row is created.
create table timeslot_capacities (
  slot_key text primary key check (char_length(slot_key) between 10 and 200),
  vendor_id text not null check (vendor_id in ('IN_HOUSE_DELIVERY', 'DELIVERY', 'STORE_PICKUP')),
  source_id text not null check (char_length(source_id) between 1 and 60),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  capacity smallint not null check (capacity between 0 and 1000),
  check (ends_at > starts_at)
);

create table promises (
  id uuid primary key default gen_random_uuid(),
  shopper_id uuid not null references shoppers (id) on delete cascade,
  banner_id text not null references banners (id),
  modality text not null check (modality in ('DELIVERY', 'PICKUP')),
  slot_key text not null references timeslot_capacities (slot_key),
  quote_id text not null check (quote_id ~ '^[A-Za-z0-9_.-]{1,120}$'),
  option_id text not null check (option_id ~ '^[A-Za-z0-9_.-]{1,60}$'),
  vendor_id text not null check (vendor_id in ('IN_HOUSE_DELIVERY', 'DELIVERY', 'STORE_PICKUP')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  display_string text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  check (expires_at > created_at),
  check (ends_at > starts_at),
  -- One hold per shopper, banner and mode: a new promise replaces the previous one.
  constraint promises_one_per_shopper_banner_modality unique (shopper_id, banner_id, modality)
);
create index promises_by_slot on promises (slot_key, expires_at);

-- A slot never holds more live promises (not expired at the new promise's creation) than its capacity,
-- however the row is written. The slot row is locked first, so concurrent inserts for one slot queue
-- here and each counts the others' committed holds.
create function promises_check_slot_capacity() returns trigger
language plpgsql
as $$
declare
  slot_capacity smallint;
  live_holds integer;
begin
  select capacity into slot_capacity from timeslot_capacities where slot_key = new.slot_key for update;
  select count(*) into live_holds from promises
    where slot_key = new.slot_key and expires_at > new.created_at and id <> new.id;
  if live_holds >= slot_capacity then
    raise exception 'time slot % is full (% of %)', new.slot_key, live_holds, slot_capacity
      using errcode = 'check_violation', constraint = 'promises_within_slot_capacity';
  end if;
  return new;
end
$$;

create trigger promises_within_slot_capacity
  before insert or update of slot_key, expires_at, created_at on promises
  for each row execute function promises_check_slot_capacity();

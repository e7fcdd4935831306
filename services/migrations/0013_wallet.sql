-- The payment wallet (issue 12; docs/adr/0014-wallet-tokens-and-limits.md). Card numbers and PINs are
-- never stored: a card row keeps what may be shown (brand, first six, last four, expiry, names, billing
-- address) and the capture service's tokens keep a sandbox processor's verdict, never the digits.

-- The capture origin's new frames: the SNAP EBT PIN and a gift card's number and PIN.
alter table card_tokens drop constraint card_tokens_page_check;
alter table card_tokens add constraint card_tokens_page_check
  check (page in ('payment-form', 'cvv-form', 'month-form', 'month-edit-form', 'year-form', 'pin-form', 'gift-card-form'));
-- What the token stands for: a credit/debit card, a SNAP EBT card number, a gift card, a PIN.
alter table card_tokens add column card_kind text not null default 'credit'
  check (card_kind in ('credit', 'ebt', 'gift', 'pin'));
-- The PIN frame's own token (sent as encryptedPin), besides checkout_id.
alter table card_tokens add column pin_checkout_id text unique check (pin_checkout_id ~ '^pin_[A-Za-z0-9_-]{16,64}$');
-- The sandbox processor's answers, decided while the digits were in the request: did the PIN match, what
-- does the gift card hold (null: the processor does not know the number and PIN).
alter table card_tokens add column pin_matches boolean;
alter table card_tokens add column gift_balance_cents integer check (gift_balance_cents >= 0);
-- A token is spent once: the wallet marks it when a card or a balance check used it.
alter table card_tokens add column used_at timestamptz;

create table wallet_cards (
  id uuid primary key default gen_random_uuid(),
  shopper_id uuid not null references shoppers (id) on delete cascade,
  card_type text not null check (card_type in ('BANK_CARD', 'CREDIT_CARD', 'EBT_CARD', 'GIFT_CARD')),
  brand text not null check (brand in ('VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'DINERS', 'JCB', 'UNIONPAY', 'NONE')),
  first_six text check (first_six ~ '^[0-9]{6}$'),
  last_four text not null check (last_four ~ '^[0-9]{4}$'),
  exp_month text not null default '' check (exp_month ~ '^((0[1-9]|1[0-2]))?$'),
  exp_year text not null default '' check (exp_year ~ '^([0-9]{4})?$'),
  first_name text not null default '',
  last_name text not null default '',
  -- { addressLines, cityTown, stateProvince, postalCode, countryCode } or null (gift and SNAP cards).
  billing jsonb,
  saved boolean not null default true,
  default_applications text[] not null default '{}',
  balance_cents integer check (balance_cents >= 0),
  -- Wrong SNAP EBT PINs in a row (a right one resets it); the third locks the card for good (code 75).
  pin_failures smallint not null default 0 check (pin_failures between 0 and 3),
  payment_gram text not null unique check (payment_gram ~ '^pg_[A-Za-z0-9_-]{16,64}$'),
  vault_card_id text not null unique,
  version integer not null default 1,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- A preferred card is always saved (WAL-098).
  constraint wallet_cards_preferred_is_saved check (cardinality(default_applications) = 0 or saved)
);
create index wallet_cards_shopper on wallet_cards (shopper_id, created_at);
-- WAL-127: one SNAP EBT card per wallet, even when two adds race.
create unique index wallet_cards_one_snap on wallet_cards (shopper_id) where card_type = 'EBT_CARD';
-- 409: the same card twice (no card number is kept, so the shown parts identify it).
create unique index wallet_cards_unique_bank on wallet_cards (shopper_id, brand, first_six, last_four, exp_month, exp_year)
  where card_type in ('BANK_CARD', 'CREDIT_CARD');
create unique index wallet_cards_unique_gift on wallet_cards (shopper_id, first_six, last_four) where card_type = 'GIFT_CARD';

-- One row per wallet to serialize its adds: the limit trigger locks it, so two racing adds count in turn.
create table wallet_locks (
  shopper_id uuid primary key references shoppers (id) on delete cascade
);

-- WAL-128 (5 gift cards) and the bank-card cap (RV72632), held by the database for every writer.
create function wallet_cards_check_limits() returns trigger language plpgsql as $$
declare
  held integer;
begin
  insert into wallet_locks (shopper_id) values (new.shopper_id) on conflict do nothing;
  perform 1 from wallet_locks where shopper_id = new.shopper_id for update;
  if new.card_type = 'GIFT_CARD' then
    select count(*) into held from wallet_cards where shopper_id = new.shopper_id and card_type = 'GIFT_CARD';
    if held >= 5 then
      raise exception 'wallet % holds % gift cards', new.shopper_id, held
        using errcode = 'check_violation', constraint = 'wallet_gift_card_limit';
    end if;
  elsif new.card_type in ('BANK_CARD', 'CREDIT_CARD') then
    select count(*) into held from wallet_cards
      where shopper_id = new.shopper_id and card_type in ('BANK_CARD', 'CREDIT_CARD');
    if held >= 10 then
      raise exception 'wallet % holds % bank cards', new.shopper_id, held
        using errcode = 'check_violation', constraint = 'wallet_bank_card_limit';
    end if;
  end if;
  return new;
end
$$;

create trigger wallet_cards_within_limits
  before insert on wallet_cards
  for each row execute function wallet_cards_check_limits();

-- Billing addresses the wallet added (the account's home and delivery addresses are listed beside them).
create table wallet_billing_addresses (
  id uuid primary key default gen_random_uuid(),
  shopper_id uuid not null references shoppers (id) on delete cascade,
  address_line1 text not null check (length(address_line1) between 1 and 100),
  address_line2 text check (length(address_line2) between 1 and 100),
  city text not null check (length(city) between 1 and 50),
  state_code text not null check (state_code ~ '^[A-Z]{2}$'),
  zip text not null check (zip ~ '^[0-9]{5}(-[0-9]{4})?$'),
  country_code text not null check (country_code in ('US', 'CA')),
  is_preferred boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index wallet_billing_addresses_shopper on wallet_billing_addresses (shopper_id, created_at);

-- The wallet calls' bearer tokens (authConfig.getNewToken), bound to the session that asked for one.
create table wallet_tokens (
  token_hash text primary key,
  shopper_id uuid not null references shoppers (id) on delete cascade,
  session_token_hash text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null
);
create index wallet_tokens_expiry on wallet_tokens (expires_at);

-- Payment intents (x-payment-intent-id; checkoutConfig.getNewPaymentIntent).
create table payment_intents (
  id text primary key check (id ~ '^pi_[A-Za-z0-9_-]{16,64}$'),
  shopper_id uuid not null references shoppers (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null
);
create index payment_intents_shopper on payment_intents (shopper_id, expires_at);

-- The card-capture service's tokens (docs/adr/0010-card-capture-frame-origin.md). A token stands for a
-- card the shopper typed into a capture frame: only what may be shown or sent onward is kept (brand, first
-- six, last four, expiry). The card number and the CVV are never stored: there is no column for them.
create table card_tokens (
  paypage_registration_id text primary key check (paypage_registration_id ~ '^pp_[A-Za-z0-9_-]{16,64}$'),
  checkout_id text not null unique check (checkout_id ~ '^lv_[A-Za-z0-9_-]{16,64}$'),
  page text not null check (page in ('payment-form', 'cvv-form', 'month-form', 'month-edit-form', 'year-form')),
  brand text check (brand in ('visa', 'mastercard', 'american-express', 'discover')),
  first_six text check (first_six ~ '^[0-9]{6}$'),
  last_four text check (last_four ~ '^[0-9]{4}$'),
  exp_month text check (exp_month ~ '^(0[1-9]|1[0-2])$'),
  exp_year text check (exp_year ~ '^[0-9]{4}$'),
  created_at timestamptz not null
);

create index card_tokens_created on card_tokens (created_at);

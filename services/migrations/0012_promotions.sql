-- Promo codes (spec cart-scheduling-checkout 4 "Promo codes", PRO-001..011; CONTRACT.md "Promo codes";
-- issue 11). A promotion is one code with one rule: an amount off an order of at least a minimum
-- subtotal (SAVE5), or a percentage off one department's lines (FRESH10, produce). The codes a shopper
-- applies are rows of their basket (one basket per shopper, banner and mode), so they follow the basket
-- and die with it; a code is applied to a basket at most once.
create table promotions (
  code text primary key check (code = upper(btrim(code)) and length(code) between 1 and 128),
  offer_id text not null unique,
  description text not null,
  kind text not null check (kind in ('ORDER_AMOUNT_OFF', 'DEPARTMENT_PERCENT_OFF')),
  amount_off_cents integer check (amount_off_cents > 0),
  minimum_subtotal_cents integer not null default 0 check (minimum_subtotal_cents >= 0),
  percent_off smallint check (percent_off between 1 and 100),
  -- No foreign key: departments are seed data, written after the migrations run.
  department_id text,
  is_active boolean not null default true,
  constraint promotions_rule_complete check (
    (kind = 'ORDER_AMOUNT_OFF' and amount_off_cents is not null and percent_off is null and department_id is null)
    or (kind = 'DEPARTMENT_PERCENT_OFF' and percent_off is not null and department_id is not null and amount_off_cents is null)
  )
);

create table basket_promotions (
  basket_id uuid not null references baskets (id) on delete cascade,
  code text not null references promotions (code),
  applied_at timestamptz not null,
  primary key (basket_id, code)
);

insert into promotions (code, offer_id, description, kind, amount_off_cents, minimum_subtotal_cents, percent_off, department_id)
values
  ('SAVE5', 'OFFER-SAVE5', '$5.00 off orders of $35 or more', 'ORDER_AMOUNT_OFF', 500, 3500, null, null),
  ('FRESH10', 'OFFER-FRESH10', '10% off produce', 'DEPARTMENT_PERCENT_OFF', null, 0, 10, 'produce');

-- Text-message (SMS) opt-ins (issue 10, spec account-and-selector 3 "SMS preference" and 7 "Communications").
-- One row per shopper, mobile number and kind of text. An opt-in is kept for the number it was given for
-- ('+1' and 10 digits): a new mobile number starts with no opt-ins. PENDING is an opt-in waiting for the
-- shopper's YES to the confirmation text (ACC-156); OPTED_IN is confirmed; OPTED_OUT was turned off on the
-- site or by texting STOP (ACC-174).
create table sms_opt_ins (
  shopper_id uuid not null references shoppers (id) on delete cascade,
  phone_number text not null check (phone_number ~ '^\+1\d{10}$'),
  trigger_type text not null check (trigger_type in ('CLICKLIST', 'PROMOTIONAL', 'TRANSACTIONAL')),
  status text not null check (status in ('PENDING', 'OPTED_IN', 'OPTED_OUT')),
  requested_at timestamptz not null,
  confirmed_at timestamptz,
  updated_at timestamptz not null,
  primary key (shopper_id, phone_number, trigger_type),
  constraint sms_opt_ins_confirmed_when_opted_in check (status <> 'OPTED_IN' or confirmed_at is not null),
  constraint sms_opt_ins_pending_unconfirmed check (status <> 'PENDING' or confirmed_at is null)
);

-- A membership's renewal period in months (spec 3 "Membership item"): 1 renews every 30 days (ACC-176),
-- 12 every 365 days (ACC-177). Existing enrollments were monthly.
alter table memberships
  add column renewal_duration_quantity smallint not null default 1
    constraint memberships_renewal_duration check (renewal_duration_quantity in (1, 12));

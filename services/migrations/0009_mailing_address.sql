-- Issue 10: the address form's mailing-address checkbox (ACC-028, ACC-101, ACC-102). At most one
-- mailing address per shopper: the partial unique index holds it whatever process writes.
alter table addresses add column is_mailing_address boolean not null default false;
create unique index addresses_one_mailing_address on addresses (shopper_id) where is_mailing_address;

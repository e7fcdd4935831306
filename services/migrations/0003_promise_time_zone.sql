-- A held window reads in the place's own time zone (the store's or the delivery address's), whatever
-- the shopper's device says: the promise keeps that zone so the header can show its hold time in it.
alter table promises add column time_zone text not null default 'UTC';

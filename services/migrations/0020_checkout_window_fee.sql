-- Aisle 0020 (issue 20): a checkout keeps its window's fee as the fee rule gives it (services/src/fees):
-- the regular price and, when the shopper's membership covers the window, the order total that makes it
-- free. The fee itself is worked out from these and the checkout's items each time it is read, so a
-- change of items that crosses the threshold changes the fee on every screen alike.

alter table checkouts add column window_regular_fee_cents integer check (window_regular_fee_cents >= 0);
alter table checkouts add column member_free_threshold_cents integer check (member_free_threshold_cents >= 0);

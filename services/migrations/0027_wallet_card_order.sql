-- Aisle 0027: the order in which a shopper added their wallet cards, kept by the database. Cards were ordered
-- by created_at, then by their random id: two cards added in the same instant (a pinned clock in the tests,
-- or one request adding two) came back in a random order, so 'the first card' that pays when the shopper has
-- no preferred card could change between two reads. added_sequence breaks the tie the way the shopper added
-- them, on PGlite and on a PostgreSQL server shared by several processes alike.
alter table wallet_cards add column added_sequence bigint generated always as identity;
drop index wallet_cards_shopper;
create index wallet_cards_shopper on wallet_cards (shopper_id, created_at, added_sequence);

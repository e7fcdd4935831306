-- Aisle 0028: the card a membership is charged to (issue 22: a shopper joins a plan from the membership page).
-- A membership joined before this, or seeded, has none; a card removed from the wallet leaves the membership
-- without one (it shows the wallet's preferred card for the next charge).
alter table memberships add column card_id uuid references wallet_cards (id) on delete set null;

-- The named backup item of a cart line (spec cart-scheduling-checkout 3 "substitutionItems", CART-008,
-- issue 11): with substitution policy CUSTOMER_CHOICE the shopper names the product to substitute with.
-- A line's backup is another product of the catalogue, never the line's own.
alter table basket_items
  add column substitution_gtin13 text references products (gtin13),
  add constraint basket_items_backup_not_itself check (substitution_gtin13 is null or substitution_gtin13 <> gtin13);

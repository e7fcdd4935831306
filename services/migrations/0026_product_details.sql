-- Aisle 0026: what a product page shows beyond the product list (issue 22, ADR 0026): the ingredients and
-- the Nutrition Facts panel. The product list (GET /api/products) leaves both out, as the spec's product
-- call does (GEN-034: "without nutrition"); GET /api/products/{gtin13}/details answers them.
--
-- nutrition holds one serving's panel (services/src/catalogue/details.ts reads it; contracts'
-- nutritionFactsSchema checks every answer). A product that is not food (household, personal care) has
-- none; one that is not eaten either (paper towels) has no ingredients.
alter table products add column ingredients text check (char_length(ingredients) between 1 and 2000);
alter table products add column nutrition jsonb check (
  nutrition is null
  or (
    jsonb_typeof(nutrition) = 'object'
    and jsonb_typeof(nutrition -> 'servingSize') = 'string'
    and jsonb_typeof(nutrition -> 'calories') = 'number'
    and (nutrition ->> 'calories')::numeric between 0 and 5000
  )
);

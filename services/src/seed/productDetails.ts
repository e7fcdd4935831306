/**
 * What a product page shows of a seeded product beyond its list entry (migration 0026): its ingredients and
 * one serving's Nutrition Facts. Keyed by product name, as seed/searchData.ts is; `catalogue.ts` checks
 * that every name is a product's and that every food has both. Values are plausible for the kind of
 * product (the brands are fictional), not any real product's label.
 */

export type NutritionFacts = {
  servingSize: string;
  servingsPerContainer: string;
  calories: number;
  totalFatG: number;
  saturatedFatG: number;
  transFatG: number;
  cholesterolMg: number;
  sodiumMg: number;
  totalCarbohydrateG: number;
  dietaryFiberG: number;
  totalSugarsG: number;
  addedSugarsG: number;
  proteinG: number;
};

/** serving, servings, calories, fat, saturated fat, trans fat, cholesterol, sodium, carbohydrate, fiber, sugars, added sugars, protein. */
type Panel = readonly [
  string,
  string,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

type Details = readonly [ingredients: string, panel?: Panel];

const details: Record<string, Details> = {
  // Produce
  'Honeycrisp Apples': ['Apples.', ['1 medium apple (182g)', 'varied', 95, 0.3, 0, 0, 0, 2, 25, 4.4, 19, 0, 0.5]],
  Bananas: ['Bananas.', ['1 medium banana (118g)', 'varied', 105, 0.4, 0.1, 0, 0, 1, 27, 3.1, 14, 0, 1.3]],
  'Hass Avocados': ['Avocado.', ['1/3 medium avocado (50g)', 'about 3', 80, 7, 1, 0, 0, 0, 4, 3, 0, 0, 1]],
  Strawberries: ['Strawberries.', ['8 medium strawberries (147g)', 'about 3', 50, 0, 0, 0, 0, 0, 11, 2, 8, 0, 1]],
  Blueberries: ['Organic blueberries.', ['1 cup (148g)', 'about 1', 80, 0.5, 0, 0, 0, 0, 21, 4, 15, 0, 1]],
  'Baby Spinach': ['Organic baby spinach.', ['3 cups (85g)', 'about 2', 20, 0, 0, 0, 0, 65, 3, 2, 0, 0, 2]],
  'Romaine Hearts': ['Romaine lettuce.', ['1 1/2 cups (85g)', 'about 6', 15, 0, 0, 0, 0, 5, 3, 2, 1, 0, 1]],
  'Roma Tomatoes': ['Tomatoes.', ['1 medium tomato (148g)', 'varied', 25, 0, 0, 0, 0, 20, 5, 1, 3, 0, 1]],
  'Yellow Onions': ['Onions.', ['1 medium onion (148g)', 'about 9', 45, 0, 0, 0, 0, 5, 11, 3, 9, 0, 1]],
  'Russet Potatoes': ['Potatoes.', ['1 medium potato (148g)', 'about 15', 110, 0, 0, 0, 0, 0, 26, 2, 1, 0, 3]],
  'Baby Carrots': ['Organic carrots.', ['3 oz (85g)', 'about 5', 30, 0, 0, 0, 0, 65, 7, 2, 4, 0, 1]],
  Lemons: ['Lemon.', ['1 medium lemon (58g)', '1', 15, 0, 0, 0, 0, 0, 5, 2, 1, 0, 0]],
  'Broccoli Crowns': ['Broccoli.', ['1 medium stalk (148g)', 'varied', 45, 0.5, 0, 0, 0, 55, 8, 3, 2, 0, 4]],
  // Dairy & Eggs
  'Whole Milk': ['Grade A whole milk, vitamin D3.', ['1 cup (240mL)', '16', 150, 8, 5, 0, 35, 125, 12, 0, 12, 0, 8]],
  '2% Reduced Fat Milk': [
    'Grade A reduced fat milk, vitamin A palmitate, vitamin D3.',
    ['1 cup (240mL)', '16', 120, 5, 3, 0, 20, 125, 12, 0, 12, 0, 8],
  ],
  'Large Grade A Eggs': ['Eggs.', ['1 large egg (50g)', '12', 70, 5, 1.5, 0, 185, 70, 0, 0, 0, 0, 6]],
  'Unsalted Butter': ['Sweet cream.', ['1 tbsp (14g)', '32', 100, 11, 7, 0, 30, 0, 0, 0, 0, 0, 0]],
  'Sharp Cheddar Cheese': [
    'Pasteurized milk, cheese culture, salt, enzymes, annatto (color).',
    ['1 oz (28g)', '8', 110, 9, 5, 0, 30, 180, 0, 0, 0, 0, 7],
  ],
  'Shredded Mozzarella': [
    'Low-moisture part-skim mozzarella cheese (pasteurized milk, cheese culture, salt, enzymes), potato starch, powdered cellulose (to prevent caking), natamycin (a natural mold inhibitor).',
    ['1/4 cup (28g)', 'about 16', 80, 6, 3.5, 0, 20, 190, 1, 0, 0, 0, 7],
  ],
  'Plain Greek Yogurt': [
    'Cultured pasteurized nonfat milk, cream. Contains live and active cultures.',
    ['3/4 cup (170g)', 'about 5', 150, 8, 5, 0, 25, 65, 6, 0, 6, 0, 15],
  ],
  'Strawberry Yogurt Cups': [
    'Cultured pasteurized grade A low fat milk, sugar, strawberries, modified corn starch, natural flavor, pectin, vegetable juice (color), vitamin D3.',
    ['1 container (150g)', '4', 140, 2, 1, 0, 10, 95, 24, 0, 20, 11, 6],
  ],
  'Oat Milk Original': [
    'Oat base (water, organic oats), sunflower oil, calcium carbonate, sea salt, dipotassium phosphate, vitamin D2.',
    ['1 cup (240mL)', '8', 120, 5, 0.5, 0, 0, 100, 16, 2, 7, 7, 3],
  ],
  'Half & Half': ['Milk, cream.', ['2 tbsp (30mL)', 'about 32', 40, 3.5, 2, 0, 10, 15, 1, 0, 1, 0, 1]],
  'Cream Cheese': [
    'Pasteurized milk and cream, salt, carob bean gum, cheese culture.',
    ['2 tbsp (28g)', 'about 8', 90, 9, 5, 0, 30, 90, 1, 0, 1, 0, 2],
  ],
  // Meat & Seafood
  'Boneless Skinless Chicken Breasts': [
    'Chicken breast with rib meat.',
    ['4 oz (112g)', 'varied', 120, 2.5, 0.5, 0, 70, 60, 0, 0, 0, 0, 26],
  ],
  'Ground Beef 85% Lean': ['Ground beef.', ['4 oz (112g)', '4', 240, 17, 6.5, 1, 75, 75, 0, 0, 0, 0, 21]],
  'Pork Tenderloin': ['Pork tenderloin.', ['4 oz (112g)', 'varied', 120, 3, 1, 0, 65, 55, 0, 0, 0, 0, 24]],
  'Ribeye Steak': ['Beef ribeye steak.', ['4 oz (112g)', 'varied', 310, 25, 11, 1, 80, 60, 0, 0, 0, 0, 20]],
  'Applewood Smoked Bacon': [
    'Pork cured with water, salt, sugar, sodium phosphate, sodium erythorbate, sodium nitrite. Smoked with applewood.',
    ['2 pan-fried slices (15g)', 'about 14', 80, 6, 2, 0, 15, 290, 0, 0, 0, 0, 6],
  ],
  'Atlantic Salmon Fillet': [
    'Atlantic salmon (farm raised).',
    ['4 oz (112g)', 'varied', 230, 15, 3, 0, 60, 65, 0, 0, 0, 0, 23],
  ],
  'Raw Shrimp 31/40': [
    'Shrimp, water, salt, sodium bicarbonate (to retain moisture).',
    ['4 oz (112g)', '4', 70, 1, 0, 0, 170, 560, 0, 0, 0, 0, 15],
  ],
  'Chunk Light Tuna in Water': [
    'Light tuna, water, vegetable broth, salt, pyrophosphate.',
    ['2 oz drained (56g)', 'about 2', 50, 0.5, 0, 0, 30, 180, 0, 0, 0, 0, 13],
  ],
  'Italian Sausage Links': [
    'Pork, water, salt, spices, sugar, paprika, natural flavors. In a pork casing.',
    ['1 link (84g)', '6', 250, 21, 7, 0, 55, 640, 1, 0, 1, 1, 14],
  ],
  'Ground Turkey 93% Lean': [
    'Ground turkey, rosemary extract.',
    ['4 oz (112g)', '4', 170, 9, 2.5, 0, 85, 90, 0, 0, 0, 0, 22],
  ],
  'Cod Fillets': ['Atlantic cod.', ['4 oz (112g)', 'varied', 90, 0.5, 0, 0, 50, 70, 0, 0, 0, 0, 20]],
  // Bakery
  'Sourdough Loaf': [
    'Unbleached wheat flour, water, sourdough culture, salt.',
    ['1 slice (57g)', 'about 12', 140, 0.5, 0, 0, 0, 310, 28, 1, 0, 0, 5],
  ],
  'Whole Wheat Sandwich Bread': [
    'Whole wheat flour, water, wheat gluten, sugar, yeast, soybean oil, salt, cultured wheat flour, vinegar.',
    ['1 slice (38g)', 'about 15', 100, 1.5, 0, 0, 0, 170, 18, 3, 3, 2, 5],
  ],
  'French Baguette': [
    'Unbleached enriched wheat flour, water, salt, yeast.',
    ['2 oz (56g)', 'about 6', 150, 0.5, 0, 0, 0, 330, 30, 1, 0, 0, 5],
  ],
  'Plain Bagels': [
    'Enriched wheat flour, water, sugar, yeast, salt, malted barley flour.',
    ['1 bagel (99g)', '6', 270, 1.5, 0, 0, 0, 440, 54, 2, 5, 4, 10],
  ],
  'Butter Croissants': [
    'Enriched wheat flour, butter (cream, natural flavor), water, sugar, eggs, yeast, salt, milk.',
    ['1 croissant (67g)', '4', 270, 15, 9, 0.5, 45, 290, 28, 1, 5, 5, 5],
  ],
  'Blueberry Muffins': [
    'Sugar, enriched wheat flour, blueberries, soybean oil, eggs, water, modified corn starch, baking powder, salt, natural flavor.',
    ['1 muffin (113g)', '4', 420, 20, 3, 0, 45, 380, 56, 1, 31, 29, 5],
  ],
  'Flour Tortillas': [
    'Enriched bleached wheat flour, water, vegetable shortening (palm oil), salt, baking powder, sugar.',
    ['1 tortilla (45g)', '10', 140, 3.5, 1.5, 0, 0, 360, 24, 1, 1, 1, 4],
  ],
  'Hamburger Buns': [
    'Enriched wheat flour, water, sugar, yeast, soybean oil, salt, wheat gluten, calcium propionate (preservative).',
    ['1 bun (43g)', '8', 120, 2, 0.5, 0, 0, 210, 22, 1, 3, 3, 4],
  ],
  'Chocolate Chip Cookies': [
    'Enriched wheat flour, semisweet chocolate chips (sugar, chocolate, cocoa butter, soy lecithin, vanilla), butter, sugar, brown sugar, eggs, baking soda, salt, vanilla extract.',
    ['1 cookie (32g)', '12', 150, 7, 4, 0, 20, 105, 20, 1, 12, 11, 2],
  ],
  'Cinnamon Raisin Bread': [
    'Enriched wheat flour, raisins, water, sugar, yeast, soybean oil, cinnamon, salt, wheat gluten.',
    ['1 slice (32g)', 'about 14', 90, 1, 0, 0, 0, 110, 18, 1, 6, 3, 3],
  ],
  'Birthday Sheet Cake': [
    'Sugar, enriched wheat flour, palm oil, water, eggs, corn syrup, soybean oil, nonfat milk, leavening, modified corn starch, salt, natural and artificial flavors, colors (Red 40, Yellow 5, Blue 1).',
    ['1 piece (80g)', 'about 24', 330, 16, 6, 0, 25, 260, 45, 0, 36, 35, 2],
  ],
  // Deli & Prepared Foods
  'Rotisserie Chicken': [
    'Whole chicken, water, seasoning (salt, sugar, spices, garlic powder, onion powder, paprika), sodium phosphate.',
    ['3 oz (84g)', 'about 8', 170, 9, 2.5, 0, 95, 410, 1, 0, 0, 0, 21],
  ],
  'Oven Roasted Turkey Breast, Sliced': [
    'Turkey breast, water, salt, cane sugar, sodium phosphate, natural flavor.',
    ['2 oz (56g)', 'varied', 60, 1, 0, 0, 25, 470, 1, 0, 1, 1, 11],
  ],
  'Black Forest Ham, Sliced': [
    'Ham cured with water, dextrose, salt, sodium phosphate, sodium erythorbate, sodium nitrite. Caramel color coated.',
    ['2 oz (56g)', 'varied', 60, 1.5, 0.5, 0, 25, 520, 2, 0, 1, 1, 10],
  ],
  'Classic Hummus': [
    'Cooked chickpeas, tahini (ground sesame), water, canola oil, garlic, salt, lemon juice concentrate, citric acid.',
    ['2 tbsp (28g)', 'about 10', 70, 5, 0.5, 0, 0, 130, 4, 1, 0, 0, 2],
  ],
  'California Roll': [
    'Cooked rice (rice, water, rice vinegar, sugar, salt), imitation crab (pollock, starch, sugar, salt), avocado, cucumber, nori seaweed, sesame seeds.',
    ['4 pieces (130g)', '2', 190, 4, 0.5, 0, 5, 480, 33, 2, 6, 4, 5],
  ],
  'Chicken Caesar Salad': [
    'Romaine lettuce, grilled chicken breast, Caesar dressing (soybean oil, water, parmesan cheese, egg yolk, vinegar, garlic, anchovy), croutons, shredded parmesan cheese.',
    ['1 container (312g)', '1', 480, 34, 8, 0, 95, 1050, 16, 3, 3, 1, 30],
  ],
  'Macaroni & Cheese': [
    'Cooked enriched macaroni, milk, cheddar cheese, butter, enriched wheat flour, salt, mustard, paprika.',
    ['1 cup (227g)', '2', 430, 22, 13, 0.5, 65, 890, 40, 2, 6, 0, 18],
  ],
  'Fresh Salsa': [
    'Tomatoes, onions, jalapeño peppers, cilantro, lime juice, salt, garlic.',
    ['2 tbsp (30g)', 'about 15', 10, 0, 0, 0, 0, 110, 2, 0, 1, 0, 0],
  ],
  'Pepper Jack Cheese, Sliced': [
    'Pasteurized milk, jalapeño peppers, salt, cheese culture, enzymes.',
    ['1 slice (21g)', 'varied', 80, 6, 4, 0, 20, 150, 0, 0, 0, 0, 5],
  ],
  'Hot Soup of the Day': [
    'Water, vegetables (carrots, celery, onions), chicken, enriched noodles, chicken broth, salt, spices.',
    ['1 cup (240mL)', '2', 120, 3, 1, 0, 20, 760, 15, 1, 2, 0, 8],
  ],
  // Pantry
  Spaghetti: [
    'Semolina (wheat), durum wheat flour, niacin, iron (ferrous sulfate), thiamine mononitrate, riboflavin, folic acid.',
    ['2 oz dry (56g)', 'about 8', 200, 1, 0, 0, 0, 0, 42, 2, 2, 0, 7],
  ],
  'Marinara Sauce': [
    'Tomato puree (water, tomato paste), diced tomatoes, olive oil, salt, onions, garlic, basil, oregano, black pepper.',
    ['1/2 cup (125g)', 'about 5', 70, 3, 0.5, 0, 0, 450, 10, 2, 6, 0, 2],
  ],
  'Long Grain White Rice': [
    'Long grain enriched rice (rice, iron, niacin, thiamine mononitrate, folic acid).',
    ['1/4 cup dry (45g)', 'about 20', 160, 0, 0, 0, 0, 0, 36, 0, 0, 0, 3],
  ],
  'Black Beans': [
    'Prepared black beans, water, salt, calcium chloride (firming agent).',
    ['1/2 cup (130g)', 'about 3.5', 110, 0.5, 0, 0, 0, 460, 20, 7, 0, 0, 7],
  ],
  'Chicken Noodle Soup': [
    'Chicken stock, enriched egg noodles, chicken meat, water, carrots, celery, salt, modified food starch, chicken fat, onion powder, spice.',
    ['1 cup (245g)', 'about 2.5', 90, 2.5, 1, 0, 20, 890, 12, 1, 1, 0, 5],
  ],
  'Creamy Peanut Butter': [
    'Roasted peanuts, sugar, hydrogenated vegetable oils (rapeseed and soybean), salt.',
    ['2 tbsp (32g)', 'about 14', 190, 16, 3, 0, 0, 140, 8, 2, 3, 3, 7],
  ],
  'Extra Virgin Olive Oil': [
    'Extra virgin olive oil.',
    ['1 tbsp (15mL)', 'about 33', 120, 14, 2, 0, 0, 0, 0, 0, 0, 0, 0],
  ],
  'All-Purpose Flour': [
    'Bleached wheat flour, niacin, reduced iron, thiamine mononitrate, riboflavin, folic acid.',
    ['1/4 cup (30g)', 'about 76', 110, 0, 0, 0, 0, 0, 23, 1, 0, 0, 3],
  ],
  'Granulated Sugar': ['Pure cane sugar.', ['1 tsp (4g)', 'about 454', 15, 0, 0, 0, 0, 0, 4, 0, 4, 4, 0]],
  'Diced Tomatoes': [
    'Tomatoes, tomato juice, salt, calcium chloride, citric acid.',
    ['1/2 cup (121g)', 'about 3.5', 25, 0, 0, 0, 0, 220, 5, 1, 3, 0, 1],
  ],
  'Clover Honey': ['Organic clover honey.', ['1 tbsp (21g)', 'about 16', 60, 0, 0, 0, 0, 0, 17, 0, 17, 17, 0]],
  'Chicken Broth': [
    'Chicken stock, salt, natural flavor, yeast extract, onion juice concentrate, carrot juice concentrate, celery juice concentrate.',
    ['1 cup (240mL)', 'about 4', 10, 0, 0, 0, 0, 860, 1, 0, 1, 0, 1],
  ],
  'Ground Coffee, Medium Roast': ['100% arabica coffee.', ['2 tbsp (5g)', 'about 68', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
  'Whole Bean Coffee, Dark Roast': [
    '100% arabica coffee.',
    ['2 tbsp ground (5g)', 'about 68', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  ],
  // Breakfast & Cereal
  'Honey Oat Clusters Cereal': [
    'Whole grain oats, sugar, corn flakes (milled corn, sugar, malt flavoring), honey, canola oil, salt, brown sugar syrup, vitamin E (mixed tocopherols).',
    ['1 cup (41g)', 'about 9', 160, 2.5, 0, 0, 0, 150, 33, 2, 12, 12, 3],
  ],
  'Old Fashioned Rolled Oats': [
    '100% whole grain rolled oats.',
    ['1/2 cup dry (40g)', '30', 150, 3, 0.5, 0, 0, 0, 27, 4, 1, 0, 5],
  ],
  'Buttermilk Pancake Mix': [
    'Enriched bleached flour, sugar, leavening, dextrose, buttermilk, salt, soybean oil.',
    ['1/3 cup (40g)', 'about 23', 150, 1, 0, 0, 0, 480, 30, 1, 5, 5, 4],
  ],
  'Pure Maple Syrup': ['Pure maple syrup.', ['1/4 cup (60mL)', '6', 210, 0, 0, 0, 0, 10, 53, 0, 53, 53, 0]],
  'Strawberry Preserves': [
    'Strawberries, sugar, corn syrup, fruit pectin, citric acid.',
    ['1 tbsp (20g)', 'about 25', 50, 0, 0, 0, 0, 0, 13, 0, 12, 10, 0],
  ],
  'Granola, Almond & Honey': [
    'Whole grain oats, sugar, almonds, canola oil, honey, brown rice syrup, salt, natural flavor.',
    ['2/3 cup (55g)', 'about 6', 260, 10, 1, 0, 0, 110, 38, 4, 13, 12, 6],
  ],
  'Frosted Wheat Squares': [
    'Whole grain wheat, sugar, gelatin, BHT for freshness, vitamins and minerals.',
    ['25 biscuits (59g)', 'about 9', 210, 1, 0, 0, 0, 0, 49, 6, 12, 12, 5],
  ],
  'Instant Oatmeal Variety': [
    'Whole grain rolled oats, sugar, natural and artificial flavor, salt, calcium carbonate, guar gum, dried apples, cinnamon.',
    ['1 packet (43g)', '10', 160, 2, 0.5, 0, 0, 200, 32, 3, 12, 11, 4],
  ],
  'Toaster Pastries, Strawberry': [
    'Enriched flour, corn syrup, high fructose corn syrup, dextrose, soybean and palm oil, sugar, bleached wheat flour, dried strawberries, salt, citric acid, gelatin, color (Red 40).',
    ['1 pastry (50g)', '8', 200, 5, 1.5, 0, 0, 170, 37, 1, 16, 15, 2],
  ],
  'Orange Juice, No Pulp': [
    '100% pure squeezed pasteurized orange juice.',
    ['8 fl oz (240mL)', 'about 6.5', 110, 0, 0, 0, 0, 0, 26, 0, 22, 0, 2],
  ],
  // Frozen
  'Pepperoni Pizza': [
    'Crust (enriched flour, water, soybean oil, yeast, sugar, salt), mozzarella cheese, tomato sauce, pepperoni (pork, beef, salt, spices, paprika, sodium nitrite).',
    ['1/4 pizza (149g)', '4', 380, 17, 7, 0, 35, 870, 39, 2, 6, 3, 16],
  ],
  'Vanilla Bean Ice Cream': [
    'Cream, skim milk, sugar, corn syrup, egg yolks, vanilla extract, ground vanilla beans, guar gum, carob bean gum.',
    ['2/3 cup (95g)', 'about 7', 210, 11, 7, 0.5, 45, 60, 24, 0, 21, 15, 4],
  ],
  'Frozen Peas': ['Green peas.', ['2/3 cup (89g)', 'about 4', 70, 0, 0, 0, 0, 100, 12, 4, 5, 0, 5]],
  'Mixed Vegetables': [
    'Carrots, corn, green beans, green peas, lima beans.',
    ['2/3 cup (89g)', 'about 5', 60, 0, 0, 0, 0, 40, 12, 3, 3, 0, 2],
  ],
  'Crinkle Cut French Fries': [
    'Potatoes, vegetable oil (canola, soybean), dextrose, sodium acid pyrophosphate (to retain natural color).',
    ['3 oz (84g)', 'about 11', 120, 4, 0.5, 0, 0, 290, 19, 2, 0, 0, 2],
  ],
  'Chicken Nuggets': [
    'Chicken breast with rib meat, water, enriched wheat flour, vegetable oil, salt, yellow corn flour, spices, leavening, dextrose.',
    ['5 pieces (84g)', 'about 10', 230, 14, 3, 0, 35, 470, 13, 1, 0, 0, 13],
  ],
  'Frozen Waffles': [
    'Enriched flour, water, vegetable oil (soybean, palm), eggs, sugar, leavening, salt, whey.',
    ['2 waffles (70g)', '5', 180, 6, 1.5, 0, 15, 380, 28, 1, 3, 3, 4],
  ],
  'Cheese Ravioli': [
    'Pasta (enriched durum wheat semolina, eggs, water), filling (ricotta cheese, mozzarella cheese, parmesan cheese, breadcrumbs, eggs, salt, spices).',
    ['1 cup (134g)', 'about 5.5', 290, 9, 5, 0, 45, 520, 38, 2, 2, 0, 14],
  ],
  'Frozen Blueberries': ['Blueberries.', ['1 cup (140g)', 'about 10', 70, 1, 0, 0, 0, 0, 17, 4, 10, 0, 1]],
  'Bean & Cheese Burritos': [
    'Flour tortilla (enriched flour, water, vegetable shortening, salt), refried beans (pinto beans, water, soybean oil, salt), cheddar cheese, onions, chili peppers, spices.',
    ['1 burrito (142g)', '8', 310, 9, 3.5, 0, 10, 650, 46, 5, 2, 0, 11],
  ],
  'Ice Pops, Assorted': [
    'Water, sugar, corn syrup, pear juice concentrate, citric acid, natural flavors, guar gum, colors (Red 40, Yellow 6, Blue 1).',
    ['1 pop (52g)', '12', 40, 0, 0, 0, 0, 5, 10, 0, 9, 9, 0],
  ],
  // Beverages
  'Sparkling Water, Lime': [
    'Carbonated water, natural lime flavor.',
    ['1 can (355mL)', '8', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  ],
  'Spring Water': ['Natural spring water.', ['1 bottle (500mL)', '24', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
  Cola: [
    'Carbonated water, high fructose corn syrup, caramel color, phosphoric acid, natural flavors, caffeine.',
    ['1 can (355mL)', '12', 140, 0, 0, 0, 0, 45, 39, 0, 39, 39, 0],
  ],
  'Lemon-Lime Soda': [
    'Carbonated water, high fructose corn syrup, citric acid, natural flavors, sodium citrate, sodium benzoate (to protect taste).',
    ['12 fl oz (355mL)', 'about 5.5', 140, 0, 0, 0, 0, 65, 38, 0, 38, 38, 0],
  ],
  'Unsweetened Iced Tea': [
    'Brewed black tea (filtered water, tea leaves), citric acid.',
    ['8 fl oz (240mL)', '8', 0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0],
  ],
  'Apple Juice': [
    '100% apple juice from concentrate (filtered water, apple juice concentrate), ascorbic acid (vitamin C).',
    ['8 fl oz (240mL)', '8', 110, 0, 0, 0, 0, 10, 28, 0, 24, 0, 0],
  ],
  'Cold Brew Coffee': [
    'Cold brew coffee (filtered water, coffee).',
    ['8 fl oz (240mL)', '4', 5, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0],
  ],
  'Sports Drink, Fruit Punch': [
    'Water, sugar, dextrose, citric acid, salt, sodium citrate, monopotassium phosphate, natural flavor, Red 40.',
    ['1 bottle (591mL)', '6', 140, 0, 0, 0, 0, 270, 36, 0, 34, 34, 0],
  ],
  'Green Tea Bags': ['Green tea.', ['1 tea bag (2g), brewed', '40', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
  Lemonade: [
    'Filtered water, sugar, lemon juice concentrate, natural flavors.',
    ['8 fl oz (240mL)', 'about 6.5', 110, 0, 0, 0, 0, 15, 29, 0, 28, 27, 0],
  ],
  'Coconut Water': [
    '100% coconut water, vitamin C.',
    ['8 fl oz (240mL)', 'about 4', 45, 0, 0, 0, 0, 45, 11, 0, 9, 0, 0],
  ],
  // Snacks
  'Sea Salt Potato Chips': [
    'Potatoes, sunflower oil, sea salt.',
    ['1 oz (28g)', 'about 8', 160, 10, 1, 0, 0, 170, 15, 1, 0, 0, 2],
  ],
  'Tortilla Chips': [
    'Stone-ground white corn, sunflower oil, sea salt, lime.',
    ['1 oz (28g)', 'about 13', 140, 7, 0.5, 0, 0, 110, 18, 1, 0, 0, 2],
  ],
  'Salted Mixed Nuts': [
    'Peanuts, cashews, almonds, pecans, Brazil nuts, peanut oil, sea salt.',
    ['1 oz (28g)', 'about 10', 170, 15, 2, 0, 0, 110, 6, 2, 1, 0, 5],
  ],
  'Pretzel Twists': [
    'Enriched wheat flour, salt, corn syrup, vegetable oil (corn, canola), sodium bicarbonate, yeast.',
    ['1 oz (28g)', 'about 16', 110, 1, 0, 0, 0, 450, 23, 1, 1, 1, 3],
  ],
  'Butter Popcorn': [
    'Whole grain popcorn, palm oil, salt, natural and artificial butter flavor, color (annatto).',
    ['1 bag popped (about 3.5 cups)', '6', 170, 11, 5, 0, 0, 300, 17, 3, 0, 0, 2],
  ],
  'Cheddar Crackers': [
    'Enriched wheat flour, cheddar cheese, vegetable oil (sunflower, canola), salt, yeast, paprika, celery, onion powder.',
    ['55 crackers (30g)', 'about 7', 140, 5, 1, 0, 5, 250, 20, 1, 0, 0, 3],
  ],
  'Dark Chocolate Bar': [
    'Chocolate liquor, sugar, cocoa butter, vanilla. 70% cacao.',
    ['1/3 bar (33g)', '3', 190, 14, 8, 0, 0, 0, 15, 3, 9, 9, 3],
  ],
  'Trail Mix': [
    'Peanuts, raisins, milk chocolate candies (sugar, chocolate, milk, cocoa butter), almonds, cashews, sunflower oil, salt.',
    ['3 tbsp (30g)', 'about 25', 150, 9, 2.5, 0, 0, 45, 14, 2, 10, 5, 4],
  ],
  'Peanut Butter Granola Bars': [
    'Whole grain oats, peanut butter (peanuts, salt), sugar, brown rice syrup, canola oil, peanuts, honey, soy lecithin, salt.',
    ['1 bar (35g)', '12', 170, 7, 1, 0, 0, 115, 24, 2, 10, 9, 4],
  ],
  'Gummy Bears': [
    'Corn syrup, sugar, gelatin, dextrose, citric acid, natural and artificial flavors, pectin, colors (Red 40, Yellow 5, Blue 1).',
    ['17 pieces (40g)', 'about 8.5', 140, 0, 0, 0, 0, 15, 33, 0, 21, 21, 3],
  ],
  'Kettle Cooked Jalapeño Chips': [
    'Potatoes, sunflower oil, jalapeño seasoning (maltodextrin, salt, jalapeño pepper, onion powder, garlic powder, citric acid).',
    ['1 oz (28g)', 'about 8', 150, 8, 1, 0, 0, 200, 16, 1, 1, 0, 2],
  ],
  // Beer, Wine & Spirits (alcohol labels need no Nutrition Facts; these follow the voluntary serving facts)
  Lager: ['Water, barley malt, rice, hops, yeast.', ['12 fl oz (355mL)', '12', 145, 0, 0, 0, 0, 10, 11, 0, 0, 0, 1]],
  'India Pale Ale': [
    'Water, barley malt, hops, yeast.',
    ['12 fl oz (355mL)', '6', 200, 0, 0, 0, 0, 15, 17, 0, 0, 0, 2],
  ],
  'Wheat Ale': [
    'Water, malted wheat, barley malt, hops, orange peel, coriander, yeast.',
    ['12 fl oz (355mL)', '6', 170, 0, 0, 0, 0, 10, 14, 0, 0, 0, 2],
  ],
  'Hard Seltzer Variety': [
    'Carbonated water, alcohol from cane sugar, natural flavors, citric acid.',
    ['12 fl oz (355mL)', '12', 100, 0, 0, 0, 0, 15, 2, 0, 1, 1, 0],
  ],
  'Cabernet Sauvignon': [
    'Cabernet sauvignon grapes. Contains sulfites.',
    ['5 fl oz (148mL)', 'about 5', 120, 0, 0, 0, 0, 5, 4, 0, 1, 0, 0],
  ],
  Chardonnay: [
    'Chardonnay grapes. Contains sulfites.',
    ['5 fl oz (148mL)', 'about 5', 120, 0, 0, 0, 0, 5, 3, 0, 1, 0, 0],
  ],
  'Pinot Noir': [
    'Pinot noir grapes. Contains sulfites.',
    ['5 fl oz (148mL)', 'about 5', 120, 0, 0, 0, 0, 5, 3, 0, 1, 0, 0],
  ],
  'Sparkling Rosé': [
    'Pinot noir and chardonnay grapes. Contains sulfites.',
    ['5 fl oz (148mL)', 'about 5', 110, 0, 0, 0, 0, 5, 4, 0, 2, 1, 0],
  ],
  'London Dry Gin': [
    'Neutral grain spirits, juniper berries, coriander, angelica root, citrus peel.',
    ['1.5 fl oz (44mL)', 'about 17', 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  ],
  'Kentucky Straight Bourbon': [
    'Corn, rye and malted barley, distilled and aged in new charred oak barrels.',
    ['1.5 fl oz (44mL)', 'about 17', 105, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  ],
  'Premium Vodka': [
    'Vodka distilled from corn, water.',
    ['1.5 fl oz (44mL)', 'about 39', 97, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  ],
  // Personal Care (ingredients only: not food)
  'Fluoride Toothpaste': [
    'Active ingredient: sodium fluoride 0.24%. Inactive: sorbitol, water, hydrated silica, glycerin, sodium lauryl sulfate, flavor, cellulose gum, sodium saccharin, titanium dioxide.',
  ],
  'Moisturizing Shampoo': [
    'Water, sodium laureth sulfate, cocamidopropyl betaine, glycerin, sodium chloride, fragrance, citric acid, sodium benzoate.',
  ],
  Conditioner: [
    'Water, cetearyl alcohol, behentrimonium chloride, glycerin, fragrance, citric acid, potassium sorbate.',
  ],
  'Body Wash, Oatmeal': [
    'Water, sodium laureth sulfate, cocamidopropyl betaine, colloidal oatmeal, glycerin, sodium chloride, fragrance, citric acid.',
  ],
  'Bar Soap': ['Sodium palmate, sodium palm kernelate, water, glycerin, fragrance, sodium chloride, tetrasodium EDTA.'],
  'Deodorant, Unscented': ['Propylene glycol, water, sodium stearate, glycerin, PPG-3 myristyl ether.'],
  'Hand Sanitizer': [
    'Active ingredient: ethyl alcohol 70%. Inactive: water, glycerin, carbomer, aminomethyl propanol, aloe leaf juice.',
  ],
  'Sunscreen SPF 50': [
    'Active ingredients: avobenzone 3%, homosalate 10%, octisalate 5%, octocrylene 7%. Inactive: water, glycerin, styrene/acrylates copolymer, silica, dimethicone, tocopherol.',
  ],
  // Baby
  'Baby Wipes, Unscented': [
    'Water, glycerin, sodium citrate, citric acid, phenoxyethanol, polysorbate 20, aloe leaf extract.',
  ],
  'Infant Formula': [
    'Nonfat milk, lactose, vegetable oils (palm olein, soy, coconut, high oleic sunflower), whey protein concentrate, galactooligosaccharides, less than 2% of minerals and vitamins.',
    ['5 fl oz prepared (about 1 scoop)', 'about 20', 100, 5.3, 2.3, 0, 0, 27, 11, 0, 11, 0, 2],
  ],
  'Apple Sauce Pouches': [
    'Apples, ascorbic acid (vitamin C).',
    ['1 pouch (90g)', '4', 45, 0, 0, 0, 0, 0, 12, 1, 10, 0, 0],
  ],
  'Baby Oatmeal Cereal': [
    'Whole grain oat flour, calcium carbonate, soy lecithin, electrolytic iron, zinc sulfate, vitamins.',
    ['1/4 cup (15g)', 'about 15', 60, 1, 0, 0, 0, 0, 10, 1, 0, 0, 2],
  ],
  'Sweet Potato Puree': [
    'Organic sweet potatoes, water.',
    ['1 container (113g)', '1', 70, 0, 0, 0, 0, 45, 16, 2, 6, 0, 1],
  ],
  'Teething Wafers': [
    'Rice flour, cane sugar, fruit and vegetable juice concentrate, salt, vitamin E.',
    ['2 wafers (4g)', '12', 15, 0, 0, 0, 0, 5, 4, 0, 1, 1, 0],
  ],
  'Baby Shampoo & Wash': [
    'Water, cocamidopropyl betaine, coco-glucoside, glycerin, sodium chloride, citric acid, sodium benzoate.',
  ],
};

export type ProductDetailsSeed = { ingredients: string | null; nutrition: NutritionFacts | null };

function factsOf(panel: Panel): NutritionFacts {
  const [servingSize, servingsPerContainer, calories, totalFatG, saturatedFatG, transFatG, cholesterolMg, sodiumMg] =
    panel;
  const [, , , , , , , , totalCarbohydrateG, dietaryFiberG, totalSugarsG, addedSugarsG, proteinG] = panel;
  return {
    servingSize,
    servingsPerContainer,
    calories,
    totalFatG,
    saturatedFatG,
    transFatG,
    cholesterolMg,
    sodiumMg,
    totalCarbohydrateG,
    dietaryFiberG,
    totalSugarsG,
    addedSugarsG,
    proteinG,
  };
}

/** Ingredients and Nutrition Facts by product name; a product missing here has neither. */
export function productDetailsByName(): Map<string, ProductDetailsSeed> {
  return new Map(
    Object.entries(details).map(([name, [ingredients, panel]]) => [
      name,
      { ingredients, nutrition: panel ? factsOf(panel) : null },
    ]),
  );
}

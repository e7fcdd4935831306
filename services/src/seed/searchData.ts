import { DIETARY_TAGS, type DietaryTag } from '@aisle/contracts';

/**
 * What the search knows of a seeded product beyond its name and brand (migration 0019): its shelf category,
 * its tags (dietary tags of contracts' DIETARY_TAGS and words shoppers use) and its size in a comparable
 * measure (the unit price). Keyed by product name; `catalogue.ts` checks that every name is a product's.
 */

/** The shelf category of each product, by name. */
const categories: Record<string, readonly string[]> = {
  Fruit: [
    'Honeycrisp Apples',
    'Bananas',
    'Hass Avocados',
    'Strawberries',
    'Blueberries',
    'Lemons',
    'Frozen Blueberries',
    'Apple Sauce Pouches',
  ],
  Vegetables: [
    'Baby Spinach',
    'Romaine Hearts',
    'Roma Tomatoes',
    'Yellow Onions',
    'Russet Potatoes',
    'Baby Carrots',
    'Broccoli Crowns',
    'Frozen Peas',
    'Mixed Vegetables',
    'Diced Tomatoes',
  ],
  Milk: ['Whole Milk', '2% Reduced Fat Milk', 'Oat Milk Original'],
  Eggs: ['Large Grade A Eggs'],
  Cheese: ['Sharp Cheddar Cheese', 'Shredded Mozzarella', 'Cream Cheese', 'Pepper Jack Cheese, Sliced'],
  Yogurt: ['Plain Greek Yogurt', 'Strawberry Yogurt Cups'],
  'Butter & Cream': ['Unsalted Butter', 'Half & Half'],
  Poultry: ['Boneless Skinless Chicken Breasts', 'Ground Turkey 93% Lean', 'Rotisserie Chicken', 'Chicken Nuggets'],
  Beef: ['Ground Beef 85% Lean', 'Ribeye Steak'],
  Pork: ['Pork Tenderloin', 'Applewood Smoked Bacon', 'Italian Sausage Links'],
  Seafood: ['Atlantic Salmon Fillet', 'Raw Shrimp 31/40', 'Cod Fillets', 'Chunk Light Tuna in Water'],
  Bread: ['Sourdough Loaf', 'Whole Wheat Sandwich Bread', 'French Baguette', 'Cinnamon Raisin Bread', 'Hamburger Buns'],
  'Bagels & Tortillas': ['Plain Bagels', 'Flour Tortillas'],
  Pastries: ['Butter Croissants', 'Blueberry Muffins', 'Toaster Pastries, Strawberry'],
  'Cookies & Cakes': ['Chocolate Chip Cookies', 'Birthday Sheet Cake'],
  'Deli Meats': ['Oven Roasted Turkey Breast, Sliced', 'Black Forest Ham, Sliced'],
  'Dips & Spreads': ['Classic Hummus', 'Fresh Salsa', 'Creamy Peanut Butter', 'Strawberry Preserves'],
  'Prepared Meals': [
    'California Roll',
    'Chicken Caesar Salad',
    'Macaroni & Cheese',
    'Hot Soup of the Day',
    'Pepperoni Pizza',
    'Cheese Ravioli',
    'Bean & Cheese Burritos',
  ],
  Pasta: ['Spaghetti', 'Marinara Sauce'],
  'Rice & Beans': ['Long Grain White Rice', 'Black Beans'],
  'Soup & Broth': ['Chicken Noodle Soup', 'Chicken Broth'],
  'Baking & Cooking': ['Extra Virgin Olive Oil', 'All-Purpose Flour', 'Granulated Sugar', 'Clover Honey'],
  Coffee: ['Ground Coffee, Medium Roast', 'Whole Bean Coffee, Dark Roast', 'Cold Brew Coffee'],
  Tea: ['Unsweetened Iced Tea', 'Green Tea Bags'],
  Cereal: [
    'Honey Oat Clusters Cereal',
    'Old Fashioned Rolled Oats',
    'Granola, Almond & Honey',
    'Frosted Wheat Squares',
    'Instant Oatmeal Variety',
    'Baby Oatmeal Cereal',
  ],
  'Pancakes & Waffles': ['Buttermilk Pancake Mix', 'Pure Maple Syrup', 'Frozen Waffles'],
  Juice: ['Orange Juice, No Pulp', 'Apple Juice', 'Lemonade', 'Coconut Water'],
  'Ice Cream & Treats': ['Vanilla Bean Ice Cream', 'Ice Pops, Assorted'],
  Potatoes: ['Crinkle Cut French Fries'],
  Water: ['Sparkling Water, Lime', 'Spring Water'],
  Soda: ['Cola', 'Lemon-Lime Soda'],
  'Sports Drinks': ['Sports Drink, Fruit Punch'],
  Chips: ['Sea Salt Potato Chips', 'Tortilla Chips', 'Kettle Cooked Jalapeño Chips'],
  'Nuts & Trail Mix': ['Salted Mixed Nuts', 'Trail Mix'],
  'Pretzels & Popcorn': ['Pretzel Twists', 'Butter Popcorn'],
  Crackers: ['Cheddar Crackers', 'Teething Wafers'],
  Candy: ['Dark Chocolate Bar', 'Gummy Bears'],
  'Snack Bars': ['Peanut Butter Granola Bars'],
  Beer: ['Lager', 'India Pale Ale', 'Wheat Ale'],
  'Hard Seltzer': ['Hard Seltzer Variety'],
  Wine: ['Cabernet Sauvignon', 'Chardonnay', 'Pinot Noir', 'Sparkling Rosé'],
  Spirits: ['London Dry Gin', 'Kentucky Straight Bourbon', 'Premium Vodka'],
  'Paper Products': ['Paper Towels', 'Bath Tissue'],
  'Cleaning Supplies': ['Dish Soap, Lemon', 'All-Purpose Cleaner', 'Dishwasher Pods', 'Sponges'],
  Laundry: ['Laundry Detergent'],
  'Kitchen Storage': ['Trash Bags, 13 Gallon', 'Aluminum Foil', 'Zip-Top Storage Bags, Gallon'],
  Batteries: ['AA Batteries'],
  'Oral Care': ['Fluoride Toothpaste', 'Soft Toothbrushes'],
  'Hair Care': ['Moisturizing Shampoo', 'Conditioner', 'Baby Shampoo & Wash'],
  'Bath & Body': ['Body Wash, Oatmeal', 'Bar Soap', 'Deodorant, Unscented', 'Hand Sanitizer', 'Cotton Swabs'],
  'Sun Care': ['Sunscreen SPF 50'],
  Diapering: ['Diapers, Size 3', 'Baby Wipes, Unscented'],
  'Baby Food': ['Infant Formula', 'Sweet Potato Puree'],
};

/** Dietary tags (contracts' DIETARY_TAGS) where the product is one, by name. */
const dietary: Record<DietaryTag, readonly string[]> = {
  organic: ['Baby Spinach', 'Baby Carrots', 'Oat Milk Original', 'Blueberries', 'Sweet Potato Puree', 'Clover Honey'],
  vegan: [
    'Honeycrisp Apples',
    'Bananas',
    'Hass Avocados',
    'Oat Milk Original',
    'Classic Hummus',
    'Black Beans',
    'Extra Virgin Olive Oil',
    'Sourdough Loaf',
    'French Baguette',
    'Tortilla Chips',
    'Dark Chocolate Bar',
    'Spaghetti',
    'Marinara Sauce',
  ],
  'gluten-free': [
    'Bananas',
    'Honeycrisp Apples',
    'Classic Hummus',
    'Black Beans',
    'Long Grain White Rice',
    'Tortilla Chips',
    'Sea Salt Potato Chips',
    'Plain Greek Yogurt',
    'Fresh Salsa',
    'Salted Mixed Nuts',
  ],
  'dairy-free': ['Oat Milk Original', 'Classic Hummus', 'Coconut Water', 'Dark Chocolate Bar', 'Marinara Sauce'],
  kosher: ['Plain Bagels', 'Cream Cheese', 'Clover Honey', 'Pretzel Twists', 'Spring Water'],
};

/** Other words shoppers look for a product by, by name. */
const words: Record<string, readonly string[]> = {
  'Cabernet Sauvignon': ['red'],
  'Pinot Noir': ['red'],
  Chardonnay: ['white'],
  'Sparkling Rosé': ['pink', 'bubbles'],
  'India Pale Ale': ['ipa', 'craft'],
  'Hard Seltzer Variety': ['spiked'],
  'Oat Milk Original': ['plant-based', 'non-dairy'],
  'Hot Soup of the Day': ['hot'],
  'Rotisserie Chicken': ['hot', 'roasted'],
};

export type SearchData = { category: string; tags: string[] };

/** Category and tags by product name; throws where a name is in two categories (a typo in this file). */
export function searchDataByName(): Map<string, SearchData> {
  const byName = new Map<string, SearchData>();
  for (const [category, names] of Object.entries(categories)) {
    for (const name of names) {
      if (byName.has(name)) throw new Error(`"${name}" is in two search categories`);
      byName.set(name, { category, tags: [] });
    }
  }
  for (const tag of DIETARY_TAGS) {
    for (const name of dietary[tag]) byName.get(name)?.tags.push(tag);
  }
  for (const [name, extra] of Object.entries(words)) byName.get(name)?.tags.push(...extra);
  return byName;
}

/** Every product name the search data above names (to check them against the catalogue). */
export function namesInSearchData(): string[] {
  return [...Object.values(categories).flat(), ...Object.values(dietary).flat(), ...Object.keys(words)];
}

export type UnitSize = { unitSize: number; unitMeasure: 'oz' | 'fl oz' | 'ct' | 'sq ft' };

const toComparable: Record<string, { measure: UnitSize['unitMeasure']; factor: number }> = {
  oz: { measure: 'oz', factor: 1 },
  lb: { measure: 'oz', factor: 16 },
  'fl oz': { measure: 'fl oz', factor: 1 },
  gal: { measure: 'fl oz', factor: 128 },
  qt: { measure: 'fl oz', factor: 32 },
  L: { measure: 'fl oz', factor: 33.814 },
  ml: { measure: 'fl oz', factor: 0.033814 },
  ct: { measure: 'ct', factor: 1 },
  pc: { measure: 'ct', factor: 1 },
  rolls: { measure: 'ct', factor: 1 },
  'sq ft': { measure: 'sq ft', factor: 1 },
};

/**
 * The size of a unit label in a measure prices can be compared by: '1 gal' is 128 fl oz, 'per lb' 16 oz
 * (the price is per pound), '12 x 12 fl oz cans' 144 fl oz, 'each' and 'quarter sheet' 1 ct.
 * Throws on a label it cannot read, so a new seed row cannot lose its unit price unnoticed.
 */
export function unitSizeOf(unitLabel: string): UnitSize {
  if (unitLabel === 'per lb') return { unitSize: 16, unitMeasure: 'oz' };
  if (unitLabel === 'each' || unitLabel === 'quarter sheet') return { unitSize: 1, unitMeasure: 'ct' };
  const match =
    /^(?:(\d+) x )?(\d+(?:\.\d+)?) (fl oz|oz|lb|gal|qt|L|ml|ct|pc|rolls|sq ft)(?: (?:can|cans|bag|bottles))?$/.exec(
      unitLabel,
    );
  const unit = match ? toComparable[match[3] as string] : undefined;
  if (!match || !unit) throw new Error(`Cannot read the unit label "${unitLabel}"`);
  const size = Number(match[1] ?? 1) * Number(match[2]) * unit.factor;
  return { unitSize: Math.round(size * 1000) / 1000, unitMeasure: unit.measure };
}

import { gtin13CheckDigit } from '@aisle/contracts';
import { type ProductDetailsSeed, productDetailsByName } from './productDetails.ts';
import { namesInSearchData, searchDataByName, unitSizeOf } from './searchData.ts';

/** The sandbox catalogue: departments and products (CONTRACT.md "Catalogue"). All brands are fictional. */

export const departmentSeed = [
  { id: 'produce', name: 'Produce' },
  { id: 'dairy-eggs', name: 'Dairy & Eggs' },
  { id: 'meat-seafood', name: 'Meat & Seafood' },
  { id: 'bakery', name: 'Bakery' },
  { id: 'deli', name: 'Deli & Prepared Foods' },
  { id: 'pantry', name: 'Pantry' },
  { id: 'breakfast', name: 'Breakfast & Cereal' },
  { id: 'frozen', name: 'Frozen' },
  { id: 'beverages', name: 'Beverages' },
  { id: 'snacks', name: 'Snacks' },
  { id: 'beer-wine-spirits', name: 'Beer, Wine & Spirits' },
  { id: 'household', name: 'Household' },
  { id: 'personal-care', name: 'Personal Care' },
  { id: 'baby', name: 'Baby' },
] as const;

export type DepartmentId = (typeof departmentSeed)[number]['id'];

/** California's safe-harbor warnings (Prop 65) for the two kinds of items we carry. */
export const prop65Warnings = {
  acrylamide:
    'WARNING: Consuming this product can expose you to chemicals including acrylamide, which is known to the State of California to cause cancer. For more information go to www.P65Warnings.ca.gov/food.',
  alcohol:
    'WARNING: Drinking distilled spirits, beer, coolers, wine and other alcoholic beverages may increase cancer risk, and, during pregnancy, can cause birth defects. For more information go to www.P65Warnings.ca.gov/alcohol.',
  bpa: 'WARNING: This product can expose you to chemicals including bisphenol A (BPA), which is known to the State of California to cause birth defects or other reproductive harm. For more information go to www.P65Warnings.ca.gov/food.',
} as const;

type Extras = {
  promo?: number;
  /** Not a SNAP-eligible food (defaults: food yes; alcohol, household, personal care, hot foods no). */
  snap?: boolean;
  minAge?: number;
  prop65?: keyof typeof prop65Warnings;
  /** Modes that cannot sell it. */
  notFor?: ReadonlyArray<'PICKUP' | 'DELIVERY' | 'IN_STORE'>;
  maxQuantity?: number;
  /** Slots starting before this hour cannot fulfil it (fresh batches arrive later in the day). */
  fromHour?: number;
  /** Partner delivery flash sale, percent off. */
  flashSale?: number;
  featured?: boolean;
};

/**
 * `icon` names the product's picture in the Fluent Emoji Flat set (services/src/catalogue/productImage.ts);
 * after changing one, run `pnpm --filter @aisle/services run generate:icons`.
 */
type Row = readonly [name: string, icon: string, brand: string, unitLabel: string, price: number, extras?: Extras];

const nonFoodDepartments = new Set<DepartmentId>(['household', 'personal-care', 'beer-wine-spirits']);

const rows: Record<DepartmentId, readonly Row[]> = {
  produce: [
    ['Honeycrisp Apples', 'red-apple', 'Field & Furrow', 'per lb', 2.99, { featured: true }],
    ['Bananas', 'banana', 'Field & Furrow', 'per lb', 0.59, { featured: true }],
    ['Hass Avocados', 'avocado', 'Field & Furrow', 'each', 1.25, { promo: 0.99 }],
    ['Strawberries', 'strawberry', 'Sunny Acres', '1 lb', 3.99, { flashSale: 20 }],
    ['Blueberries', 'blueberries', 'Sunny Acres', '6 oz', 3.49],
    ['Baby Spinach', 'leafy-green', 'Greenleaf Farms', '5 oz', 3.29],
    ['Romaine Hearts', 'leafy-green', 'Greenleaf Farms', '3 ct', 3.99],
    ['Roma Tomatoes', 'tomato', 'Field & Furrow', 'per lb', 1.49],
    ['Yellow Onions', 'onion', 'Field & Furrow', '3 lb bag', 2.99],
    ['Russet Potatoes', 'potato', 'Field & Furrow', '5 lb bag', 4.49],
    ['Baby Carrots', 'carrot', 'Greenleaf Farms', '1 lb', 1.79],
    ['Lemons', 'lemon', 'Sunny Acres', 'each', 0.69],
    ['Broccoli Crowns', 'broccoli', 'Greenleaf Farms', 'per lb', 2.49],
  ],
  'dairy-eggs': [
    ['Whole Milk', 'glass-of-milk', 'Daybreak Dairy', '1 gal', 3.79, { featured: true }],
    ['2% Reduced Fat Milk', 'glass-of-milk', 'Daybreak Dairy', '1 gal', 3.69],
    ['Large Grade A Eggs', 'egg', 'Daybreak Dairy', '12 ct', 3.29],
    ['Unsalted Butter', 'butter', 'Daybreak Dairy', '16 oz', 4.99, { promo: 3.99 }],
    ['Sharp Cheddar Cheese', 'cheese-wedge', 'Hollow Creek Creamery', '8 oz', 3.49],
    ['Shredded Mozzarella', 'cheese-wedge', 'Hollow Creek Creamery', '16 oz', 4.79],
    ['Plain Greek Yogurt', 'bowl-with-spoon', 'Hollow Creek Creamery', '32 oz', 5.49],
    ['Strawberry Yogurt Cups', 'bowl-with-spoon', 'Daybreak Dairy', '4 x 5.3 oz', 3.99],
    ['Oat Milk Original', 'glass-of-milk', 'Meadow & Oat', '64 fl oz', 4.29],
    ['Half & Half', 'pouring-liquid', 'Daybreak Dairy', '1 qt', 2.99],
    ['Cream Cheese', 'cheese-wedge', 'Hollow Creek Creamery', '8 oz', 2.49],
  ],
  'meat-seafood': [
    ['Boneless Skinless Chicken Breasts', 'poultry-leg', 'Prairie Gold', 'per lb', 4.99, { featured: true }],
    ['Ground Beef 85% Lean', 'cut-of-meat', 'Prairie Gold', '1 lb', 5.99],
    ['Pork Tenderloin', 'meat-on-bone', 'Prairie Gold', 'per lb', 4.49],
    ['Ribeye Steak', 'cut-of-meat', 'Prairie Gold', 'per lb', 14.99, { promo: 12.99 }],
    ['Applewood Smoked Bacon', 'bacon', 'Smokehouse Lane', '12 oz', 6.49],
    ['Atlantic Salmon Fillet', 'fish', 'Blue Current Seafood', 'per lb', 11.99, { fromHour: 10 }],
    ['Raw Shrimp 31/40', 'shrimp', 'Blue Current Seafood', '1 lb', 9.99],
    ['Chunk Light Tuna in Water', 'canned-food', 'Blue Current Seafood', '5 oz can', 1.29, { prop65: 'bpa' }],
    ['Italian Sausage Links', 'hot-dog', 'Smokehouse Lane', '19 oz', 5.49],
    ['Ground Turkey 93% Lean', 'poultry-leg', 'Prairie Gold', '1 lb', 5.29],
    ['Cod Fillets', 'fish', 'Blue Current Seafood', 'per lb', 10.49, { fromHour: 10 }],
  ],
  bakery: [
    ['Sourdough Loaf', 'bread', 'Hearthstone Bakery', '24 oz', 4.99, { fromHour: 10, featured: true }],
    ['Whole Wheat Sandwich Bread', 'bread', 'Hearthstone Bakery', '20 oz', 3.29],
    ['French Baguette', 'baguette-bread', 'Hearthstone Bakery', 'each', 2.49, { fromHour: 10 }],
    ['Plain Bagels', 'bagel', 'Hearthstone Bakery', '6 ct', 3.99],
    ['Butter Croissants', 'croissant', 'Hearthstone Bakery', '4 ct', 5.49, { fromHour: 9, flashSale: 25 }],
    ['Blueberry Muffins', 'cupcake', 'Hearthstone Bakery', '4 ct', 5.99],
    ['Flour Tortillas', 'flatbread', 'Casa Verde', '10 ct', 2.79],
    ['Hamburger Buns', 'hamburger', 'Hearthstone Bakery', '8 ct', 2.99],
    ['Chocolate Chip Cookies', 'cookie', 'Hearthstone Bakery', '12 ct', 4.99],
    ['Cinnamon Raisin Bread', 'bread', 'Hearthstone Bakery', '16 oz', 3.99],
    [
      'Birthday Sheet Cake',
      'birthday-cake',
      'Hearthstone Bakery',
      'quarter sheet',
      24.99,
      { fromHour: 12, notFor: ['DELIVERY'] },
    ],
  ],
  deli: [
    [
      'Rotisserie Chicken',
      'poultry-leg',
      'Market Kitchen',
      'each',
      7.99,
      { fromHour: 11, snap: false, featured: true },
    ],
    ['Oven Roasted Turkey Breast, Sliced', 'sandwich', 'Market Kitchen', 'per lb', 9.99, { notFor: ['DELIVERY'] }],
    ['Black Forest Ham, Sliced', 'meat-on-bone', 'Market Kitchen', 'per lb', 8.99],
    ['Classic Hummus', 'jar', 'Casa Verde', '10 oz', 3.99],
    ['California Roll', 'sushi', 'Market Kitchen', '8 pc', 7.49, { fromHour: 11 }],
    ['Chicken Caesar Salad', 'green-salad', 'Market Kitchen', '11 oz', 6.99, { fromHour: 10 }],
    ['Macaroni & Cheese', 'shallow-pan-of-food', 'Market Kitchen', '16 oz', 5.99],
    ['Fresh Salsa', 'hot-pepper', 'Casa Verde', '16 oz', 4.49, { flashSale: 15 }],
    ['Pepper Jack Cheese, Sliced', 'cheese-wedge', 'Hollow Creek Creamery', 'per lb', 7.99],
    ['Hot Soup of the Day', 'pot-of-food', 'Market Kitchen', '16 oz', 4.99, { snap: false, fromHour: 11 }],
  ],
  pantry: [
    ['Spaghetti', 'spaghetti', 'Nonna Rosa', '16 oz', 1.49],
    ['Marinara Sauce', 'jar', 'Nonna Rosa', '24 oz', 3.49, { promo: 2.99 }],
    ['Long Grain White Rice', 'cooked-rice', 'Golden Field', '2 lb', 2.99],
    ['Black Beans', 'beans', 'Casa Verde', '15 oz can', 0.99, { prop65: 'bpa' }],
    ['Chicken Noodle Soup', 'steaming-bowl', 'Golden Field', '10.75 oz can', 1.79, { prop65: 'bpa' }],
    ['Creamy Peanut Butter', 'peanuts', 'Golden Field', '16 oz', 2.99],
    ['Extra Virgin Olive Oil', 'olive', 'Nonna Rosa', '16.9 fl oz', 8.99],
    ['All-Purpose Flour', 'sheaf-of-rice', 'Golden Field', '5 lb', 3.49],
    ['Granulated Sugar', 'salt', 'Golden Field', '4 lb', 3.79],
    ['Diced Tomatoes', 'canned-food', 'Nonna Rosa', '14.5 oz can', 1.19, { prop65: 'bpa' }],
    ['Clover Honey', 'honey-pot', 'Sunny Acres', '12 oz', 4.99],
    ['Chicken Broth', 'pot-of-food', 'Golden Field', '32 fl oz', 2.49],
    [
      'Ground Coffee, Medium Roast',
      'hot-beverage',
      'Roastery Row',
      '12 oz',
      8.99,
      { prop65: 'acrylamide', featured: true },
    ],
    [
      'Whole Bean Coffee, Dark Roast',
      'hot-beverage',
      'Roastery Row',
      '12 oz',
      10.99,
      { prop65: 'acrylamide', flashSale: 20 },
    ],
  ],
  breakfast: [
    ['Honey Oat Clusters Cereal', 'bowl-with-spoon', 'Morning Table', '14 oz', 4.29],
    ['Old Fashioned Rolled Oats', 'sheaf-of-rice', 'Morning Table', '42 oz', 5.49],
    ['Buttermilk Pancake Mix', 'pancakes', 'Morning Table', '32 oz', 3.29],
    ['Pure Maple Syrup', 'maple-leaf', 'Sunny Acres', '12 fl oz', 9.99],
    ['Strawberry Preserves', 'jar', 'Sunny Acres', '18 oz', 3.99],
    ['Granola, Almond & Honey', 'bowl-with-spoon', 'Morning Table', '12 oz', 4.99, { promo: 3.99 }],
    ['Frosted Wheat Squares', 'sheaf-of-rice', 'Morning Table', '18 oz', 4.49],
    ['Instant Oatmeal Variety', 'bowl-with-spoon', 'Morning Table', '10 ct', 3.99],
    ['Toaster Pastries, Strawberry', 'pie', 'Morning Table', '8 ct', 2.99],
    ['Orange Juice, No Pulp', 'tangerine', 'Sunny Acres', '52 fl oz', 4.29, { featured: true }],
  ],
  frozen: [
    ['Pepperoni Pizza', 'pizza', 'Frostline', '21 oz', 6.99, { flashSale: 30 }],
    ['Vanilla Bean Ice Cream', 'soft-ice-cream', 'Frostline', '48 fl oz', 5.49],
    ['Frozen Peas', 'pea-pod', 'Frostline', '12 oz', 1.99],
    ['Mixed Vegetables', 'ear-of-corn', 'Frostline', '16 oz', 2.29],
    ['Crinkle Cut French Fries', 'french-fries', 'Frostline', '32 oz', 3.99, { prop65: 'acrylamide' }],
    ['Chicken Nuggets', 'poultry-leg', 'Frostline', '29 oz', 8.99],
    ['Frozen Waffles', 'waffle', 'Frostline', '10 ct', 2.99],
    ['Cheese Ravioli', 'dumpling', 'Nonna Rosa', '25 oz', 5.99],
    ['Frozen Blueberries', 'blueberries', 'Frostline', '48 oz', 9.49],
    ['Bean & Cheese Burritos', 'burrito', 'Casa Verde', '8 ct', 6.49],
    ['Ice Pops, Assorted', 'shaved-ice', 'Frostline', '12 ct', 3.49],
  ],
  beverages: [
    ['Sparkling Water, Lime', 'bubbles', 'Brookside', '8 x 12 fl oz', 4.49],
    ['Spring Water', 'droplet', 'Brookside', '24 x 16.9 fl oz', 4.99, { featured: true }],
    ['Cola', 'cup-with-straw', 'Fizzwell', '12 x 12 fl oz', 6.99, { promo: 5.49 }],
    ['Lemon-Lime Soda', 'cup-with-straw', 'Fizzwell', '2 L', 2.29],
    ['Unsweetened Iced Tea', 'tumbler-glass', 'Brookside', '64 fl oz', 3.29],
    ['Apple Juice', 'beverage-box', 'Sunny Acres', '64 fl oz', 3.49],
    ['Cold Brew Coffee', 'bubble-tea', 'Roastery Row', '32 fl oz', 5.99, { prop65: 'acrylamide' }],
    ['Sports Drink, Fruit Punch', 'cup-with-straw', 'Fizzwell', '6 x 20 fl oz', 5.99],
    ['Green Tea Bags', 'teacup-without-handle', 'Brookside', '40 ct', 3.99],
    ['Lemonade', 'tropical-drink', 'Sunny Acres', '52 fl oz', 2.99, { flashSale: 10 }],
    ['Coconut Water', 'coconut', 'Brookside', '33.8 fl oz', 4.49],
  ],
  snacks: [
    ['Sea Salt Potato Chips', 'potato', 'Crunch Corner', '8 oz', 3.99, { prop65: 'acrylamide', featured: true }],
    ['Tortilla Chips', 'taco', 'Casa Verde', '13 oz', 3.49, { prop65: 'acrylamide' }],
    ['Salted Mixed Nuts', 'chestnut', 'Crunch Corner', '10.3 oz', 7.99],
    ['Pretzel Twists', 'pretzel', 'Crunch Corner', '16 oz', 2.99],
    ['Butter Popcorn', 'popcorn', 'Crunch Corner', '6 ct', 4.49],
    ['Cheddar Crackers', 'rice-cracker', 'Crunch Corner', '7 oz', 2.79],
    ['Dark Chocolate Bar', 'chocolate-bar', 'Cocoa Ridge', '3.5 oz', 2.99, { promo: 2.49 }],
    ['Trail Mix', 'peanuts', 'Crunch Corner', '26 oz', 8.49],
    ['Peanut Butter Granola Bars', 'chocolate-bar', 'Morning Table', '12 ct', 4.99],
    ['Gummy Bears', 'candy', 'Cocoa Ridge', '12 oz', 2.49],
    [
      'Kettle Cooked Jalapeño Chips',
      'hot-pepper',
      'Crunch Corner',
      '8 oz',
      3.99,
      { prop65: 'acrylamide', flashSale: 20 },
    ],
  ],
  'beer-wine-spirits': [
    [
      'Lager',
      'beer-mug',
      'Old Mill Brewing',
      '12 x 12 fl oz cans',
      15.99,
      { minAge: 21, prop65: 'alcohol', featured: true },
    ],
    [
      'India Pale Ale',
      'clinking-beer-mugs',
      'Old Mill Brewing',
      '6 x 12 fl oz bottles',
      10.99,
      { minAge: 21, prop65: 'alcohol' },
    ],
    ['Wheat Ale', 'beer-mug', 'Old Mill Brewing', '6 x 12 fl oz bottles', 9.99, { minAge: 21, prop65: 'alcohol' }],
    [
      'Hard Seltzer Variety',
      'bubbles',
      'Old Mill Brewing',
      '12 x 12 fl oz cans',
      17.99,
      { minAge: 21, prop65: 'alcohol' },
    ],
    [
      'Cabernet Sauvignon',
      'wine-glass',
      'Vine Hill Cellars',
      '750 ml',
      14.99,
      { minAge: 21, prop65: 'alcohol', promo: 12.99 },
    ],
    ['Chardonnay', 'clinking-glasses', 'Vine Hill Cellars', '750 ml', 12.99, { minAge: 21, prop65: 'alcohol' }],
    ['Pinot Noir', 'wine-glass', 'Vine Hill Cellars', '750 ml', 16.99, { minAge: 21, prop65: 'alcohol' }],
    [
      'Sparkling Rosé',
      'bottle-with-popping-cork',
      'Vine Hill Cellars',
      '750 ml',
      13.99,
      { minAge: 21, prop65: 'alcohol' },
    ],
    [
      'London Dry Gin',
      'cocktail-glass',
      'Copper Still',
      '750 ml',
      24.99,
      { minAge: 21, prop65: 'alcohol', notFor: ['DELIVERY'] },
    ],
    [
      'Kentucky Straight Bourbon',
      'tumbler-glass',
      'Copper Still',
      '750 ml',
      32.99,
      { minAge: 21, prop65: 'alcohol', notFor: ['DELIVERY'] },
    ],
    ['Premium Vodka', 'sake', 'Copper Still', '1.75 L', 27.99, { minAge: 21, prop65: 'alcohol', notFor: ['DELIVERY'] }],
  ],
  household: [
    ['Paper Towels', 'roll-of-paper', 'CleanHome', '6 rolls', 9.99, { featured: true }],
    ['Bath Tissue', 'roll-of-paper', 'CleanHome', '12 rolls', 11.99, { promo: 9.99 }],
    ['Dish Soap, Lemon', 'bubbles', 'CleanHome', '24 fl oz', 2.99],
    ['Laundry Detergent', 'basket', 'CleanHome', '92 fl oz', 12.99],
    ['Trash Bags, 13 Gallon', 'wastebasket', 'CleanHome', '40 ct', 8.49],
    ['All-Purpose Cleaner', 'bucket', 'CleanHome', '32 fl oz', 3.79],
    ['Aluminum Foil', 'roll-of-paper', 'CleanHome', '75 sq ft', 4.49],
    ['Zip-Top Storage Bags, Gallon', 'shopping-bags', 'CleanHome', '30 ct', 4.29],
    ['Dishwasher Pods', 'fork-and-knife-with-plate', 'CleanHome', '42 ct', 11.49],
    ['Sponges', 'sponge', 'CleanHome', '6 ct', 3.99],
    ['AA Batteries', 'battery', 'Brightcell', '8 ct', 8.99],
  ],
  'personal-care': [
    ['Fluoride Toothpaste', 'tooth', 'Gentle Care', '4.8 oz', 3.49],
    ['Soft Toothbrushes', 'toothbrush', 'Gentle Care', '2 ct', 3.99],
    ['Moisturizing Shampoo', 'lotion-bottle', 'Gentle Care', '12 fl oz', 5.49],
    ['Conditioner', 'lotion-bottle', 'Gentle Care', '12 fl oz', 5.49],
    ['Body Wash, Oatmeal', 'shower', 'Gentle Care', '18 fl oz', 5.99, { promo: 4.99 }],
    ['Bar Soap', 'soap', 'Gentle Care', '4 ct', 4.49],
    ['Deodorant, Unscented', 'lotion-bottle', 'Gentle Care', '2.6 oz', 4.29],
    ['Hand Sanitizer', 'open-hands', 'Gentle Care', '8 fl oz', 2.99],
    ['Sunscreen SPF 50', 'sun', 'Gentle Care', '8 fl oz', 9.99],
    ['Cotton Swabs', 'lotion-bottle', 'Gentle Care', '500 ct', 2.99],
  ],
  baby: [
    ['Diapers, Size 3', 'baby', 'Little Sprout', '68 ct', 24.99, { snap: false }],
    ['Baby Wipes, Unscented', 'baby', 'Little Sprout', '3 x 72 ct', 7.99, { snap: false, featured: true }],
    ['Infant Formula', 'baby-bottle', 'Little Sprout', '12.4 oz', 18.99],
    ['Apple Sauce Pouches', 'green-apple', 'Little Sprout', '4 x 3.2 oz', 4.49],
    ['Baby Oatmeal Cereal', 'bowl-with-spoon', 'Little Sprout', '8 oz', 3.49],
    ['Sweet Potato Puree', 'roasted-sweet-potato', 'Little Sprout', '4 oz', 1.29],
    ['Teething Wafers', 'rice-cracker', 'Little Sprout', '12 ct', 3.99],
    ['Baby Shampoo & Wash', 'bathtub', 'Little Sprout', '16 fl oz', 5.99, { snap: false }],
  ],
};

/** A six-digit (fictional) GS1 company prefix per brand, in order of first appearance. */
function brandPrefixes(): Map<string, string> {
  const prefixes = new Map<string, string>();
  for (const departmentRows of Object.values(rows)) {
    for (const [, , brand] of departmentRows) {
      if (!prefixes.has(brand)) prefixes.set(brand, String(841000 + prefixes.size * 7).padStart(6, '0'));
    }
  }
  return prefixes;
}

export function makeGtin13(first12: string): string {
  return `${first12}${gtin13CheckDigit(first12)}`;
}

export type ProductSeed = {
  gtin13: string;
  name: string;
  brand: string;
  departmentId: DepartmentId;
  priceCents: number;
  promoPriceCents: number | null;
  unitLabel: string;
  isSnapEligible: boolean;
  minAge: number | null;
  prop65Warning: string | null;
  isAvailablePickup: boolean;
  isAvailableDelivery: boolean;
  isAvailableInStore: boolean;
  maxQuantity: number;
  availableFromHour: number | null;
  flashSalePercentOff: number | null;
  isFeatured: boolean;
  /** What the search also matches (migration 0019, seed/searchData.ts). */
  category: string | null;
  tags: string[];
  unitSize: number;
  unitMeasure: 'oz' | 'fl oz' | 'ct' | 'sq ft';
};

const toCents = (dollars: number) => Math.round(dollars * 100);

type SeededProduct = { product: ProductSeed; iconName: string };

/** Every product, with GTIN-13s that stay the same from one seed to the next. */
export function productSeed(): ProductSeed[] {
  return seededProducts().map(({ product }) => product);
}

/**
 * The ingredients and Nutrition Facts of every seeded product that has them (migration 0026). Throws when
 * seed/productDetails.ts names no product, or when a SNAP-eligible product (a food) lacks either.
 */
export function productDetailsSeed(): Array<{ gtin13: string } & ProductDetailsSeed> {
  const byName = productDetailsByName();
  const products = productSeed();
  const names = new Set(products.map((product) => product.name));
  const unknown = [...byName.keys()].filter((name) => !names.has(name));
  if (unknown.length > 0) throw new Error(`The product details name no product: ${unknown.join(', ')}`);
  const missing = products.filter(
    (product) =>
      product.isSnapEligible && (!byName.get(product.name)?.nutrition || !byName.get(product.name)?.ingredients),
  );
  if (missing.length > 0) {
    throw new Error(
      `Foods without ingredients or Nutrition Facts: ${missing.map((product) => product.name).join(', ')}`,
    );
  }
  return products.flatMap((product) => {
    const details = byName.get(product.name);
    return details ? [{ gtin13: product.gtin13, ...details }] : [];
  });
}

/** The icon of each seeded product by GTIN-13 (not a database column: the picture is drawn from it). */
export function productIconNames(): Map<string, string> {
  return new Map(seededProducts().map(({ product, iconName }) => [product.gtin13, iconName]));
}

/**
 * A word of a product's name as the icon lookup compares it: lower case, singular ('apples' apple, 'peaches'
 * peach, 'tomatoes' tomato, 'berries' berry; 'hummus' and 'glass' stay).
 */
export function iconWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/(?<=[a-z]{2})ies$/, 'y')
    .replace(/(?<=[a-z]{2}(?:s|x|z|ch|sh|o))es$/, '')
    .replace(/(?<=[a-z]{3}[^su])s$/, '');
}

/**
 * The seeded catalogue's icons by the words of its products' names, for a product that has no icon of its
 * own (a generated catalogue): `heads` by a name's last word ('Ground Coffee' -> coffee), `words` by any
 * other word. The first seeded product to use a word wins.
 */
export function productIconWords(): { heads: Map<string, string>; words: Map<string, string> } {
  const heads = new Map<string, string>();
  const words = new Map<string, string>();
  for (const { product, iconName } of seededProducts()) {
    const parts = product.name
      .split(/\s+/)
      .map(iconWord)
      .filter((word) => word.length > 2);
    const head = parts.at(-1);
    if (head && !heads.has(head)) heads.set(head, iconName);
    for (const word of parts.slice(0, -1)) if (!words.has(word)) words.set(word, iconName);
  }
  return { heads, words };
}

function seededProducts(): SeededProduct[] {
  const prefixes = brandPrefixes();
  const nextItemByBrand = new Map<string, number>();
  const products: SeededProduct[] = [];
  const searchData = searchDataByName();
  for (const department of departmentSeed) {
    for (const [name, iconName, brand, unitLabel, price, extras = {}] of rows[department.id]) {
      const item = (nextItemByBrand.get(brand) ?? 10) + 1;
      nextItemByBrand.set(brand, item);
      const notFor = new Set(extras.notFor ?? []);
      const isAgeRestricted = extras.minAge !== undefined;
      const defaultMax = isAgeRestricted ? 12 : 25;
      products.push({
        iconName,
        product: {
          gtin13: makeGtin13(`0${prefixes.get(brand)}${String(item).padStart(5, '0')}`),
          name,
          brand,
          departmentId: department.id,
          priceCents: toCents(price),
          promoPriceCents: extras.promo === undefined ? null : toCents(extras.promo),
          unitLabel,
          isSnapEligible: extras.snap ?? (!nonFoodDepartments.has(department.id) && !isAgeRestricted),
          minAge: extras.minAge ?? null,
          prop65Warning: extras.prop65 ? prop65Warnings[extras.prop65] : null,
          isAvailablePickup: !notFor.has('PICKUP'),
          isAvailableDelivery: !notFor.has('DELIVERY'),
          isAvailableInStore: !notFor.has('IN_STORE'),
          maxQuantity: extras.maxQuantity ?? (extras.flashSale === undefined ? defaultMax : 10),
          availableFromHour: extras.fromHour ?? null,
          flashSalePercentOff: extras.flashSale ?? null,
          isFeatured: extras.featured ?? false,
          category: searchData.get(name)?.category ?? null,
          tags: searchData.get(name)?.tags ?? [],
          ...unitSizeOf(unitLabel),
        },
      });
    }
  }
  const names = new Set(products.map(({ product }) => product.name));
  const unknown = namesInSearchData().filter((name) => !names.has(name));
  if (unknown.length > 0) throw new Error(`The search data names no product: ${unknown.join(', ')}`);
  return products;
}

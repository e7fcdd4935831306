import { DIETARY_TAGS, type DietaryTag } from '@aisle/contracts';
import type { Db, Tx } from '../db/database.ts';
import { count, getTableColumns, sql } from '../db/orm.ts';
import { productDetails, products } from '../db/schema.ts';
import { type DepartmentId, makeGtin13, type ProductSeed, productSeed, prop65Warnings } from './catalogue.ts';
import type { NutritionFacts } from './productDetails.ts';
import { unitSizeOf } from './searchData.ts';

/**
 * A generated catalogue at a real grocer's size (30,000 to 50,000 products), on request: AISLE_CATALOGUE_SIZE
 * names how many products the catalogue holds in all, the 153 hand-written ones of catalogue.ts included;
 * this module makes the rest. Deterministic: the same size gives the same products, and a smaller size gives
 * the first products of a larger one (no Math.random; a seeded PRNG and arithmetic). Every brand is fictional.
 *
 * The shape: each department has a weight (its share of a grocer's SKUs: the pantry is the largest, produce
 * one of the smallest), its brands, and lines of products: a shelf category, the items of the line ('Gala
 * Apples', 'Fuji Apples'), their sizes and prices, their ingredients and one serving's Nutrition Facts. A
 * product is brand + (qualifier) + item in one size: 'Hillside Farms Organic Gala Apples', 3 lb bag.
 *
 * The search (catalogue/search.ts) ranks by ts_rank (which, for words that must all match, also rewards
 * them standing close together), then by how close the name is to the typed words, then by name. Generated
 * names start with their brand, so they are longer than the seeded names and the seeded staple stays first
 * among equals. The vocabulary keeps it so (services/test/search-relevance.test.ts holds with generated
 * catalogues of 5,000, 30,000, 50,000 and 100,000): no word that would outrank a seeded product for a word it
 * should win (no 'Root Beer', 'Dairy-Free Ice Cream', 'Toilet Paper', 'Tennessee Whiskey'; no 'Old', 'Mill',
 * 'Vine', 'Kitchen' or 'Care' in a brand), no brand sharing letter triples with a synonym ('prawns', 'nappies')
 * where the seeded product shares none, wine brands of three words (as long as 'Vine Hill Cellars', so 'red
 * wine' finds them no closer together), and the lines whose seeded product ties on every word have brands that
 * sort after its name (bath tissue, paper towels, diapers, bourbon, wine).
 */

/** The largest catalogue AISLE_CATALOGUE_SIZE may ask for. */
export const MAX_CATALOGUE_SIZE = 100_000;

/** A generated product: a row of `products` with its page-only columns (migration 0026). */
export type GeneratedProduct = ProductSeed & { ingredients: string | null; nutrition: NutritionFacts | null };

/** serving size, calories, fat, saturated fat, trans fat, cholesterol, sodium, carbohydrate, fiber, sugars, added sugars, protein. */
type Panel = readonly [string, number, number, number, number, number, number, number, number, number, number, number];

/** A size of a line's items: its unit label (seed/searchData.ts unitSizeOf reads it), price, servings. */
type Size = readonly [unitLabel: string, price: number, servings?: string];

/** An item of a line; a tuple carries its own tags ('red' for a red wine). */
type Item = string | readonly [name: string, tags: readonly string[]];

type Line = {
  category: string;
  items: readonly Item[];
  sizes: readonly Size[];
  /** The ingredients; `{i}` is the item in lower case. Absent: none (not food, or nothing to list). */
  ingredients?: string;
  /** One serving's Nutrition Facts; foods need it (the seed refuses a SNAP-eligible product without). */
  panel?: Panel;
  /** Words put before the item ('Organic', 'Unscented'); the department's when absent. */
  qualifiers?: readonly string[];
  /** The line's own brands; the department's when absent. */
  brands?: readonly string[];
  tags?: readonly DietaryTag[];
  prop65?: keyof typeof prop65Warnings;
  fromHour?: number;
  notForDelivery?: boolean;
  /** Not SNAP-eligible though food (hot foods). */
  isHot?: boolean;
  /** Food (ingredients and Nutrition Facts, SNAP-eligible); the department's kind when absent. */
  isFood?: boolean;
};

type DepartmentPlan = {
  /** Share of the generated products, in percent of the whole. */
  weight: number;
  kind: 'food' | 'alcohol' | 'nonfood';
  brands: readonly string[];
  qualifiers: readonly string[];
  lines: readonly Line[];
};

/** A list written as one text, its entries separated by '; ' (the vocabulary below stays readable). */
function list(entries: string): string[] {
  return entries.split('; ');
}

/** Items that all carry a tag ('red' for the red wines). */
function tagged(tag: string, entries: string): Item[] {
  return list(entries).map((name) => [name, [tag]] as const);
}

const fruitAndVegetables: readonly DietaryTag[] = ['vegan', 'gluten-free', 'dairy-free'];

/** The dietary tags a qualifier stands for. */
const qualifierTags: Record<string, readonly DietaryTag[]> = {
  Organic: ['organic'],
  'Gluten-Free': ['gluten-free'],
};

/** The dietary tags first, in the contracts' order, then the other words: the order of a product's tags. */
const tagOrder = new Map<string, number>(DIETARY_TAGS.map((tag, position) => [tag, position]));

/** Code-unit order: the same on every machine, whatever its locale (localeCompare is not). */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Per department: its share, brands and lines. Department order is the seed's (catalogue.ts departmentSeed). */
const plans: Record<DepartmentId, DepartmentPlan> = {
  produce: {
    weight: 3,
    kind: 'food',
    brands: list(
      'Hillside Farms; Green Valley Growers; Orchard Lane; Sunridge Farms; Cedar Hollow Farms; Bluebird Fields; Meadowlark Farms; Copper Creek Growers',
    ),
    qualifiers: ['Organic'],
    lines: [
      {
        category: 'Fruit',
        items: list(
          'Gala Apples; Fuji Apples; Granny Smith Apples; Pink Lady Apples; Braeburn Apples; Jazz Apples; Ambrosia Apples; McIntosh Apples; Cosmic Crisp Apples',
        ),
        sizes: [
          ['per lb', 1.99, 'varied'],
          ['3 lb bag', 4.99, 'about 7'],
        ],
        ingredients: '{i}.',
        panel: ['1 medium apple (182g)', 95, 0.3, 0, 0, 0, 2, 25, 4.4, 19, 0, 0.5],
        tags: fruitAndVegetables,
      },
      {
        category: 'Fruit',
        items: list('Bartlett Pears; Bosc Pears; Anjou Pears; Comice Pears'),
        sizes: [
          ['per lb', 1.79, 'varied'],
          ['2 lb bag', 3.99, 'about 5'],
        ],
        ingredients: '{i}.',
        panel: ['1 medium pear (178g)', 100, 0, 0, 0, 0, 0, 27, 6, 17, 0, 1],
        tags: fruitAndVegetables,
      },
      {
        category: 'Fruit',
        items: list('Seedless Green Grapes; Seedless Black Grapes; Cotton Candy Grapes; Concord Grapes'),
        sizes: [
          ['per lb', 2.99, 'varied'],
          ['2 lb', 5.49, 'about 7'],
        ],
        ingredients: 'Grapes.',
        panel: ['3/4 cup (126g)', 90, 0, 0, 0, 0, 0, 23, 1, 20, 0, 1],
        tags: fruitAndVegetables,
      },
      {
        category: 'Fruit',
        items: list('Navel Oranges; Cara Cara Oranges; Valencia Oranges; Clementines; Mandarins; Limes; Grapefruit'),
        sizes: [
          ['per lb', 1.49, 'varied'],
          ['3 lb bag', 4.99, 'about 6'],
        ],
        ingredients: '{i}.',
        panel: ['1 medium fruit (154g)', 80, 0, 0, 0, 0, 0, 19, 3, 14, 0, 1],
        tags: fruitAndVegetables,
      },
      {
        category: 'Fruit',
        items: list('Bananas; Baby Bananas; Plantains; Mangoes; Kiwifruit; Peaches; Nectarines; Plums'),
        sizes: [
          ['per lb', 0.69, 'varied'],
          ['2 lb bag', 2.49, 'varied'],
        ],
        ingredients: '{i}.',
        panel: ['1 medium fruit (118g)', 100, 0.3, 0.1, 0, 0, 1, 26, 3, 15, 0, 1],
        tags: fruitAndVegetables,
      },
      {
        category: 'Fruit',
        items: list('Hass Avocados; Large Hass Avocados; Mini Hass Avocados'),
        sizes: [
          ['each', 1.49, 'about 3'],
          ['4 ct', 4.99, 'about 12'],
        ],
        ingredients: 'Avocados.',
        panel: ['1/3 medium avocado (50g)', 80, 7, 1, 0, 0, 0, 4, 3, 0, 0, 1],
        tags: fruitAndVegetables,
      },
      {
        category: 'Fruit',
        items: list('Strawberries; Long Stem Strawberries; Raspberries; Blackberries; Blueberries; Golden Raspberries'),
        sizes: [
          ['6 oz', 3.49, 'about 1'],
          ['1 lb', 4.99, 'about 3'],
          ['2 lb', 7.99, 'about 6'],
        ],
        ingredients: '{i}.',
        panel: ['1 cup (144g)', 60, 0.5, 0, 0, 0, 0, 14, 4, 8, 0, 1],
        tags: fruitAndVegetables,
      },
      {
        category: 'Vegetables',
        items: list(
          'Green Bell Peppers; Yellow Bell Peppers; Orange Bell Peppers; Jalapeño Peppers; Poblano Peppers; Mini Sweet Peppers',
        ),
        sizes: [
          ['each', 1.29, '1'],
          ['1 lb', 3.99, 'about 3'],
        ],
        ingredients: '{i}.',
        panel: ['1 medium pepper (148g)', 25, 0, 0, 0, 0, 40, 6, 2, 4, 0, 1],
        tags: fruitAndVegetables,
      },
      {
        category: 'Vegetables',
        items: list(
          'Green Leaf Lettuce; Butter Lettuce; Iceberg Lettuce; Spring Mix; Baby Kale; Power Greens; Arugula; Shredded Cabbage; Celery Hearts; Kale Bunch',
        ),
        sizes: [
          ['5 oz', 3.49, 'about 2'],
          ['10 oz', 5.49, 'about 4'],
        ],
        ingredients: '{i}.',
        panel: ['2 cups (85g)', 15, 0, 0, 0, 0, 30, 3, 2, 1, 0, 1],
        tags: fruitAndVegetables,
      },
      {
        category: 'Vegetables',
        items: list(
          'White Button Mushrooms; Baby Bella Mushrooms; Portobello Mushrooms; Shiitake Mushrooms; Sliced White Mushrooms',
        ),
        sizes: [
          ['8 oz', 2.49, 'about 3'],
          ['16 oz', 4.49, 'about 6'],
        ],
        ingredients: '{i}.',
        panel: ['5 medium (84g)', 20, 0, 0, 0, 0, 5, 3, 1, 2, 0, 3],
        tags: fruitAndVegetables,
      },
      {
        category: 'Vegetables',
        items: list(
          'Yukon Gold Potatoes; Fingerling Potatoes; Purple Potatoes; Sweet Potatoes; Sweet Onions; White Onions; Shallots; Garlic Bulbs',
        ),
        sizes: [
          ['per lb', 1.29, 'varied'],
          ['3 lb bag', 3.99, 'about 9'],
        ],
        ingredients: '{i}.',
        panel: ['1 medium (148g)', 100, 0, 0, 0, 0, 5, 24, 2, 3, 0, 2],
        tags: fruitAndVegetables,
      },
      {
        category: 'Vegetables',
        items: list(
          'Cherry Tomatoes; Grape Tomatoes; Heirloom Tomatoes; Campari Tomatoes; Beefsteak Tomatoes; Zucchini Squash; Butternut Squash; Acorn Squash; English Cucumbers; Mini Cucumbers; Asparagus; Green Beans; Brussels Sprouts; Cauliflower; Broccolini; Sweet Corn',
        ),
        sizes: [
          ['per lb', 2.49, 'varied'],
          ['12 oz', 3.49, 'about 4'],
        ],
        ingredients: '{i}.',
        panel: ['1 cup (148g)', 30, 0, 0, 0, 0, 10, 6, 2, 3, 0, 2],
        tags: fruitAndVegetables,
      },
      {
        category: 'Vegetables',
        items: list(
          'Rainbow Carrots; Carrot Chips; Shredded Carrots; Broccoli Florets; Snap Peas; Stir Fry Vegetable Mix; Cilantro; Italian Parsley; Fresh Basil; Ginger Root',
        ),
        sizes: [
          ['8 oz', 2.29, 'about 3'],
          ['1 lb', 3.49, 'about 5'],
        ],
        ingredients: '{i}.',
        panel: ['3 oz (85g)', 30, 0, 0, 0, 0, 50, 7, 2, 3, 0, 1],
        tags: fruitAndVegetables,
      },
    ],
  },
  'dairy-eggs': {
    weight: 5,
    kind: 'food',
    brands: list(
      'Meadowbrook Farms; Clover Ridge; Bluebell Creamery; Silver Spring Dairy; Harvest Moon Creamery; Alpine Valley; Prairie Rose; Lakeview Farms; Brookstone Creamery; Evergreen Pastures',
    ),
    qualifiers: list('Organic; Lactose-Free'),
    lines: [
      {
        category: 'Milk',
        items: list(
          'Whole Milk; 2% Reduced Fat Milk; 1% Low Fat Milk; Fat Free Milk; Chocolate Milk; Vitamin D Whole Milk',
        ),
        sizes: [
          ['1 gal', 3.99, '16'],
          ['64 fl oz', 2.79, '8'],
          ['1 qt', 1.79, '4'],
        ],
        ingredients: 'Grade A {i}, vitamin A palmitate, vitamin D3.',
        panel: ['1 cup (240mL)', 130, 5, 3, 0, 20, 125, 12, 0, 12, 0, 8],
      },
      {
        category: 'Milk',
        qualifiers: ['Organic'],
        items: list(
          'Original Almond Milk; Unsweetened Almond Milk; Vanilla Almond Milk; Original Soy Milk; Barista Oat Milk; Unsweetened Oat Milk; Vanilla Oat Milk; Cashew Milk; Coconut Milk Beverage',
        ),
        sizes: [
          ['64 fl oz', 3.99, '8'],
          ['32 fl oz', 2.79, '4'],
        ],
        ingredients: 'Filtered water, {i} base, calcium carbonate, sea salt, gellan gum, vitamin D2.',
        panel: ['1 cup (240mL)', 90, 3, 0, 0, 0, 150, 12, 1, 7, 7, 2],
        tags: ['vegan', 'dairy-free'],
      },
      {
        category: 'Eggs',
        qualifiers: ['Organic'],
        items: list(
          'Large Brown Eggs; Large White Eggs; Extra Large Eggs; Cage-Free Large Eggs; Pasture-Raised Eggs; Jumbo Eggs; Medium Eggs',
        ),
        sizes: [
          ['12 ct', 3.49, '12'],
          ['18 ct', 4.99, '18'],
          ['6 ct', 2.29, '6'],
        ],
        ingredients: 'Eggs.',
        panel: ['1 large egg (50g)', 70, 5, 1.5, 0, 185, 70, 0, 0, 0, 0, 6],
        tags: ['gluten-free'],
      },
      {
        category: 'Butter & Cream',
        qualifiers: ['Organic'],
        items: list(
          'Salted Butter; European Style Butter; Whipped Butter; Spreadable Butter; Cultured Butter; Light Butter',
        ),
        sizes: [
          ['16 oz', 4.99, '32'],
          ['8 oz', 3.29, '16'],
        ],
        ingredients: 'Cream, salt.',
        panel: ['1 tbsp (14g)', 100, 11, 7, 0, 30, 90, 0, 0, 0, 0, 0],
      },
      {
        category: 'Butter & Cream',
        items: list(
          'Heavy Whipping Cream; Light Cream; Sour Cream; Light Sour Cream; French Vanilla Creamer; Hazelnut Creamer; Caramel Creamer; Sweet Cream Creamer',
        ),
        sizes: [
          ['16 fl oz', 3.49, 'about 32'],
          ['32 fl oz', 5.49, 'about 64'],
        ],
        ingredients: 'Cream, milk, carrageenan.',
        panel: ['1 tbsp (15mL)', 35, 3, 2, 0, 10, 5, 1, 0, 1, 0, 0],
      },
      {
        category: 'Cheese',
        qualifiers: list('Organic; Shredded; Sliced'),
        items: list(
          'Sharp Cheddar Cheese; Mild Cheddar Cheese; Colby Jack Cheese; Swiss Cheese; Provolone Cheese; Monterey Jack Cheese; Mozzarella Cheese; Parmesan Cheese; Gouda Cheese; Muenster Cheese; Havarti Cheese; Mexican Blend Cheese',
        ),
        sizes: [
          ['8 oz', 3.49, 'about 8'],
          ['16 oz', 5.99, 'about 16'],
          ['32 oz', 9.99, 'about 32'],
        ],
        ingredients: 'Pasteurized milk, cheese culture, salt, enzymes.',
        panel: ['1 oz (28g)', 110, 9, 5, 0, 30, 180, 0, 0, 0, 0, 7],
        tags: ['gluten-free'],
      },
      {
        category: 'Cheese',
        items: list(
          'Small Curd Cottage Cheese; Large Curd Cottage Cheese; Whipped Cream Cheese; Chive & Onion Cream Cheese; Ricotta Cheese; Crumbled Feta Cheese; Crumbled Blue Cheese; Goat Cheese Log',
        ),
        sizes: [
          ['8 oz', 2.99, 'about 8'],
          ['16 oz', 4.49, 'about 4'],
        ],
        ingredients: 'Cultured pasteurized milk, cream, salt, enzymes.',
        panel: ['1/2 cup (113g)', 110, 5, 3, 0, 20, 360, 4, 0, 3, 0, 12],
      },
      {
        category: 'Yogurt',
        qualifiers: list('Organic; Lactose-Free; Greek'),
        items: list(
          'Plain Yogurt; Vanilla Yogurt; Blueberry Yogurt; Peach Yogurt; Honey Yogurt; Mixed Berry Yogurt; Black Cherry Yogurt; Key Lime Yogurt; Coconut Yogurt',
        ),
        sizes: [
          ['32 oz', 4.99, 'about 5'],
          ['5.3 oz', 1.29, '1'],
          ['4 x 5.3 oz', 3.99, '4'],
        ],
        ingredients: 'Cultured pasteurized milk, sugar, natural flavor, pectin. Contains live and active cultures.',
        panel: ['3/4 cup (170g)', 140, 3, 2, 0, 15, 75, 19, 0, 17, 9, 8],
        tags: ['gluten-free'],
      },
    ],
  },
  'meat-seafood': {
    weight: 4,
    kind: 'food',
    brands: list(
      'Heritage Ranch; Blue Ridge Meats; Oak Creek Farms; Stockyard Select; Sierra Pastures; Liberty Poultry Co.; Granger Family Farms; Cattle Drive Beef Co.',
    ),
    qualifiers: list('Organic; Family Pack'),
    lines: [
      {
        category: 'Poultry',
        items: list(
          'Boneless Skinless Chicken Thighs; Chicken Drumsticks; Chicken Wings; Whole Chicken; Chicken Tenderloins; Ground Chicken; Bone-In Chicken Thighs; Boneless Skinless Chicken Breasts With Rib Meat',
        ),
        sizes: [
          ['per lb', 3.49, 'varied'],
          ['2 lb', 6.99, 'about 8'],
          ['3 lb', 9.49, 'about 12'],
        ],
        ingredients: 'Chicken.',
        panel: ['4 oz (112g)', 170, 9, 2.5, 0, 95, 80, 0, 0, 0, 0, 21],
        tags: ['gluten-free', 'dairy-free'],
      },
      {
        category: 'Poultry',
        items: list(
          'Ground Turkey 85% Lean; Ground Turkey 99% Lean; Turkey Breast Cutlets; Turkey Drumsticks; Turkey Sausage Links',
        ),
        sizes: [
          ['1 lb', 5.49, 'about 4'],
          ['2 lb', 9.99, 'about 8'],
        ],
        ingredients: 'Turkey.',
        panel: ['4 oz (112g)', 170, 9, 2.5, 0, 80, 75, 0, 0, 0, 0, 21],
        tags: ['gluten-free', 'dairy-free'],
      },
      {
        category: 'Beef',
        items: list(
          'Ground Beef 80% Lean; Ground Beef 90% Lean; Ground Beef 93% Lean; Sirloin Steak; New York Strip Steak; Flank Steak; Chuck Roast; Beef Stew Meat; Filet Mignon; Skirt Steak; Beef Brisket; T-Bone Steak; Beef Short Ribs',
        ),
        sizes: [
          ['per lb', 8.99, 'varied'],
          ['1 lb', 6.49, 'about 4'],
          ['2 lb', 12.49, 'about 8'],
        ],
        ingredients: 'Beef.',
        panel: ['4 oz (112g)', 240, 17, 6, 1, 80, 75, 0, 0, 0, 0, 21],
        tags: ['gluten-free', 'dairy-free'],
      },
      {
        category: 'Pork',
        items: list(
          'Bone-In Pork Chops; Boneless Pork Chops; Pork Shoulder; Baby Back Ribs; Pork Loin Roast; Ground Pork; Hickory Smoked Bacon; Thick Cut Bacon; Breakfast Sausage Links; Bratwurst; Smoked Sausage; Spiral Sliced Ham',
        ),
        sizes: [
          ['per lb', 4.49, 'varied'],
          ['1 lb', 5.49, 'about 4'],
          ['2 lb', 9.99, 'about 8'],
        ],
        ingredients: 'Pork, water, salt, sugar, sodium phosphate, sodium erythorbate, sodium nitrite.',
        panel: ['4 oz (112g)', 220, 14, 5, 0, 75, 90, 0, 0, 0, 0, 23],
        tags: ['gluten-free', 'dairy-free'],
      },
      {
        category: 'Seafood',
        brands: list(
          'Coastal Catch; Tidewater Fisheries; Northern Harbor Fish Co.; Bayside Fishmongers; Deep Blue Fisheries; Sound & Shore',
        ),
        qualifiers: list('Wild-Caught; Frozen'),
        items: list(
          'Sockeye Salmon Fillets; Tilapia Fillets; Haddock Fillets; Tuna Steaks; Sea Scallops; Cooked Shrimp; Jumbo Shrimp; Snow Crab Legs; Lobster Tails; Mahi Mahi Fillets; Catfish Fillets; Swordfish Steaks; Halibut Fillets; Mussels',
        ),
        sizes: [
          ['per lb', 10.99, 'varied'],
          ['1 lb', 9.49, 'about 4'],
          ['2 lb', 17.99, 'about 8'],
        ],
        ingredients: '{i}.',
        panel: ['4 oz (112g)', 130, 3, 0.5, 0, 60, 90, 0, 0, 0, 0, 25],
        tags: ['gluten-free', 'dairy-free'],
        fromHour: 10,
      },
    ],
  },
  bakery: {
    weight: 2,
    kind: 'food',
    brands: list(
      'Stonegate Bakers; Golden Crust; Village Oven; Sweet Hearth Bakehouse; Rye & Barley; Flourish Bakery; Baker Street Breads',
    ),
    qualifiers: list('Organic; Gluten-Free'),
    lines: [
      {
        category: 'Bread',
        items: list(
          'Honey Wheat Bread; White Sandwich Bread; Multigrain Bread; Italian Bread; Jewish Rye Bread; Potato Bread; Sourdough Sandwich Bread; Twelve Grain Bread; Oatmeal Bread; Ciabatta Loaf; Texas Toast',
        ),
        sizes: [
          ['20 oz', 3.49, 'about 20'],
          ['24 oz', 3.99, 'about 24'],
        ],
        ingredients:
          'Enriched wheat flour, water, sugar, yeast, soybean oil, salt, wheat gluten, cultured wheat flour.',
        panel: ['1 slice (28g)', 70, 1, 0, 0, 0, 130, 13, 1, 2, 2, 3],
        tags: ['vegan'],
      },
      {
        category: 'Bread',
        items: list(
          'Hot Dog Buns; Brioche Buns; Dinner Rolls; Kaiser Rolls; Sub Rolls; Pretzel Buns; Slider Buns; English Muffins',
        ),
        sizes: [
          ['8 ct', 3.49, '8'],
          ['12 ct', 4.49, '12'],
        ],
        ingredients: 'Enriched wheat flour, water, sugar, yeast, soybean oil, salt, eggs.',
        panel: ['1 roll (43g)', 120, 2, 0.5, 0, 0, 210, 22, 1, 3, 3, 4],
      },
      {
        category: 'Bagels & Tortillas',
        items: list(
          'Everything Bagels; Blueberry Bagels; Sesame Bagels; Onion Bagels; Whole Wheat Bagels; Corn Tortillas; Whole Wheat Tortillas; Spinach Wraps; Street Taco Tortillas; Naan Flatbread; Pita Pockets',
        ),
        sizes: [
          ['6 ct', 3.99, '6'],
          ['10 ct', 3.29, '10'],
        ],
        ingredients: 'Enriched wheat flour, water, salt, yeast, malt, {i}.',
        panel: ['1 piece (95g)', 250, 1.5, 0, 0, 0, 430, 50, 2, 5, 4, 10],
      },
      {
        category: 'Pastries',
        items: list(
          'Cinnamon Rolls; Apple Turnovers; Cheese Danish; Chocolate Croissants; Almond Croissants; Lemon Poppy Seed Muffins; Double Chocolate Muffins; Banana Nut Muffins; Glazed Donuts; Coffee Cake Slices',
        ),
        sizes: [
          ['4 ct', 5.49, '4'],
          ['6 ct', 6.99, '6'],
        ],
        ingredients: 'Enriched wheat flour, butter, sugar, eggs, water, yeast, salt, natural flavor.',
        panel: ['1 pastry (80g)', 320, 16, 9, 0, 55, 260, 39, 1, 17, 16, 5],
        fromHour: 9,
      },
      {
        category: 'Cookies & Cakes',
        items: list(
          'Chocolate Layer Cake; Carrot Cake; New York Cheesecake; Pound Cake; Angel Food Cake; Apple Pie; Pumpkin Pie; Pecan Pie; Cherry Pie; Lemon Meringue Pie',
        ),
        sizes: [
          ['each', 12.99, '8'],
          ['24 oz', 8.99, '8'],
        ],
        ingredients: 'Sugar, enriched wheat flour, eggs, butter, soybean oil, baking powder, salt, natural flavor.',
        panel: ['1 slice (110g)', 350, 16, 7, 0, 55, 280, 48, 1, 30, 29, 4],
        fromHour: 10,
      },
      {
        category: 'Cookies & Cakes',
        items: list(
          'Vanilla Cupcakes; Red Velvet Cupcakes; Sugar Cookies; Oatmeal Raisin Cookies; Snickerdoodle Cookies; Brownies; Lemon Bars; Frosted Sugar Cookies',
        ),
        sizes: [
          ['12 ct', 5.99, '12'],
          ['6 ct', 3.99, '6'],
          ['24 ct', 9.99, '24'],
        ],
        ingredients: 'Sugar, enriched wheat flour, eggs, butter, soybean oil, baking powder, salt, natural flavor.',
        panel: ['1 piece (75g)', 290, 13, 6, 0, 45, 220, 41, 1, 28, 27, 3],
        fromHour: 10,
      },
    ],
  },
  deli: {
    weight: 2,
    kind: 'food',
    brands: list(
      'Carver & Sons; Piedmont Market; Greenfield Fare; Main Street Deli; Sterling Cuts; Boar & Barrel; Tuscan Table',
    ),
    qualifiers: list('Thin Sliced; Low Sodium'),
    lines: [
      {
        category: 'Deli Meats',
        items: list(
          'Honey Ham; Smoked Turkey; Roast Beef; Genoa Salami; Pastrami; Bologna; Oven Roasted Chicken; Capicola; Mesquite Turkey; Corned Beef',
        ),
        sizes: [
          ['per lb', 9.49, 'varied'],
          ['8 oz', 4.99, 'about 4'],
          ['16 oz', 8.99, 'about 8'],
        ],
        ingredients: '{i}, water, salt, sugar, sodium phosphate, natural flavor, sodium nitrite.',
        panel: ['2 oz (56g)', 60, 1.5, 0.5, 0, 25, 480, 2, 0, 2, 1, 10],
        tags: ['gluten-free'],
      },
      {
        category: 'Cheese',
        qualifiers: ['Thin Sliced'],
        items: list(
          'Deli Swiss Cheese; Deli Provolone Cheese; Deli American Cheese; Deli Muenster Cheese; Deli Havarti Cheese; Deli Colby Jack Cheese',
        ),
        sizes: [
          ['per lb', 7.49, 'varied'],
          ['8 oz', 4.49, 'about 8'],
        ],
        ingredients: 'Pasteurized milk, cheese culture, salt, enzymes.',
        panel: ['1 oz (28g)', 100, 8, 5, 0, 25, 180, 0, 0, 0, 0, 7],
        tags: ['gluten-free'],
      },
      {
        category: 'Prepared Meals',
        qualifiers: [],
        items: list(
          "Chicken Pot Pie; Meatloaf; Meat Lasagna; Chicken Enchiladas; Shepherd's Pie; Baked Ziti; Orange Chicken; Potato Salad; Coleslaw; Pasta Salad; Chicken Salad; Egg Salad; Greek Salad",
        ),
        sizes: [
          ['16 oz', 6.99, 'about 2'],
          ['32 oz', 11.99, 'about 4'],
          ['per lb', 7.99, 'varied'],
        ],
        ingredients:
          '{i} (see the label in store for its full ingredients): wheat flour, milk, eggs, vegetables, salt, spices.',
        panel: ['1 cup (227g)', 320, 14, 5, 0, 60, 780, 32, 3, 5, 2, 17],
        fromHour: 11,
      },
      {
        category: 'Prepared Meals',
        qualifiers: ['Brown Rice'],
        items: list(
          'Spicy Tuna Roll; Salmon Avocado Roll; Veggie Roll; Shrimp Tempura Roll; Rainbow Roll; Salmon Nigiri',
        ),
        sizes: [
          ['8 pc', 7.49, '2'],
          ['10 pc', 8.99, '2'],
        ],
        ingredients:
          'Sushi rice (rice, rice vinegar, sugar, salt), nori, fish or vegetables as named ({i}), sesame seeds.',
        panel: ['4 pieces (120g)', 190, 4, 1, 0, 15, 410, 30, 1, 6, 5, 8],
        fromHour: 11,
      },
      {
        category: 'Dips & Spreads',
        qualifiers: ['Organic'],
        items: list(
          'Roasted Red Pepper Hummus; Roasted Garlic Hummus; Spinach Artichoke Dip; Guacamole; Pico de Gallo; Tzatziki; Queso Dip; French Onion Dip',
        ),
        sizes: [
          ['10 oz', 3.99, 'about 10'],
          ['16 oz', 5.49, 'about 16'],
        ],
        ingredients: '{i}: chickpeas, tahini, vegetable oil, garlic, lemon juice, salt, spices.',
        panel: ['2 tbsp (28g)', 70, 5, 0.5, 0, 0, 130, 4, 1, 0, 0, 2],
        tags: ['gluten-free'],
      },
      {
        category: 'Prepared Meals',
        qualifiers: [],
        items: list(
          'Lemon Pepper Rotisserie Chicken; BBQ Rotisserie Chicken; Herb Rotisserie Chicken; Fried Chicken, 8 Piece; Hot Chicken Tenders; Hot Mac & Cheese',
        ),
        sizes: [['each', 8.49, 'about 4']],
        ingredients: '{i}: chicken, water, salt, spices, sugar, natural flavor.',
        panel: ['3 oz (85g)', 180, 10, 3, 0, 85, 420, 1, 0, 0, 0, 21],
        isHot: true,
        fromHour: 11,
      },
    ],
  },
  pantry: {
    weight: 18,
    kind: 'food',
    brands: list(
      'Harvest Pantry; Bella Cucina; Golden Harvest; Homestead Kitchen; Pacific Table; Heartland Foods; Blue Mesa; Spice Route Co.; Grand Prairie; Cornerstone Foods; Larder & Co.; Southern Pantry',
    ),
    qualifiers: list('Organic; Gluten-Free; Low Sodium'),
    lines: [
      {
        category: 'Pasta',
        qualifiers: list('Organic; Gluten-Free; Whole Grain'),
        items: list(
          'Penne Rigate; Rotini; Elbow Macaroni; Linguine; Fettuccine; Farfalle; Rigatoni; Angel Hair; Thin Spaghetti; Orzo; Lasagna Noodles; Wide Egg Noodles; Medium Shells; Ziti',
        ),
        sizes: [
          ['16 oz', 1.49, 'about 8'],
          ['32 oz', 2.79, 'about 16'],
        ],
        ingredients: 'Semolina (wheat), durum wheat flour, niacin, iron, thiamine mononitrate, riboflavin, folic acid.',
        panel: ['2 oz (56g)', 200, 1, 0, 0, 0, 0, 42, 2, 2, 0, 7],
        tags: ['vegan'],
      },
      {
        category: 'Pasta',
        qualifiers: list('Organic; Low Sodium'),
        items: list(
          'Tomato Basil Sauce; Vodka Sauce; Alfredo Sauce; Roasted Garlic Pasta Sauce; Arrabbiata Sauce; Four Cheese Pasta Sauce; Basil Pesto; Puttanesca Sauce; Mushroom Pasta Sauce',
        ),
        sizes: [
          ['24 oz', 3.49, 'about 5'],
          ['45 oz', 5.99, 'about 9'],
        ],
        ingredients:
          'Tomato puree (water, tomato paste), diced tomatoes, olive oil, salt, garlic, basil, onions, spices.',
        panel: ['1/2 cup (125g)', 70, 2.5, 0, 0, 0, 480, 10, 2, 6, 0, 2],
      },
      {
        category: 'Rice & Beans',
        items: list(
          'Jasmine Rice; Basmati Rice; Brown Rice; Arborio Rice; Wild Rice Blend; Quinoa; Couscous; Pearl Barley; Farro; Spanish Rice Mix; Red Lentils; Green Lentils; Dried Pinto Beans; Dried Black Beans',
        ),
        sizes: [
          ['2 lb', 3.49, 'about 20'],
          ['5 lb', 6.99, 'about 50'],
          ['16 oz', 2.29, 'about 10'],
        ],
        ingredients: '{i}.',
        panel: ['1/4 cup dry (45g)', 160, 0, 0, 0, 0, 0, 36, 1, 0, 0, 3],
        tags: ['vegan', 'dairy-free'],
      },
      {
        category: 'Rice & Beans',
        items: list(
          'Pinto Beans; Dark Red Kidney Beans; Garbanzo Beans; Cannellini Beans; Great Northern Beans; Refried Beans; Baked Beans; Seasoned Black Beans; Butter Beans; Navy Beans',
        ),
        sizes: [
          ['15 oz can', 0.99, 'about 3.5'],
          ['29 oz can', 1.79, 'about 7'],
        ],
        ingredients: 'Prepared {i}, water, salt, calcium chloride.',
        panel: ['1/2 cup (130g)', 110, 0.5, 0, 0, 0, 390, 20, 6, 1, 0, 7],
        tags: ['vegan', 'gluten-free'],
        prop65: 'bpa',
      },
      {
        category: 'Canned Vegetables',
        items: list(
          'Whole Kernel Corn; Cut Green Beans; Sweet Peas; Sliced Carrots; Crushed Tomatoes; Tomato Sauce; Tomato Paste; Petite Diced Tomatoes; Sliced Potatoes; Cut Spinach; Sliced Beets; Mushroom Pieces',
        ),
        sizes: [
          ['15 oz can', 0.99, 'about 3.5'],
          ['29 oz can', 1.89, 'about 7'],
        ],
        ingredients: '{i}, water, salt.',
        panel: ['1/2 cup (125g)', 40, 0, 0, 0, 0, 290, 8, 2, 3, 0, 1],
        tags: ['vegan', 'gluten-free'],
        prop65: 'bpa',
      },
      {
        category: 'Soup & Broth',
        items: list(
          'Tomato Soup; Cream of Mushroom Soup; Vegetable Beef Soup; Minestrone Soup; New England Clam Chowder; Split Pea Soup; Chicken & Rice Soup; Lentil Soup; Broccoli Cheddar Soup; Chicken Tortilla Soup; Beef Chili with Beans; Homestyle Chicken Noodle Soup',
        ),
        sizes: [
          ['10.75 oz can', 1.49, 'about 2.5'],
          ['18.6 oz can', 2.99, 'about 2'],
        ],
        ingredients:
          'Water, {i} ingredients (vegetables, meat or beans as named), wheat flour, salt, vegetable oil, spices.',
        panel: ['1 cup (245g)', 110, 3, 1, 0, 10, 790, 17, 2, 5, 2, 5],
        prop65: 'bpa',
      },
      {
        category: 'Soup & Broth',
        items: list('Beef Broth; Vegetable Broth; Chicken Bone Broth; Beef Bone Broth; Chicken Stock; Vegetable Stock'),
        sizes: [
          ['32 fl oz', 2.49, 'about 4'],
          ['14.5 oz can', 1.29, 'about 2'],
        ],
        ingredients: '{i} (water, natural flavor), salt, onion, carrot, celery, spices.',
        panel: ['1 cup (240mL)', 15, 0, 0, 0, 0, 570, 1, 0, 1, 0, 1],
        tags: ['gluten-free', 'dairy-free'],
      },
      {
        category: 'Dips & Spreads',
        qualifiers: ['Organic'],
        items: list(
          'Crunchy Peanut Butter; Natural Creamy Peanut Butter; Almond Butter; Cashew Butter; Hazelnut Spread; Sunflower Seed Butter; Grape Jelly; Apricot Preserves; Raspberry Preserves; Orange Marmalade; Blackberry Jam; Mixed Fruit Jam',
        ),
        sizes: [
          ['16 oz', 3.49, 'about 15'],
          ['28 oz', 5.49, 'about 26'],
        ],
        ingredients: '{i}: roasted nuts or fruit, sugar, salt, pectin or palm oil as the spread needs.',
        panel: ['2 tbsp (32g)', 190, 16, 3, 0, 0, 140, 7, 2, 3, 2, 7],
      },
      {
        category: 'Baking & Cooking',
        qualifiers: ['Organic'],
        items: list(
          'Canola Oil; Vegetable Oil; Avocado Oil; Light Olive Oil; Coconut Oil; Toasted Sesame Oil; Apple Cider Vinegar; Balsamic Vinegar; Distilled White Vinegar; Cooking Spray',
        ),
        sizes: [
          ['16.9 fl oz', 6.99, 'about 34'],
          ['48 fl oz', 9.99, 'about 96'],
        ],
        ingredients: '{i}.',
        panel: ['1 tbsp (14g)', 120, 14, 1, 0, 0, 0, 0, 0, 0, 0, 0],
        tags: ['vegan', 'gluten-free'],
      },
      {
        category: 'Baking & Cooking',
        qualifiers: ['Organic'],
        items: list('Bread Flour; Whole Wheat Flour; Cake Flour; Self-Rising Flour; Yellow Cornmeal; Almond Flour'),
        sizes: [
          ['2 lb', 3.29, 'about 30'],
          ['5 lb', 5.49, 'about 75'],
          ['10 lb', 9.49, 'about 150'],
        ],
        ingredients: '{i}.',
        panel: ['1/4 cup (30g)', 110, 0, 0, 0, 0, 0, 23, 1, 0, 0, 3],
      },
      {
        category: 'Baking & Cooking',
        qualifiers: ['Organic'],
        items: list('Light Brown Sugar; Dark Brown Sugar; Powdered Sugar; Cane Sugar; Turbinado Sugar'),
        sizes: [
          ['2 lb', 2.79, 'about 225'],
          ['4 lb', 4.29, 'about 450'],
          ['10 lb', 8.99, 'about 1130'],
        ],
        ingredients: '{i}.',
        panel: ['1 tsp (4g)', 15, 0, 0, 0, 0, 0, 4, 0, 4, 4, 0],
        tags: ['vegan', 'gluten-free'],
      },
      {
        category: 'Baking & Cooking',
        qualifiers: ['Organic'],
        items: list(
          'Baking Soda; Baking Powder; Pure Vanilla Extract; Semi-Sweet Chocolate Morsels; Cornstarch; Active Dry Yeast; Wildflower Honey; Orange Blossom Honey; Sweetened Condensed Milk; Evaporated Milk; Unsweetened Cocoa Powder; Shredded Coconut',
        ),
        sizes: [
          ['8 oz', 2.49, 'about 12'],
          ['12 oz', 3.49, 'about 18'],
          ['16 oz', 4.49, 'about 24'],
        ],
        ingredients: '{i}.',
        panel: ['1 tbsp (15g)', 50, 0, 0, 0, 0, 5, 12, 0, 10, 0, 0],
      },
      {
        category: 'Spices & Seasonings',
        items: list(
          'Ground Cinnamon; Ground Black Pepper; Garlic Powder; Onion Powder; Smoked Paprika; Chili Powder; Ground Cumin; Italian Seasoning; Dried Oregano; Crushed Red Pepper; Coarse Sea Salt; Taco Seasoning; Everything Bagel Seasoning; Bay Leaves; Ground Ginger; Curry Powder',
        ),
        sizes: [
          ['2.5 oz', 2.49, 'about 70'],
          ['6 oz', 4.99, 'about 170'],
        ],
        ingredients: '{i}.',
        panel: ['1/4 tsp (0.7g)', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        tags: ['vegan', 'gluten-free'],
      },
      {
        category: 'Condiments & Dressings',
        qualifiers: list('Organic; Low Sodium'),
        items: list(
          'Yellow Mustard; Dijon Mustard; Tomato Ketchup; Real Mayonnaise; Hickory BBQ Sauce; Cayenne Hot Sauce; Soy Sauce; Sweet Relish; Ranch Dressing; Italian Dressing; Caesar Dressing; Honey Mustard; Teriyaki Sauce; Sriracha Sauce; Worcestershire Sauce; Dill Pickle Spears',
        ),
        sizes: [
          ['12 fl oz', 2.49, 'about 24'],
          ['20 fl oz', 3.79, 'about 40'],
        ],
        ingredients: 'Distilled vinegar, water, sugar, salt, spices, natural flavor ({i}).',
        panel: ['1 tbsp (15g)', 20, 0, 0, 0, 0, 170, 5, 0, 4, 4, 0],
      },
      {
        category: 'Canned Fruit',
        items: list(
          'Sliced Peaches; Pineapple Chunks; Mandarin Oranges; Fruit Cocktail; Pear Halves; Tropical Fruit Salad; Dark Sweet Cherries; Unsweetened Applesauce; Cinnamon Applesauce',
        ),
        sizes: [
          ['15 oz can', 1.69, 'about 3.5'],
          ['6 x 4 oz', 3.29, '6'],
        ],
        ingredients: '{i}, water, sugar, ascorbic acid.',
        panel: ['1/2 cup (124g)', 80, 0, 0, 0, 0, 10, 20, 1, 18, 10, 0],
        tags: ['vegan', 'gluten-free'],
        prop65: 'bpa',
      },
      {
        category: 'Canned Meat & Fish',
        items: list(
          'Solid White Albacore Tuna; Chunk Light Tuna in Olive Oil; Pink Salmon; Sardines in Olive Oil; Chunk White Chicken; Corned Beef Hash; Anchovy Fillets; Smoked Oysters',
        ),
        sizes: [
          ['5 oz can', 1.79, 'about 2'],
          ['12 oz can', 3.99, 'about 5'],
        ],
        ingredients: '{i}, water, salt.',
        panel: ['2 oz (56g)', 70, 1, 0, 0, 30, 180, 0, 0, 0, 0, 15],
        tags: ['gluten-free', 'dairy-free'],
        prop65: 'bpa',
      },
      {
        category: 'International',
        items: list(
          'Salsa Verde; Chunky Medium Salsa; Hard Taco Shells; Red Enchilada Sauce; Diced Green Chiles; Chicken Ramen Noodles; Coconut Milk; Stir Fry Sauce; Rice Noodles; Pad Thai Sauce; Red Curry Paste; Kimchi; Tikka Masala Simmer Sauce; Chipotle Peppers in Adobo; Hoisin Sauce; Sushi Rice',
        ),
        sizes: [
          ['16 oz', 2.99, 'about 15'],
          ['8 oz', 1.99, 'about 8'],
        ],
        ingredients: '{i}: water, vegetables, spices, salt, sugar, vegetable oil.',
        panel: ['2 tbsp (30g)', 30, 1, 0, 0, 0, 220, 4, 1, 2, 1, 1],
      },
      {
        category: 'Coffee',
        items: list(
          'Breakfast Blend Ground Coffee; French Roast Ground Coffee; Colombian Ground Coffee; Decaf Ground Coffee; Espresso Whole Bean Coffee; Hazelnut Ground Coffee; Sumatra Whole Bean Coffee; Instant Coffee',
        ),
        sizes: [
          ['12 oz', 7.99, 'about 30'],
          ['24 oz', 13.99, 'about 60'],
          ['32 oz', 16.99, 'about 80'],
        ],
        ingredients: '100% arabica coffee.',
        panel: ['2 tbsp ground (10g)', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        tags: ['vegan', 'gluten-free'],
        prop65: 'acrylamide',
      },
      {
        category: 'Coffee',
        items: list(
          'Breakfast Blend Coffee Pods; Dark Roast Coffee Pods; Decaf Coffee Pods; Caramel Coffee Pods; Donut Shop Coffee Pods',
        ),
        sizes: [
          ['12 ct', 7.49, '12'],
          ['24 ct', 13.99, '24'],
          ['48 ct', 24.99, '48'],
        ],
        ingredients: '100% arabica coffee.',
        panel: ['1 pod (10g)', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        tags: ['vegan', 'gluten-free'],
        prop65: 'acrylamide',
      },
      {
        category: 'Tea',
        items: list(
          'Black Tea Bags; Chamomile Tea Bags; Peppermint Tea Bags; Earl Grey Tea Bags; Chai Tea Bags; English Breakfast Tea Bags; Hibiscus Tea Bags; Decaf Green Tea Bags',
        ),
        sizes: [
          ['20 ct', 3.49, '20'],
          ['40 ct', 5.99, '40'],
          ['100 ct', 9.99, '100'],
        ],
        ingredients: '{i} (tea leaves, herbs and spices as named).',
        panel: ['1 tea bag (2g)', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        tags: ['vegan', 'gluten-free'],
      },
    ],
  },
  breakfast: {
    weight: 5,
    kind: 'food',
    brands: list(
      'Sunrise Grains; Good Morning Co.; Maple Hollow; Golden Spoon; Northern Grain; Daystar Foods; Early Bird Foods; Bright Start; Farmhouse Breakfast',
    ),
    qualifiers: list('Organic; Gluten-Free; Family Size'),
    lines: [
      {
        category: 'Cereal',
        items: list(
          'Corn Flakes; Toasted Oat Rings; Frosted Corn Flakes; Raisin Bran; Honey Nut Oat Rings; Cocoa Crunch Cereal; Fruit Rings; Maple Pecan Granola; Bran Flakes; Shredded Wheat; Cinnamon Squares; Puffed Rice; Berry Granola; Peanut Butter Puffs',
        ),
        sizes: [
          ['12 oz', 3.99, 'about 12'],
          ['18 oz', 4.99, 'about 18'],
          ['24 oz', 5.99, 'about 24'],
        ],
        ingredients:
          'Whole grain corn, oats or wheat, sugar, salt, natural flavor, vitamin E (mixed tocopherols) to keep freshness.',
        panel: ['1 cup (30g)', 120, 1, 0, 0, 0, 190, 25, 3, 8, 8, 3],
      },
      {
        category: 'Cereal',
        items: list('Steel Cut Oats; Quick Oats; Cream of Wheat; Grits; Oat Bran'),
        sizes: [
          ['18 oz', 3.49, 'about 13'],
          ['30 oz', 4.99, 'about 22'],
          ['42 oz', 6.49, 'about 30'],
        ],
        ingredients: 'Whole grain rolled oats.',
        panel: ['1/2 cup dry (40g)', 150, 3, 0.5, 0, 0, 0, 27, 4, 1, 0, 5],
        tags: ['vegan'],
      },
      {
        category: 'Cereal',
        items: list(
          'Instant Oatmeal, Maple & Brown Sugar; Instant Oatmeal, Apple Cinnamon; Instant Oatmeal, Peaches & Cream; Overnight Oats, Blueberry; Oatmeal Cups, Banana Nut',
        ),
        sizes: [
          ['8 ct', 3.49, '8'],
          ['10 ct', 3.99, '10'],
          ['18 ct', 6.49, '18'],
        ],
        ingredients: 'Whole grain rolled oats, sugar, natural flavor, salt, calcium carbonate, {i} pieces.',
        panel: ['1 packet (43g)', 160, 2, 0.5, 0, 0, 210, 32, 3, 12, 11, 4],
      },
      {
        category: 'Pancakes & Waffles',
        items: list(
          'Original Pancake Mix; Whole Grain Pancake Mix; Protein Pancake Mix; Belgian Waffle Mix; Gluten-Free Pancake Mix',
        ),
        sizes: [
          ['32 oz', 3.49, 'about 20'],
          ['16 oz', 2.49, 'about 10'],
        ],
        ingredients: 'Enriched wheat flour, sugar, leavening, salt, dextrose.',
        panel: ['1/3 cup mix (40g)', 150, 1.5, 0, 0, 0, 470, 30, 1, 4, 4, 4],
      },
      {
        category: 'Pancakes & Waffles',
        items: list(
          'Pure Maple Syrup, Dark; Original Pancake Syrup; Butter Pecan Syrup; Blueberry Syrup; Sugar-Free Syrup',
        ),
        sizes: [
          ['12 fl oz', 4.99, 'about 6'],
          ['24 fl oz', 6.99, 'about 12'],
          ['32 fl oz', 8.49, 'about 16'],
        ],
        ingredients: 'Corn syrup, high fructose corn syrup, water, cellulose gum, salt, natural and artificial flavor.',
        panel: ['1/4 cup (60mL)', 210, 0, 0, 0, 0, 75, 53, 0, 32, 32, 0],
      },
      {
        category: 'Juice',
        brands: list('Sunny Grove; Valencia Gold; Orchard Sun; Florida Gold Groves; Citrus Hill Farms; Grove Stand'),
        qualifiers: ['Organic'],
        items: list(
          'Orange Juice, Pulp Free; Orange Juice, Some Pulp; Orange Juice with Calcium & Vitamin D; Orange Juice, Homestyle Pulp; Grapefruit Juice; Orange Tangerine Juice; Orange Mango Juice',
        ),
        sizes: [
          ['52 fl oz', 4.29, 'about 6.5'],
          ['89 fl oz', 6.49, 'about 11'],
          ['6 x 10 fl oz', 5.49, '6'],
        ],
        ingredients: '100% pure squeezed {i}.',
        panel: ['8 fl oz (240mL)', 110, 0, 0, 0, 0, 0, 26, 0, 22, 0, 2],
        tags: ['vegan', 'gluten-free'],
      },
      {
        category: 'Cereal',
        items: list(
          'Vanilla Almond Granola; Honey Oat Granola; Dark Chocolate Granola; Coconut Cashew Granola; Low Sugar Granola; Ancient Grain Granola; Muesli',
        ),
        sizes: [
          ['12 oz', 4.99, 'about 10'],
          ['24 oz', 8.49, 'about 20'],
        ],
        ingredients: 'Whole grain oats, cane sugar, sunflower oil, {i} pieces, honey, sea salt.',
        panel: ['2/3 cup (55g)', 250, 9, 1.5, 0, 0, 110, 38, 4, 13, 12, 6],
      },
      {
        category: 'Breakfast Bars & Pastries',
        items: list(
          'Toaster Pastries, Brown Sugar Cinnamon; Toaster Pastries, Blueberry; Soft Baked Breakfast Bars, Apple; Breakfast Biscuits, Honey Oat; Breakfast Biscuits, Blueberry',
        ),
        sizes: [
          ['8 ct', 2.99, '8'],
          ['12 ct', 4.49, '12'],
        ],
        ingredients: 'Enriched wheat flour, sugar, soybean oil, dextrose, fruit filling, salt, leavening.',
        panel: ['1 pastry (50g)', 200, 5, 1.5, 0, 0, 170, 37, 1, 16, 16, 2],
      },
    ],
  },
  frozen: {
    weight: 8,
    kind: 'food',
    brands: list(
      'Polar Peak; Northern Star; Arctic Harvest; Winter Garden; Snowcap; Glacier Foods; Evergreen Table; Iceberg Eats; Blue Tundra; Chill Creek',
    ),
    qualifiers: list('Organic; Family Size'),
    lines: [
      {
        category: 'Pizza',
        items: list(
          'Supreme Pizza; Margherita Pizza; Four Cheese Pizza; Sausage Pizza; BBQ Chicken Pizza; Veggie Pizza; Thin Crust Pepperoni Pizza; Rising Crust Cheese Pizza; French Bread Pizza; Cauliflower Crust Pizza',
        ),
        sizes: [
          ['21 oz', 6.99, 'about 5'],
          ['12 oz', 4.49, '3'],
          ['28 oz', 9.99, 'about 7'],
        ],
        ingredients:
          'Crust (enriched wheat flour, water, yeast, oil), low-moisture mozzarella cheese, tomato sauce, toppings as named.',
        panel: ['1/5 pizza (120g)', 300, 12, 6, 0, 25, 650, 35, 2, 5, 3, 13],
      },
      {
        category: 'Ice Cream & Treats',
        qualifiers: list('Organic; Light'),
        items: list(
          'Chocolate Ice Cream; Cookies & Cream Ice Cream; Mint Chocolate Chip Ice Cream; Strawberry Ice Cream; Butter Pecan Ice Cream; Rocky Road Ice Cream; Salted Caramel Ice Cream; Vanilla Frozen Yogurt; Coffee Ice Cream; Neapolitan Ice Cream; Mango Sorbet; Raspberry Sorbet',
        ),
        sizes: [
          ['48 fl oz', 5.49, 'about 9'],
          ['16 fl oz', 4.99, 'about 3'],
        ],
        ingredients: 'Cream, skim milk, sugar, corn syrup, {i} flavoring, guar gum, carob bean gum.',
        panel: ['2/3 cup (95g)', 250, 13, 8, 0, 50, 75, 29, 0, 24, 19, 4],
      },
      {
        category: 'Ice Cream & Treats',
        qualifiers: [],
        items: list(
          'Ice Cream Sandwiches; Fudge Bars; Fruit Bars, Strawberry; Fruit Bars, Mango; Vanilla Ice Cream Cones; Mochi Ice Cream',
        ),
        sizes: [
          ['6 ct', 4.49, '6'],
          ['12 ct', 6.99, '12'],
        ],
        ingredients: 'Milk, cream, sugar, corn syrup, cocoa, wafer (wheat flour, sugar), natural flavor.',
        panel: ['1 bar (70g)', 150, 6, 4, 0, 15, 90, 22, 1, 15, 12, 3],
      },
      {
        category: 'Vegetables',
        items: list(
          'Frozen Broccoli Florets; Frozen Sweet Corn; Frozen Cut Green Beans; Frozen Cauliflower Rice; Frozen Stir Fry Vegetables; Frozen Chopped Spinach; Frozen Brussels Sprouts; Frozen Shelled Edamame; Frozen Peas & Carrots; Frozen Riced Broccoli; Frozen Asparagus Spears; Frozen Okra',
        ),
        sizes: [
          ['12 oz', 1.99, 'about 4'],
          ['32 oz', 4.29, 'about 10'],
          ['16 oz', 2.49, 'about 5'],
        ],
        ingredients: '{i}.',
        panel: ['1 cup (85g)', 30, 0, 0, 0, 0, 25, 5, 2, 1, 0, 2],
        tags: ['vegan', 'gluten-free'],
      },
      {
        category: 'Prepared Meals',
        items: list(
          'Chicken Alfredo Bowl; Beef Lasagna; Chicken Pad Thai; Cheese Enchiladas; Swedish Meatballs; Chicken Teriyaki Bowl; Vegetable Fried Rice; Chicken Tikka Masala; Salisbury Steak Dinner; Turkey & Gravy Dinner; Beef & Broccoli Bowl; Chicken Burrito Bowl',
        ),
        sizes: [
          ['10 oz', 3.49, '1'],
          ['38 oz', 10.99, 'about 5'],
          ['20 oz', 6.49, 'about 2'],
        ],
        ingredients: '{i}: cooked pasta or rice, meat or vegetables as named, water, cheese, salt, spices.',
        panel: ['1 meal (283g)', 350, 12, 5, 0, 45, 780, 42, 4, 6, 2, 18],
      },
      {
        category: 'Pancakes & Waffles',
        items: list(
          'Homestyle Waffles; Blueberry Waffles; Frozen Buttermilk Pancakes; Breakfast Burritos; Sausage Egg & Cheese Biscuits; French Toast Sticks',
        ),
        sizes: [
          ['10 ct', 2.99, '5'],
          ['24 ct', 5.99, '12'],
        ],
        ingredients: 'Enriched wheat flour, water, vegetable oil, eggs, sugar, leavening, salt.',
        panel: ['2 waffles (70g)', 180, 6, 1, 0, 15, 380, 27, 1, 3, 3, 4],
      },
      {
        category: 'Potatoes',
        items: list(
          'Shoestring Fries; Steak Fries; Tater Tots; Hash Brown Patties; Sweet Potato Fries; Waffle Fries; Seasoned Curly Fries; Diced Hash Browns',
        ),
        sizes: [
          ['32 oz', 3.99, 'about 11'],
          ['20 oz', 2.99, 'about 7'],
        ],
        ingredients: 'Potatoes, vegetable oil, salt, dextrose, sodium acid pyrophosphate (to keep the color).',
        panel: ['3 oz (84g)', 130, 5, 1, 0, 0, 310, 20, 2, 0, 0, 2],
        tags: ['vegan'],
        prop65: 'acrylamide',
      },
      {
        category: 'Fruit',
        items: list(
          'Frozen Strawberries; Frozen Mango Chunks; Frozen Mixed Berries; Frozen Sliced Peaches; Frozen Dark Cherries; Frozen Pineapple Chunks; Frozen Raspberries; Frozen Acai Packs',
        ),
        sizes: [
          ['16 oz', 3.99, 'about 4'],
          ['48 oz', 9.99, 'about 12'],
        ],
        ingredients: '{i}.',
        panel: ['1 cup (140g)', 70, 0, 0, 0, 0, 0, 17, 3, 12, 0, 1],
        tags: ['vegan', 'gluten-free'],
      },
      {
        category: 'Meat & Meatless',
        items: list(
          'Beef Burger Patties; Turkey Burger Patties; Veggie Burgers; Black Bean Burgers; Italian Style Meatballs; Meatless Crumbles; Chicken Nuggets, Dino Shaped; Breaded Chicken Tenders; Grilled Chicken Strips; Plant-Based Sausage Patties',
        ),
        sizes: [
          ['24 oz', 8.99, 'about 8'],
          ['12 oz', 5.49, 'about 4'],
          ['48 oz', 15.99, 'about 16'],
        ],
        ingredients: '{i}: meat or plant protein as named, water, seasoning, salt, breadcrumbs (wheat flour).',
        panel: ['1 patty (113g)', 240, 15, 6, 1, 70, 380, 5, 1, 1, 0, 20],
      },
      {
        category: 'Bread & Desserts',
        items: list(
          'Garlic Texas Toast; Garlic Bread; Deep Dish Pie Crusts; Puff Pastry Sheets; Chocolate Cream Pie; Key Lime Pie; Dinner Rolls, Ready to Bake; Cinnamon Roll Dough; Whipped Topping; Strawberry Shortcake Bars',
        ),
        sizes: [
          ['16 oz', 3.99, 'about 8'],
          ['32 oz', 6.99, 'about 16'],
        ],
        ingredients: 'Enriched wheat flour, water, vegetable oil, sugar, salt, yeast, garlic or filling as named.',
        panel: ['1 slice (40g)', 150, 7, 2, 0, 0, 200, 18, 1, 3, 3, 3],
      },
      {
        category: 'Appetizers',
        items: list(
          'Mozzarella Sticks; Pizza Rolls; Buffalo Chicken Wings; Vegetable Egg Rolls; Pork Potstickers; Jalapeño Poppers; Breaded Fish Sticks; Breaded Shrimp; Mini Tacos; Spinach Dip Bites',
        ),
        sizes: [
          ['20 oz', 6.49, 'about 6'],
          ['40 oz', 11.49, 'about 12'],
        ],
        ingredients: '{i}: enriched wheat flour, water, vegetable oil, cheese or meat as named, salt, spices.',
        panel: ['4 pieces (85g)', 230, 12, 4, 0, 20, 480, 22, 1, 2, 1, 9],
      },
    ],
  },
  beverages: {
    weight: 9,
    kind: 'food',
    brands: list(
      'Clearbrook; Summit Springs; Bright Bay; Island Breeze; Mountain Mist; Zesty Beverage Co.; Sunpeak; Bluewave; Harbor Light Drinks; Frontier Beverage',
    ),
    qualifiers: list('Diet; Zero Sugar; Caffeine-Free'),
    lines: [
      {
        category: 'Soda',
        items: list(
          'Ginger Ale; Cherry Cola; Vanilla Cola; Orange Cream; Black Cherry; Grape Fizz; Citrus Twist; Strawberry Fizz; Pineapple Fizz; Dr. Spice; Tonic Water',
        ),
        sizes: [
          ['12 x 12 fl oz cans', 6.99, '12'],
          ['2 L', 2.29, 'about 6'],
          ['6 x 16.9 fl oz bottles', 4.99, '6'],
          ['24 x 12 fl oz cans', 12.99, '24'],
        ],
        ingredients:
          'Carbonated water, high fructose corn syrup, citric acid, natural and artificial flavors, sodium benzoate (preservative).',
        panel: ['12 fl oz (355mL)', 150, 0, 0, 0, 0, 45, 39, 0, 39, 39, 0],
        tags: ['vegan', 'gluten-free'],
      },
      {
        category: 'Water',
        qualifiers: list('Mineral-Rich; Electrolyte-Enhanced'),
        items: list(
          'Purified Water; Alkaline Water; Sparkling Water, Lemon; Sparkling Water, Grapefruit; Sparkling Water, Black Cherry; Sparkling Water, Unflavored; Sparkling Mineral Water; Distilled Water; Natural Spring Water; Flavored Water, Berry',
        ),
        sizes: [
          ['24 x 16.9 fl oz', 4.99, '24'],
          ['1 gal', 1.49, '16'],
          ['8 x 12 fl oz cans', 4.49, '8'],
          ['1 L', 1.29, 'about 3'],
        ],
        ingredients: '{i}.',
        panel: ['12 fl oz (355mL)', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        tags: ['vegan', 'gluten-free'],
      },
      {
        category: 'Sports Drinks',
        qualifiers: list('Zero Sugar; Low Calorie'),
        items: list(
          'Sports Drink, Orange; Sports Drink, Lemon-Lime; Sports Drink, Glacier Cherry; Sports Drink, Berry Blast; Energy Drink, Original; Energy Drink, Tropical; Electrolyte Water; Protein Shake, Chocolate; Protein Shake, Vanilla',
        ),
        sizes: [
          ['8 x 20 fl oz', 7.99, '8'],
          ['4 x 16 fl oz cans', 7.49, '4'],
          ['28 fl oz', 1.99, 'about 3.5'],
        ],
        ingredients:
          'Water, sugar, dextrose, citric acid, salt, sodium citrate, monopotassium phosphate, natural flavor.',
        panel: ['20 fl oz (591mL)', 140, 0, 0, 0, 0, 270, 36, 0, 34, 34, 0],
        tags: ['vegan', 'gluten-free'],
      },
      {
        category: 'Juice',
        qualifiers: list('Organic; Light; No Sugar Added'),
        items: list(
          'Cranberry Juice Cocktail; Grape Juice; White Grape Juice; Pineapple Juice; Fruit Punch; Pink Lemonade; Mango Nectar; Tropical Blend Juice; Pomegranate Juice; Tomato Juice; Vegetable Juice; Cherry Limeade',
        ),
        sizes: [
          ['64 fl oz', 3.49, '8'],
          ['8 x 6.75 fl oz', 3.99, '8'],
          ['32 fl oz', 2.49, '4'],
        ],
        ingredients: '{i} (filtered water, fruit or vegetable juice concentrates), ascorbic acid.',
        panel: ['8 fl oz (240mL)', 120, 0, 0, 0, 0, 20, 30, 0, 28, 10, 0],
        tags: ['vegan', 'gluten-free'],
      },
      {
        category: 'Tea',
        qualifiers: list('Unsweetened; Diet; Organic'),
        items: list(
          'Sweet Tea; Green Tea with Honey; Peach Iced Tea; Lemon Iced Tea; Half & Half Tea Lemonade; Raspberry Iced Tea; Kombucha, Ginger; Kombucha, Berry',
        ),
        sizes: [
          ['64 fl oz', 2.99, '8'],
          ['12 x 16.9 fl oz', 9.99, '12'],
          ['18.5 fl oz', 1.79, 'about 2'],
        ],
        ingredients: 'Brewed tea (filtered water, tea leaves), sugar, citric acid, natural flavor.',
        panel: ['8 fl oz (240mL)', 90, 0, 0, 0, 0, 10, 23, 0, 23, 23, 0],
        tags: ['vegan', 'gluten-free'],
      },
      {
        category: 'Coffee',
        qualifiers: list('Low Sugar; Decaf; Organic'),
        items: list(
          'Iced Coffee, Vanilla; Iced Coffee, Mocha; Cold Brew, Black; Cold Brew, Sweet Cream; Bottled Latte; Canned Espresso',
        ),
        sizes: [
          ['48 fl oz', 5.49, '6'],
          ['4 x 11 fl oz', 7.99, '4'],
          ['13.7 fl oz', 2.99, 'about 2'],
        ],
        ingredients: 'Brewed coffee (water, coffee), milk, sugar, natural flavor.',
        panel: ['8 fl oz (240mL)', 120, 2, 1, 0, 10, 75, 22, 0, 20, 14, 3],
        prop65: 'acrylamide',
      },
      {
        category: 'Drink Mixes & Wellness',
        qualifiers: list('Organic; Zero Sugar'),
        items: list(
          'Coconut Water, Pineapple; Berry Smoothie; Green Smoothie; Ginger Shot; Margarita Mix; Bloody Mary Mix; Grenadine; Sweet & Sour Mix; Lemonade Drink Mix; Fruit Punch Drink Mix; Hot Cocoa Mix; Electrolyte Powder Packets',
        ),
        sizes: [
          ['32 fl oz', 3.99, '4'],
          ['10 ct', 4.49, '10'],
          ['15 fl oz', 3.49, 'about 2'],
        ],
        ingredients: 'Water, cane sugar, fruit juice concentrates, citric acid, natural flavor ({i}).',
        panel: ['8 fl oz (240mL)', 100, 0, 0, 0, 0, 60, 25, 0, 23, 18, 0],
        tags: ['vegan', 'gluten-free'],
      },
    ],
  },
  snacks: {
    weight: 10,
    kind: 'food',
    brands: list(
      'Golden Kettle; Big Sky Snacks; Trailhead; Salty Dog Snacks; Kettle Ridge; Sunflower Valley; Happy Harvest; Campfire Treats; Nutty Squirrel; Sweet Spot Candy Co.',
    ),
    qualifiers: list('Organic; Family Size; Reduced Fat'),
    lines: [
      {
        category: 'Chips',
        items: list(
          'Original Potato Chips; Barbecue Potato Chips; Salt & Vinegar Potato Chips; Ridged Potato Chips; Jalapeño Potato Chips; Honey BBQ Potato Chips; Dill Pickle Potato Chips; Kettle Cooked Sea Salt Potato Chips; Lightly Salted Potato Chips; Baked Potato Chips',
        ),
        sizes: [
          ['8 oz', 3.99, 'about 8'],
          ['13 oz', 5.49, 'about 13'],
          ['1 oz', 1.29, '1'],
        ],
        ingredients: 'Potatoes, vegetable oil (sunflower, corn and/or canola oil), salt, {i} seasoning.',
        panel: ['1 oz (28g)', 160, 10, 1.5, 0, 0, 170, 15, 1, 1, 0, 2],
        tags: ['gluten-free'],
        prop65: 'acrylamide',
      },
      {
        category: 'Chips',
        items: list(
          'Restaurant Style Tortilla Chips; Lime Tortilla Chips; Blue Corn Tortilla Chips; Multigrain Tortilla Chips; Tortilla Scoops; Nacho Cheese Tortilla Chips; Corn Chips; Pita Chips; Cheese Puffs; Plantain Chips; Pork Rinds; Cheese Curls',
        ),
        sizes: [
          ['13 oz', 3.49, 'about 13'],
          ['9 oz', 2.99, 'about 9'],
        ],
        ingredients: 'Whole corn, vegetable oil, salt, lime, {i} seasoning.',
        panel: ['1 oz (28g)', 140, 7, 1, 0, 0, 115, 18, 1, 0, 0, 2],
        prop65: 'acrylamide',
      },
      {
        category: 'Nuts & Trail Mix',
        items: list(
          'Roasted Almonds; Whole Cashews; Shelled Pistachios; Honey Roasted Peanuts; Deluxe Mixed Nuts; Sunflower Seeds; Walnut Halves; Pecan Halves; Mountain Trail Mix; Tropical Trail Mix; Dark Chocolate Almonds; Smoked Almonds',
        ),
        sizes: [
          ['8 oz', 4.99, 'about 8'],
          ['16 oz', 8.99, 'about 16'],
          ['32 oz', 15.99, 'about 32'],
        ],
        ingredients: '{i}, sea salt, peanut or sunflower oil.',
        panel: ['1 oz (28g)', 170, 15, 1.5, 0, 0, 90, 6, 3, 1, 0, 6],
        tags: ['gluten-free', 'vegan'],
      },
      {
        category: 'Crackers',
        items: list(
          'Saltine Crackers; Buttery Round Crackers; Honey Graham Crackers; Whole Wheat Crackers; Cheese Crackers; Rice Crackers; Animal Crackers; Sesame Crackers; Rosemary Flatbread Crackers; Oyster Crackers',
        ),
        sizes: [
          ['7 oz', 2.99, 'about 7'],
          ['13 oz', 4.49, 'about 13'],
        ],
        ingredients: 'Enriched wheat flour, vegetable oil, salt, leavening, yeast, malted barley flour.',
        panel: ['5 crackers (16g)', 70, 2, 0, 0, 0, 135, 12, 0, 0, 0, 1],
      },
      {
        category: 'Cookies & Cakes',
        items: list(
          'Chocolate Sandwich Cookies; Vanilla Wafers; Shortbread Cookies; Fig Bars; Chewy Oatmeal Cookies; Chewy Chocolate Chip Cookies; Lemon Creme Cookies; Ginger Snaps; Fudge Stripe Cookies; Snack Cakes, Vanilla',
        ),
        sizes: [
          ['13 oz', 3.99, 'about 12'],
          ['19 oz', 5.29, 'about 18'],
        ],
        ingredients:
          'Enriched wheat flour, sugar, palm oil, cocoa, corn syrup, leavening, salt, soy lecithin, natural flavor.',
        panel: ['3 cookies (34g)', 160, 7, 2, 0, 0, 115, 25, 1, 14, 14, 1],
      },
      {
        category: 'Candy',
        items: list(
          'Milk Chocolate Bar; Peanut Butter Cups; Caramel Chews; Sour Gummy Worms; Licorice Twists; Mint Patties; Jelly Beans; Chocolate Covered Almonds; Toffee Bar; Sea Salt Caramels; Fruit Chews; Hard Candy Assortment; White Chocolate Bar; Chocolate Covered Raisins',
        ),
        sizes: [
          ['3.5 oz', 2.49, 'about 3'],
          ['10 oz', 4.99, 'about 9'],
          ['32 oz', 11.99, 'about 30'],
        ],
        ingredients: 'Sugar, corn syrup, cocoa butter, milk, chocolate, soy lecithin, natural flavor.',
        panel: ['1 serving (40g)', 200, 11, 7, 0, 5, 35, 24, 1, 21, 20, 3],
      },
      {
        category: 'Pretzels & Popcorn',
        items: list(
          'Kettle Corn; White Cheddar Popcorn; Microwave Popcorn, Butter; Microwave Popcorn, Light; Pretzel Rods; Pretzel Thins; Honey Mustard Pretzel Pieces; Mini Pretzels; Caramel Corn; Sourdough Pretzel Nuggets',
        ),
        sizes: [
          ['6 ct', 4.49, '6'],
          ['16 oz', 3.49, 'about 16'],
        ],
        ingredients: 'Popcorn or enriched wheat flour, vegetable oil, salt, sugar, natural flavor.',
        panel: ['1 oz (28g)', 130, 6, 1, 0, 0, 230, 18, 2, 2, 2, 2],
      },
      {
        category: 'Snack Bars',
        items: list(
          'Chewy Granola Bars, Chocolate Chunk; Protein Bars, Chocolate; Fruit & Nut Bars; Breakfast Bars, Blueberry; Crispy Rice Treats; Oat Bars, Honey; Nut Butter Filled Bars; Coconut Almond Bars',
        ),
        sizes: [
          ['6 ct', 3.99, '6'],
          ['12 ct', 6.99, '12'],
        ],
        ingredients: 'Whole grain oats, sugar, rice flour, vegetable oil, honey, salt, soy lecithin, natural flavor.',
        panel: ['1 bar (35g)', 150, 5, 1.5, 0, 0, 95, 24, 2, 11, 10, 3],
      },
      {
        category: 'Jerky & Meat Snacks',
        qualifiers: list('Original; Teriyaki; Peppered'),
        items: list('Beef Jerky; Turkey Jerky; Beef Sticks; Smoked Meat Sticks; Pork Bites; Salmon Jerky'),
        sizes: [
          ['3.25 oz', 6.49, 'about 3'],
          ['10 oz', 14.99, 'about 10'],
          ['1 oz', 2.49, '1'],
        ],
        ingredients: '{i}: meat as named, sugar, water, salt, soy sauce, spices, sodium nitrite.',
        panel: ['1 oz (28g)', 80, 1, 0, 0, 20, 560, 6, 0, 5, 5, 11],
      },
      {
        category: 'Dried Fruit',
        items: list(
          'Fruit Snacks; Dried Mango; Seedless Raisins; Dried Cranberries; Fruit Leather; Dried Apricots; Pitted Prunes; Banana Chips',
        ),
        sizes: [
          ['6 oz', 3.49, 'about 5'],
          ['10 ct', 3.99, '10'],
        ],
        ingredients: '{i}, sugar, sunflower oil.',
        panel: ['1/4 cup (40g)', 130, 0, 0, 0, 0, 10, 31, 2, 26, 10, 1],
        tags: ['vegan', 'gluten-free'],
      },
    ],
  },
  'beer-wine-spirits': {
    weight: 6,
    kind: 'alcohol',
    brands: [],
    qualifiers: [],
    lines: [
      {
        category: 'Beer',
        brands: list(
          'Copper Kettle Brewing; Three Rivers Brewing; Lakeshore Brewing; High Desert Brewing; Iron Horse Brewing; Foggy Hollow Brewing; Granite Falls Brewing; Cinder Block Brewing; Tin Roof Brewing; Spoke Wheel Brewing',
        ),
        qualifiers: list('Unfiltered; Barrel-Aged; Imperial'),
        items: list(
          'Pilsner; Amber Lager; Hazy IPA; West Coast IPA; Pale Ale; Oatmeal Stout; Porter; Hefeweizen; Brown Ale; Blonde Ale; Kölsch; Session IPA; Double IPA; Light Lager; Mexican-Style Lager; Seasonal Variety Pack',
        ),
        sizes: [
          ['6 x 12 fl oz bottles', 10.99, '6'],
          ['12 x 12 fl oz cans', 17.99, '12'],
          ['24 x 12 fl oz cans', 29.99, '24'],
          ['4 x 16 fl oz cans', 11.99, '4'],
        ],
        ingredients: 'Water, barley malt, hops, yeast.',
        panel: ['12 fl oz (355mL)', 180, 0, 0, 0, 0, 15, 15, 0, 0, 0, 2],
      },
      {
        category: 'Wine',
        brands: list(
          'Delmar Estate Cellars; Lost Oak Cellars; Marlow Family Estate; Quail Point Cellars; Stag Canyon Cellars; Tessaro Family Cellars; Hollis Bay Cellars; Fairhaven Estate Cellars; Gable House Cellars; Juniper Flats Cellars; Kestrel Point Cellars; Larkspur Estate Cellars',
        ),
        qualifiers: list('Estate Grown; Barrel Select; Sonoma County; Napa Valley; Central Coast'),
        items: [
          ...tagged('red', 'Merlot; Cabernet Sauvignon; Pinot Noir; Malbec; Zinfandel; Syrah; Sangiovese; Tempranillo'),
          ...tagged(
            'white',
            'Chardonnay; Pinot Grigio; Sauvignon Blanc; Moscato; Viognier; Albariño; Prosecco; Brut Cava',
          ),
        ],
        sizes: [
          ['750 ml', 13.99, 'about 5'],
          ['1.5 L', 19.99, 'about 10'],
          ['375 ml', 8.99, 'about 2.5'],
          ['3 L', 24.99, 'about 20'],
        ],
        ingredients: '{i} grapes. Contains sulfites.',
        panel: ['5 fl oz (148mL)', 120, 0, 0, 0, 0, 5, 4, 0, 1, 0, 0],
      },
      {
        category: 'Spirits',
        brands: list(
          'Lone Elk Distilling; Northbound Spirits; Ozark Barrel Co.; Stillhouse Yard; Tall Pine Distillery; Mesa Rock Distillers; Prairie Fire Spirits; Revenant Distilling',
        ),
        qualifiers: list('Cask Strength; Aged 8 Years; Limited Release'),
        items: list(
          'Small Batch Bourbon; Single Barrel Bourbon; Straight Rye; Silver Tequila; Reposado Tequila; Spiced Rum; Dark Rum; Vodka; Citrus Vodka; Botanical Gin; Brandy; Coffee Liqueur; Triple Sec; Blended Scotch',
        ),
        sizes: [
          ['750 ml', 24.99, 'about 17'],
          ['1.75 L', 39.99, 'about 39'],
          ['375 ml', 14.99, 'about 8'],
          ['1 L', 29.99, 'about 22'],
        ],
        ingredients: '{i}: distilled spirits, water.',
        panel: ['1.5 fl oz (44mL)', 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        notForDelivery: true,
      },
      {
        category: 'Hard Seltzer',
        brands: list(
          'Copper Kettle Brewing; Lakeshore Brewing; Iron Horse Brewing; Cinder Block Brewing; Tin Roof Brewing; Spoke Wheel Brewing',
        ),
        items: list(
          'Hard Seltzer, Black Cherry; Hard Seltzer, Lime; Hard Seltzer, Mango; Hard Cider, Apple; Hard Cider, Pear; Hard Lemonade',
        ),
        sizes: [
          ['6 x 12 fl oz cans', 9.99, '6'],
          ['12 x 12 fl oz cans', 17.49, '12'],
        ],
        ingredients: 'Carbonated water, alcohol from cane sugar or fermented fruit, natural flavors, citric acid.',
        panel: ['12 fl oz (355mL)', 100, 0, 0, 0, 0, 15, 2, 0, 1, 1, 0],
      },
    ],
  },
  household: {
    weight: 10,
    kind: 'nonfood',
    brands: list(
      'Brightside; Fresh Start; Everclean; Purely Home; Sparkle & Shine; Simple Home; Maple & Birch; Clean Slate; Homeward; Tidy Nest',
    ),
    qualifiers: list('Lemon; Lavender; Free & Clear; Ocean Breeze'),
    lines: [
      {
        category: 'Paper Products',
        brands: list('Quiltmore; Silverbirch Home; Softwood; Sunbeam Home; Snowdrift; Whitebirch; Summit Soft'),
        qualifiers: list('Ultra Soft; Ultra Strong'),
        items: list('Bath Tissue, Mega Size; Bath Tissue, Double Size; Bath Tissue, Septic Safe'),
        sizes: [
          ['12 rolls', 12.99],
          ['24 rolls', 22.99],
          ['6 rolls', 6.99],
          ['18 rolls', 17.99],
        ],
      },
      {
        category: 'Paper Products',
        brands: list('Quiltmore; Silverbirch Home; Softwood; Sunbeam Home; Snowdrift; Whitebirch; Summit Soft'),
        qualifiers: ['Ultra Absorbent'],
        items: list(
          'Select-A-Size Paper Towels; Paper Towels, Prints; Heavy Duty Paper Towels; Paper Towels, Half Sheets',
        ),
        sizes: [
          ['6 rolls', 9.99],
          ['8 rolls', 12.99],
          ['2 rolls', 3.99],
          ['12 rolls', 18.99],
        ],
      },
      {
        category: 'Paper Products',
        brands: list('Quiltmore; Silverbirch Home; Softwood; Sunbeam Home; Snowdrift; Whitebirch; Summit Soft'),
        qualifiers: list('Everyday; Premium'),
        items: list(
          'Facial Tissues; Facial Tissues with Lotion; Paper Napkins; Dinner Napkins; Paper Plates; Paper Bowls; Paper Cups',
        ),
        sizes: [
          ['100 ct', 4.49],
          ['200 ct', 7.99],
          ['3 x 120 ct', 6.99],
        ],
      },
      {
        category: 'Cleaning Supplies',
        items: list(
          'Glass Cleaner; Bathroom Cleaner; Floor Cleaner; Toilet Bowl Cleaner; Oven Cleaner; Multi-Surface Spray; Disinfecting Spray; Stainless Steel Cleaner; Granite Cleaner; Wood Polish; Dish Soap; Dishwasher Gel; Rinse Aid; Air Freshener Spray',
        ),
        sizes: [
          ['32 fl oz', 3.99],
          ['64 fl oz', 6.49],
          ['16 fl oz', 2.99],
          ['128 fl oz', 9.99],
        ],
      },
      {
        category: 'Cleaning Supplies',
        items: list(
          'Disinfecting Wipes; Scrub Sponges; Microfiber Cloths; Dishwasher Detergent Pods; Toilet Bowl Cleaner Tablets; Magic Eraser Pads',
        ),
        sizes: [
          ['75 ct', 5.49],
          ['6 ct', 3.99],
          ['32 ct', 8.99],
          ['60 ct', 13.99],
        ],
      },
      {
        category: 'Laundry',
        items: list(
          'Liquid Laundry Detergent; HE Liquid Laundry Detergent; Fabric Softener; Stain Remover; Color-Safe Bleach; Concentrated Bleach; Wrinkle Release Spray',
        ),
        sizes: [
          ['92 fl oz', 12.99],
          ['150 fl oz', 18.99],
          ['46 fl oz', 7.99],
        ],
      },
      {
        category: 'Laundry',
        items: list('Laundry Detergent Pods; Dryer Sheets; Stain Remover Pods; Wool Dryer Balls; Color Catcher Sheets'),
        sizes: [
          ['42 ct', 13.49],
          ['120 ct', 6.99],
          ['81 ct', 21.99],
        ],
      },
      {
        category: 'Laundry',
        items: list('Powder Laundry Detergent; Scent Booster Beads; Oxi Laundry Booster'),
        sizes: [
          ['50 oz', 9.99],
          ['14.8 oz', 8.49],
          ['105 oz', 16.99],
        ],
      },
      {
        category: 'Kitchen Storage',
        qualifiers: [],
        items: list(
          'Tall Kitchen Trash Bags, 13 Gallon; Large Trash Bags, 30 Gallon; Drawstring Trash Bags, 13 Gallon; Sandwich Bags; Freezer Bags, Quart; Storage Bags, Gallon; Slow Cooker Liners; Food Storage Containers; Compostable Trash Bags, 3 Gallon',
        ),
        sizes: [
          ['40 ct', 8.49],
          ['90 ct', 15.99],
          ['20 ct', 4.99],
          ['120 ct', 18.99],
        ],
      },
      {
        category: 'Kitchen Storage',
        qualifiers: [],
        items: list('Plastic Wrap; Parchment Paper; Heavy Duty Aluminum Foil; Wax Paper; Non-Stick Aluminum Foil'),
        sizes: [
          ['75 sq ft', 4.49],
          ['200 sq ft', 7.99],
          ['50 sq ft', 3.49],
        ],
      },
      {
        category: 'Pet Care',
        brands: list('Happy Paws; Whisker & Wag; Loyal Companion; Purrfect Choice'),
        qualifiers: list('Grain-Free; Senior; Small Breed'),
        items: list(
          'Adult Dry Dog Food, Chicken & Rice; Adult Dry Dog Food, Lamb & Rice; Puppy Dry Food; Adult Dry Cat Food; Indoor Dry Cat Food; Clumping Cat Litter',
        ),
        sizes: [
          ['16 lb bag', 21.99],
          ['4 lb bag', 7.99],
          ['30 lb bag', 34.99],
        ],
      },
      {
        category: 'Pet Care',
        brands: list('Happy Paws; Whisker & Wag; Loyal Companion; Purrfect Choice'),
        qualifiers: ['Grain-Free'],
        items: list(
          'Wet Dog Food, Beef Stew; Wet Cat Food, Salmon Pâté; Wet Cat Food, Turkey; Dog Biscuits; Dental Dog Chews; Cat Treats, Tuna',
        ),
        sizes: [
          ['12 x 3 oz', 9.99],
          ['24 oz', 5.99],
          ['6 oz', 2.49],
        ],
      },
      {
        category: 'Home Essentials',
        qualifiers: [],
        items: list(
          'AAA Batteries; C Batteries; D Batteries; 9V Batteries; LED Light Bulbs, 60W; LED Light Bulbs, 100W; Kitchen Matches; Tea Light Candles; Plug-In Air Freshener Refills; Lint Rollers; Disposable Gloves; Mouse Traps; Zip Ties; Picture Hanging Kit',
        ),
        sizes: [
          ['4 ct', 5.99],
          ['8 ct', 9.99],
          ['24 ct', 14.99],
          ['2 ct', 3.49],
        ],
      },
    ],
  },
  'personal-care': {
    weight: 14,
    kind: 'nonfood',
    brands: list(
      'Pure Essentials; Botanica Naturals; Daily Fresh; Oceanside Essentials; Nordic Bloom; Verde Leaf; Zenith Labs; Silk & Stone; Clearwell; Aveline; Bare Botanics; Morning Dew Beauty',
    ),
    qualifiers: list('Coconut; Lavender; Tea Tree; Fragrance-Free; Sensitive Skin'),
    lines: [
      {
        category: 'Hair Care',
        items: list(
          'Volumizing Shampoo; Clarifying Shampoo; Anti-Dandruff Shampoo; Color Safe Shampoo; 2-in-1 Shampoo & Conditioner; Volumizing Conditioner; Deep Conditioner; Leave-In Conditioner; Hair Gel; Styling Mousse; Hair Spray; Dry Shampoo',
        ),
        sizes: [
          ['12 fl oz', 5.49],
          ['25.4 fl oz', 8.99],
          ['3 fl oz', 2.49],
          ['33.8 fl oz', 11.99],
        ],
        ingredients:
          'Water, sodium laureth sulfate, cocamidopropyl betaine, glycerin, sodium chloride, fragrance, citric acid, sodium benzoate.',
      },
      {
        category: 'Bath & Body',
        items: list(
          'Body Wash; Moisturizing Body Wash; Exfoliating Body Wash; Bar Soap; Liquid Hand Soap; Foaming Hand Soap; Body Lotion; Hand Cream; Body Scrub; Bubble Bath; Bath Salts; Shea Butter Lotion',
        ),
        sizes: [
          ['18 fl oz', 5.99],
          ['32 fl oz', 8.99],
          ['4 ct', 4.49],
          ['12 fl oz', 4.49],
        ],
        ingredients:
          'Water, sodium laureth sulfate, cocamidopropyl betaine, glycerin, fragrance, citric acid, tocopheryl acetate.',
      },
      {
        category: 'Bath & Body',
        qualifiers: list('Fragrance-Free; Clinical Strength; Fresh Scent'),
        items: list(
          'Antiperspirant Deodorant; Aluminum-Free Deodorant; Deodorant Spray; Shave Gel; Shave Cream; Aftershave Balm; Facial Cleanser; Facial Moisturizer; Night Cream; Eye Cream',
        ),
        sizes: [
          ['2.6 oz', 4.29],
          ['7 oz', 3.99],
          ['1.7 oz', 8.99],
          ['2 x 2.6 oz', 7.49],
        ],
        ingredients: 'Water, glycerin, stearic acid, sodium stearate, fragrance, tocopheryl acetate.',
      },
      {
        category: 'Bath & Body',
        qualifiers: list('Fragrance-Free; Extra Soft'),
        items: list(
          'Disposable Razors; Razor Cartridges; Cotton Rounds; Cotton Balls; Makeup Remover Wipes; Facial Cleansing Wipes; Lip Balm',
        ),
        sizes: [
          ['12 ct', 9.99],
          ['24 ct', 14.99],
          ['4 ct', 5.99],
          ['80 ct', 3.99],
        ],
        ingredients: 'Water, glycerin, stearic acid, sodium stearate, fragrance, tocopheryl acetate.',
      },
      {
        category: 'Oral Care',
        qualifiers: list('Mint; Cinnamint; Sensitive'),
        items: list(
          'Whitening Toothpaste; Cavity Protection Toothpaste; Kids Toothpaste; Charcoal Toothpaste; Enamel Toothpaste; Tartar Control Toothpaste',
        ),
        sizes: [
          ['4.8 oz', 3.49],
          ['2 x 4.8 oz', 5.99],
          ['6 oz', 4.29],
          ['3 x 4 oz', 7.99],
        ],
        ingredients:
          'Active ingredient: sodium fluoride 0.24%. Inactive: sorbitol, water, hydrated silica, glycerin, flavor, cellulose gum, sodium saccharin.',
      },
      {
        category: 'Oral Care',
        qualifiers: list('Mint; Sensitive'),
        items: list('Antiseptic Mouthwash; Fluoride Rinse; Whitening Mouthwash; Kids Fluoride Rinse'),
        sizes: [
          ['1 L', 5.49],
          ['500 ml', 3.79],
          ['1.5 L', 7.49],
        ],
        ingredients: 'Water, sorbitol, poloxamer 407, flavor, sodium fluoride, cetylpyridinium chloride, sucralose.',
      },
      {
        category: 'Oral Care',
        qualifiers: list('Soft; Extra Soft'),
        items: list(
          'Medium Toothbrushes; Electric Toothbrush Heads; Dental Floss; Floss Picks; Whitening Strips; Interdental Brushes',
        ),
        sizes: [
          ['2 ct', 3.99],
          ['4 ct', 6.99],
          ['90 ct', 3.49],
          ['14 ct', 24.99],
        ],
      },
      {
        category: 'Sun Care',
        qualifiers: list('Sport; Mineral; Kids'),
        items: list(
          'Sunscreen Lotion SPF 30; Sunscreen Lotion SPF 50; Sunscreen Spray SPF 50; Face Sunscreen SPF 40; After-Sun Aloe Gel; Sunscreen Stick SPF 50',
        ),
        sizes: [
          ['8 fl oz', 9.99],
          ['5 fl oz', 7.99],
          ['3 fl oz', 6.49],
          ['10 fl oz', 11.99],
        ],
        ingredients:
          'Active ingredients: avobenzone 3%, homosalate 10%, octisalate 5%, octocrylene 7%. Inactive: water, glycerin, silica, dimethicone, tocopherol.',
      },
      {
        category: 'Health & Wellness',
        qualifiers: list('Extra Strength; Value Size'),
        items: list(
          'Ibuprofen Tablets, 200 mg; Acetaminophen Caplets, 500 mg; Naproxen Tablets, 220 mg; Allergy Relief Tablets; Cold & Flu Relief; Antacid Chews; Daily Multivitamin; Vitamin C Tablets, 1000 mg; Vitamin D3 Softgels; Fish Oil Softgels; Melatonin Gummies; First Aid Bandages; Cough Drops, Honey Lemon; Saline Nasal Spray',
        ),
        sizes: [
          ['100 ct', 7.99],
          ['50 ct', 5.49],
          ['24 ct', 4.49],
          ['200 ct', 12.99],
        ],
        ingredients: 'See the Drug Facts or Supplement Facts on the package for active and inactive ingredients.',
      },
      {
        category: 'Feminine Care',
        qualifiers: ['Unscented'],
        items: list('Regular Tampons; Super Tampons; Ultra Thin Pads; Overnight Pads; Panty Liners; Heavy Flow Pads'),
        sizes: [
          ['36 ct', 7.99],
          ['18 ct', 4.99],
          ['54 ct', 10.99],
        ],
      },
    ],
  },
  baby: {
    weight: 4,
    kind: 'food',
    brands: list('Tiny Steps; Snugglebug; Sweet Pea Baby; Dreamland Baby; Wee Bloom; Lullaby Lane; Honeybee Baby'),
    qualifiers: ['Organic'],
    lines: [
      {
        category: 'Diapering',
        isFood: false,
        qualifiers: list('Overnight; Sensitive'),
        items: list(
          'Diapers, Size 1; Diapers, Size 2; Diapers, Size 4; Diapers, Size 5; Diapers, Size 6; Swim Diapers; Training Pants, 2T-3T; Training Pants, 3T-4T',
        ),
        sizes: [
          ['32 ct', 12.99],
          ['84 ct', 26.99],
          ['144 ct', 42.99],
          ['60 ct', 19.99],
        ],
      },
      {
        category: 'Diapering',
        isFood: false,
        qualifiers: list('Sensitive; Fragrance-Free'),
        items: list('Baby Wipes; Water Wipes; Nursing Pads; Changing Pad Liners'),
        sizes: [
          ['3 x 72 ct', 7.99],
          ['9 x 72 ct', 19.99],
          ['72 ct', 2.99],
        ],
      },
      {
        category: 'Diapering',
        isFood: false,
        qualifiers: list('Sensitive; Fragrance-Free'),
        items: list(
          'Diaper Rash Cream; Baby Lotion; Baby Oil; Baby Powder; Tear-Free Baby Wash; Baby Sunscreen SPF 50; Baby Balm',
        ),
        sizes: [
          ['4 oz', 5.49],
          ['13.6 fl oz', 7.99],
          ['2 x 4 oz', 9.49],
        ],
        ingredients: 'Water, glycerin, sodium citrate, citric acid, phenoxyethanol, aloe leaf extract.',
      },
      {
        category: 'Baby Food',
        items: list(
          'Apple Puree; Pear Puree; Banana Puree; Carrot Puree; Pea Puree; Mango Puree; Mixed Fruit Puree; Butternut Squash Puree; Spinach & Apple Puree; Blueberry Oat Puree; Sweet Potato & Corn Puree; Peach Puree',
        ),
        sizes: [
          ['4 oz', 1.29, '1'],
          ['4 x 3.5 oz', 4.99, '4'],
          ['2 x 4 oz', 2.29, '2'],
        ],
        ingredients: '{i} (fruit or vegetables as named), water, lemon juice concentrate.',
        panel: ['1 pouch (99g)', 60, 0, 0, 0, 0, 5, 14, 2, 10, 0, 1],
        tags: ['vegan', 'gluten-free', 'dairy-free'],
      },
      {
        category: 'Baby Food',
        items: list(
          'Single Grain Rice Cereal; Multigrain Baby Cereal; Veggie Puffs; Fruit Puffs; Yogurt Melts; Toddler Oat Bars; Teething Crackers; Toddler Formula; Infant Formula, Sensitive; Infant Formula, Soy; Infant Formula, Hypoallergenic',
        ),
        sizes: [
          ['8 oz', 3.49, 'about 15'],
          ['1.5 oz', 2.99, 'about 2'],
          ['22 oz', 28.99, 'about 45'],
        ],
        ingredients: '{i}: whole grain rice or oat flour, nonfat milk or fruit as named, vitamins and minerals.',
        panel: ['1/4 cup (15g)', 60, 1, 0, 0, 0, 10, 11, 1, 1, 0, 1],
      },
    ],
  },
};

/** The seeded products' count: the catalogue's floor. */
export function seededProductCount(): number {
  return productSeed().length;
}

/**
 * Whether the database holds a generated catalogue (more products than the seed's): its department pages then
 * render on demand, the built ones listing the seeded products only (ADR 0028).
 */
export async function holdsGeneratedCatalogue(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(products);
  return (row?.total ?? 0) > seededProductCount();
}

/**
 * AISLE_CATALOGUE_SIZE as a number: unset or empty means no generated catalogue (undefined). Throws, with a
 * message naming the variable, when it is not a whole number from the seeded count to MAX_CATALOGUE_SIZE.
 */
export function parseCatalogueSize(value: string | undefined, name = 'AISLE_CATALOGUE_SIZE'): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const text = value.trim().replace(/_/g, '');
  const size = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  const floor = seededProductCount();
  if (!Number.isSafeInteger(size) || size < floor || size > MAX_CATALOGUE_SIZE) {
    throw new Error(
      `${name} must be a whole number of products from ${floor} (the seeded catalogue) to ${MAX_CATALOGUE_SIZE}, not "${value}".`,
    );
  }
  return size;
}

/** A small seeded PRNG (mulberry32): the same seed gives the same sequence, in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a of a text: a stable number per name, for the small variations of price and nutrition. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  // MurmurHash3's finalizer: FNV alone leaves the low bits of similar texts correlated.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

type ResolvedLine = Line & {
  brands: readonly string[];
  qualifiers: readonly string[];
  isFood: boolean;
  isAlcohol: boolean;
};

/** One department's products in a shuffled order, produced on demand (a lazy Fisher-Yates over two pools). */
class DepartmentStream {
  readonly id: DepartmentId;
  readonly lines: ResolvedLine[];
  /** Combinations without a qualifier, then those with one: two pools, each shuffled as it is drawn. */
  private readonly pools: Array<{ codes: Int32Array; drawn: number }>;
  private readonly random: () => number;

  constructor(id: DepartmentId, plan: DepartmentPlan, seed: number) {
    this.id = id;
    this.lines = plan.lines.map((line) => ({
      ...line,
      brands: line.brands ?? plan.brands,
      qualifiers: line.qualifiers ?? plan.qualifiers,
      isFood: line.isFood ?? plan.kind !== 'nonfood',
      isAlcohol: plan.kind === 'alcohol',
    }));
    const plain: number[] = [];
    const qualified: number[] = [];
    let code = 0;
    for (const line of this.lines) {
      const combinations = line.brands.length * (line.qualifiers.length + 1) * line.items.length * line.sizes.length;
      for (let offset = 0; offset < combinations; offset += 1) {
        // The qualifier is the second-highest digit of the code (see combination()).
        const qualifier = Math.floor(offset / (line.items.length * line.sizes.length)) % (line.qualifiers.length + 1);
        (qualifier === 0 ? plain : qualified).push(code + offset);
      }
      code += combinations;
    }
    this.pools = [
      { codes: Int32Array.from(plain), drawn: 0 },
      { codes: Int32Array.from(qualified), drawn: 0 },
    ];
    this.random = mulberry32(seed);
  }

  get remaining(): number {
    return this.pools.reduce((sum, pool) => sum + pool.codes.length - pool.drawn, 0);
  }

  /** The next combination: about one in five carries a qualifier ('Organic'), while both pools last. */
  next(): { line: ResolvedLine; brand: string; qualifier: string | null; item: Item; size: Size } {
    const [plain, qualified] = this.pools as [(typeof this.pools)[0], (typeof this.pools)[0]];
    const wantsQualifier = this.random() < 0.2;
    const pool =
      (wantsQualifier && qualified.drawn < qualified.codes.length) || plain.drawn >= plain.codes.length
        ? qualified
        : plain;
    if (pool.drawn >= pool.codes.length) throw new Error(`The ${this.id} department has no more products to generate`);
    const pick = pool.drawn + Math.floor(this.random() * (pool.codes.length - pool.drawn));
    const chosen = pool.codes[pick] as number;
    pool.codes[pick] = pool.codes[pool.drawn] as number;
    pool.codes[pool.drawn] = chosen;
    pool.drawn += 1;
    return this.combination(chosen);
  }

  private combination(code: number) {
    let rest = code;
    for (const line of this.lines) {
      const sizes = line.sizes.length;
      const items = line.items.length;
      const qualifiers = line.qualifiers.length + 1;
      const combinations = line.brands.length * qualifiers * items * sizes;
      if (rest >= combinations) {
        rest -= combinations;
        continue;
      }
      const size = line.sizes[rest % sizes] as Size;
      const item = line.items[Math.floor(rest / sizes) % items] as Item;
      const qualifierIndex = Math.floor(rest / (sizes * items)) % qualifiers;
      const brand = line.brands[Math.floor(rest / (sizes * items * qualifiers))] as string;
      return {
        line,
        brand,
        qualifier: qualifierIndex === 0 ? null : (line.qualifiers[qualifierIndex - 1] as string),
        item,
        size,
      };
    }
    throw new Error(`No combination ${code} in the ${this.id} department`);
  }
}

/** Dollars to cents at a shelf price's usual ending: 3.40 → 339 (.x9), at least 49 cents. */
function shelfCents(dollars: number): number {
  return Math.max(49, Math.round(dollars * 10) * 10 - 1);
}

/** Rounds as a Nutrition Facts label does, roughly: calories to 5 or 10, grams to a half or a whole. */
function panelOf(panel: Panel, servings: string, variation: number): NutritionFacts {
  const [
    servingSize,
    calories,
    fat,
    saturatedFat,
    transFat,
    cholesterol,
    sodium,
    carbohydrate,
    fiber,
    sugars,
    added,
    protein,
  ] = panel;
  const scale = (value: number, step: number) => Math.round((value * variation) / step) * step;
  const totalFatG = scale(fat, 0.5);
  const totalCarbohydrateG = scale(carbohydrate, 1);
  const totalSugarsG = Math.min(totalCarbohydrateG, scale(sugars, 1));
  return {
    servingSize,
    servingsPerContainer: servings,
    calories: scale(calories, calories > 50 ? 10 : 5),
    totalFatG,
    saturatedFatG: Math.min(totalFatG, scale(saturatedFat, 0.5)),
    transFatG: transFat,
    cholesterolMg: scale(cholesterol, 5),
    sodiumMg: scale(sodium, 5),
    totalCarbohydrateG,
    dietaryFiberG: Math.min(totalCarbohydrateG, scale(fiber, 1)),
    totalSugarsG,
    addedSugarsG: Math.min(totalSugarsG, scale(added, 1)),
    proteinG: scale(protein, protein < 1 ? 0.5 : 1),
  };
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The generated brands' GS1 company prefixes: '086' and a brand number; the seed's brands use '0841…'. */
const GENERATED_PREFIX = '086';

/**
 * The products a catalogue of `catalogueSize` adds to the seeded ones (catalogueSize minus the seeded count),
 * always the same for the same size. Departments take their turn by weight (a smooth weighted round robin),
 * so any prefix of the list has the departments in their proportions.
 */
export function generatedProducts(catalogueSize: number): GeneratedProduct[] {
  const floor = seededProductCount();
  if (!Number.isInteger(catalogueSize) || catalogueSize < floor || catalogueSize > MAX_CATALOGUE_SIZE) {
    throw new Error(`A catalogue holds from ${floor} to ${MAX_CATALOGUE_SIZE} products, not ${catalogueSize}`);
  }
  const streams = (Object.entries(plans) as Array<[DepartmentId, DepartmentPlan]>).map(([id, plan], index) => ({
    stream: new DepartmentStream(id, plan, 0x5eed + index * 7919),
    weight: plan.weight,
    credit: 0,
  }));
  const brandNumbers = new Map<string, number>();
  const nextItemByBrand = new Map<string, number>();
  const result: GeneratedProduct[] = [];
  const wanted = catalogueSize - floor;
  while (result.length < wanted) {
    const open = streams.filter((entry) => entry.stream.remaining > 0);
    if (open.length === 0) throw new Error(`The generator runs out of products at ${floor + result.length}`);
    const total = open.reduce((sum, entry) => sum + entry.weight, 0);
    let chosen = open[0] as (typeof open)[0];
    for (const entry of open) {
      entry.credit += entry.weight;
      if (entry.credit > chosen.credit) chosen = entry;
    }
    chosen.credit -= total;
    result.push(productOf(chosen.stream, brandNumbers, nextItemByBrand));
  }
  return result;
}

function productOf(
  stream: DepartmentStream,
  brandNumbers: Map<string, number>,
  nextItemByBrand: Map<string, number>,
): GeneratedProduct {
  const { line, brand, qualifier, item, size } = stream.next();
  const [itemName, itemTags] = typeof item === 'string' ? [item, [] as readonly string[]] : item;
  const name = [brand, qualifier, itemName].filter(Boolean).join(' ');
  const [unitLabel, basePrice, servings = 'varied'] = size;

  if (!brandNumbers.has(brand)) brandNumbers.set(brand, brandNumbers.size);
  const brandNumber = brandNumbers.get(brand) as number;
  const itemNumber = (nextItemByBrand.get(brand) ?? 0) + 1;
  nextItemByBrand.set(brand, itemNumber);
  if (brandNumber > 999 || itemNumber > 999_999) throw new Error(`No GTIN-13 left for ${brand}`);
  const gtin13 = makeGtin13(
    `${GENERATED_PREFIX}${String(brandNumber).padStart(3, '0')}${String(itemNumber).padStart(6, '0')}`,
  );

  const hash = hashOf(name);
  // The brand's price tier (the first brand of a list is the value brand) and the item's own bit of variation.
  const tier = line.brands.indexOf(brand) === 0 ? 0.85 : 1 + ((hashOf(brand) % 25) - 5) / 100;
  const premium = qualifier === 'Organic' ? 1.3 : 1;
  const priceCents = shelfCents(basePrice * tier * premium * (0.9 + (hash % 21) / 100));
  // About one product in 16 is on promotion: 15 to 25% off.
  const isOnPromotion = hashOf(`${gtin13}:promo`) % 16 === 0;
  const promoCents = isOnPromotion ? shelfCents((priceCents / 100) * (0.75 + (hash % 11) / 100)) : null;

  const isSnapEligible = line.isFood && !line.isAlcohol && !line.isHot;
  const lowerItem = itemName.toLowerCase();
  const ingredientsText = line.ingredients?.replace('{i}', lowerItem);
  const ingredients =
    ingredientsText === undefined
      ? null
      : qualifier === 'Organic' && line.isFood
        ? `Organic ${ingredientsText.charAt(0).toLowerCase()}${ingredientsText.slice(1)}`
        : capitalized(ingredientsText);
  const nutrition = line.panel && line.isFood ? panelOf(line.panel, servings, 0.9 + (hash % 21) / 100) : null;
  if (isSnapEligible && (!ingredients || !nutrition)) {
    throw new Error(`A generated food lacks ingredients or Nutrition Facts: ${name}`);
  }

  const tags = new Set<string>([...(line.tags ?? []), ...(qualifierTags[qualifier ?? ''] ?? []), ...itemTags]);
  // A third of the food brands are kosher-certified.
  if (line.isFood && !line.isAlcohol && hashOf(brand) % 3 === 0) tags.add('kosher');

  return {
    gtin13,
    name,
    brand,
    departmentId: stream.id,
    priceCents,
    promoPriceCents: promoCents !== null && promoCents < priceCents ? promoCents : null,
    unitLabel,
    isSnapEligible,
    minAge: line.isAlcohol ? 21 : null,
    prop65Warning: line.isAlcohol ? prop65Warnings.alcohol : line.prop65 ? prop65Warnings[line.prop65] : null,
    isAvailablePickup: true,
    isAvailableDelivery: !line.notForDelivery,
    isAvailableInStore: true,
    maxQuantity: line.isAlcohol ? 12 : 25,
    availableFromHour: line.fromHour ?? null,
    flashSalePercentOff: null,
    isFeatured: false,
    category: line.category,
    tags: [...tags].sort((a, b) => (tagOrder.get(a) ?? 99) - (tagOrder.get(b) ?? 99) || compareText(a, b)),
    ...unitSizeOf(unitLabel),
    ingredients,
    nutrition,
  };
}

/** Rows per INSERT: one JSON parameter per statement, so the size is bounded by memory, not by parameters. */
export const INSERT_BATCH_SIZE = 1000;

/** The product fields a generated row fills, with their columns' names and SQL types (db/schema.ts). */
function insertedColumns(): Array<{ field: keyof GeneratedProduct; name: string; type: string }> {
  const columns: Record<string, { name: string; getSQLType(): string }> = {
    ...getTableColumns(products),
    ...getTableColumns(productDetails),
  };
  const fields: Array<keyof GeneratedProduct> = [
    'gtin13',
    'name',
    'brand',
    'departmentId',
    'priceCents',
    'promoPriceCents',
    'unitLabel',
    'isSnapEligible',
    'minAge',
    'prop65Warning',
    'isAvailablePickup',
    'isAvailableDelivery',
    'isAvailableInStore',
    'maxQuantity',
    'availableFromHour',
    'flashSalePercentOff',
    'isFeatured',
    'category',
    'tags',
    'unitSize',
    'unitMeasure',
    'ingredients',
    'nutrition',
  ];
  return fields.map((field) => {
    const column = columns[field];
    if (!column) throw new Error(`The products table has no column for ${String(field)}`);
    return { field, name: column.name, type: column.getSQLType() };
  });
}

/**
 * Inserts the generated products of a catalogue of `catalogueSize` in batches of INSERT_BATCH_SIZE rows (one
 * multi-row INSERT each, its rows one JSON parameter), inside the seed's transaction; rows that exist are left
 * alone. Then refreshes the planner's statistics of the search's words. Answers how many it inserted.
 */
export async function insertGeneratedCatalogue(tx: Tx, catalogueSize: number): Promise<number> {
  // Stored department by department, shelf by shelf, as a grocer's feed loads them: a department's page then
  // reads a few hundred table pages, not one page per product.
  const departmentOrder = new Map(Object.keys(plans).map((id, position) => [id, position]));
  const rows = generatedProducts(catalogueSize).sort(
    (a, b) =>
      (departmentOrder.get(a.departmentId) ?? 0) - (departmentOrder.get(b.departmentId) ?? 0) ||
      compareText(a.category ?? '', b.category ?? '') ||
      compareText(a.name, b.name) ||
      compareText(a.gtin13, b.gtin13),
  );
  if (rows.length === 0) return 0;
  const columns = insertedColumns();
  const names = sql.raw(columns.map((column) => column.name).join(', '));
  const record = sql.raw(columns.map((column) => `${column.name} ${column.type}`).join(', '));
  let inserted = 0;
  for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
    const batch = rows.slice(start, start + INSERT_BATCH_SIZE).map((row) => {
      const json: Record<string, unknown> = {};
      for (const column of columns) json[column.name] = row[column.field];
      return json;
    });
    const result = await tx.execute(sql`insert into products (${names})
      select ${names} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as generated(${record})
      on conflict (gtin13) do nothing`);
    // node-postgres says rowCount, PGlite affectedRows.
    const answer = result as unknown as { rowCount?: number | null; affectedRows?: number };
    inserted += answer.rowCount ?? answer.affectedRows ?? batch.length;
  }
  // Fresh statistics for the search's words; the products' come with the seed's VACUUM ANALYZE once this
  // transaction commits (seed/index.ts).
  await tx.execute(sql`analyze search_terms`);
  return inserted;
}

import type { DepartmentId } from '../seed/catalogue.ts';

/**
 * The picture of a product the seed gives no icon of its own (a product added to the database by
 * hand, say): one per department, from the same Fluent Emoji Flat set as the products' own icons.
 */
export const departmentIconNames: Readonly<Record<DepartmentId, string>> = {
  produce: 'leafy-green',
  'dairy-eggs': 'glass-of-milk',
  'meat-seafood': 'cut-of-meat',
  bakery: 'bread',
  deli: 'sandwich',
  pantry: 'canned-food',
  breakfast: 'bowl-with-spoon',
  frozen: 'ice',
  beverages: 'cup-with-straw',
  snacks: 'popcorn',
  'beer-wine-spirits': 'wine-glass',
  household: 'broom',
  'personal-care': 'lotion-bottle',
  baby: 'baby-bottle',
};

/** For a department the catalogue does not know. */
export const unknownDepartmentIconName = 'shopping-cart';

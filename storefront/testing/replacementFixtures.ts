import type { Basket, BasketLine, Product, UnavailableItem } from '@aisle/contracts';
import { basketOf, lineOf } from './basketFixtures.ts';
import { chunkLightTuna, sourdoughLoaf } from './deliveryFixtures.ts';

export { basketOf, lineOf };

/*
 * Replacement fixtures (RPL-*): a Pickup cart whose loaf the 8 AM window cannot fulfil, and six similar
 * bakery items (two pages of four), as the seed holds them.
 */

/** A store's 8 AM Pickup window on 2026-11-21 (the loaf is baked from 10 AM). */
export const earlyPickupOptionId = 'SP.00000001.20261121T0800';

function bakeryItem(gtin13: string, name: string, unitLabel: string, price: number): Product {
  return {
    ...sourdoughLoaf,
    gtin13,
    name,
    unitLabel,
    price,
    imageUrl: `/products/${gtin13}.svg`,
    slotRestriction: null,
    featured: false,
  };
}

export const plainBagels = bakeryItem('0841063000145', 'Plain Bagels', '6 ct', 3.99);
export const blueberryMuffins = bakeryItem('0841063000169', 'Blueberry Muffins', '4 ct', 5.99);

export const similarBakeryItems: Product[] = [
  bakeryItem('0841063000121', 'Whole Wheat Sandwich Bread', '20 oz', 3.29),
  plainBagels,
  blueberryMuffins,
  bakeryItem('0841063000183', 'Hamburger Buns', '8 ct', 2.99),
  bakeryItem('0841063000190', 'Chocolate Chip Cookies', '12 ct', 4.99),
  bakeryItem('0841063000206', 'Cinnamon Raisin Bread', '16 oz', 3.99),
];

/** Two loaves (baked from 10 AM) and three cans of tuna, for Pickup. */
export function pickupBasketWithLoaf(): Basket {
  return basketOf('PICKUP', [lineOf(sourdoughLoaf, 2), lineOf(chunkLightTuna, 3)]);
}

export const unavailableLoaf: UnavailableItem = { code: 'NOT_AVAILABLE_AT_TIME', line: lineOf(sourdoughLoaf, 2) };

/**
 * A server basket kept across calls for mocks: adds add up and set the policy, changes set the quantity
 * (0 removes), as the real API does.
 */
export function mockServerBasket(
  start: () => Basket,
  catalogue: Product[] = [sourdoughLoaf, chunkLightTuna, ...similarBakeryItems],
) {
  let basket: Basket | null = null;
  const current = () => {
    basket ??= start();
    return basket;
  };
  const answer = (items: BasketLine[]) => {
    basket = basketOf(
      current().modality,
      items.map((line) => lineOf(line.product, line.quantity, { substitutionPolicy: line.substitutionPolicy })),
    );
    return { body: basket };
  };
  return {
    current,
    reset: () => {
      basket = null;
    },
    add: (body: { gtin13: string; quantity: number; substitutionPolicy: BasketLine['substitutionPolicy'] }) => {
      const product = catalogue.find((item) => item.gtin13 === body.gtin13) as Product;
      const existing = current().items.find((line) => line.gtin13 === body.gtin13);
      const items = existing
        ? current().items.map((line) =>
            line.gtin13 === body.gtin13
              ? { ...line, quantity: line.quantity + body.quantity, substitutionPolicy: body.substitutionPolicy }
              : line,
          )
        : [...current().items, lineOf(product, body.quantity, { substitutionPolicy: body.substitutionPolicy })];
      return answer(items);
    },
    change: (gtin13: string, quantity: number) =>
      answer(
        current()
          .items.map((line) => (line.gtin13 === gtin13 ? { ...line, quantity } : line))
          .filter((line) => line.quantity > 0),
      ),
  };
}

import type { Modality } from '@aisle/contracts/common';
import { isValidGtin13, MAX_LINE_QUANTITY, PRODUCT_LOOKUP_MAX } from '@aisle/contracts/productRules';
import type { Product } from '@aisle/contracts/products';
import {
  cartItemSummaryOfBasketLine,
  cartItemSummaryOfGuestLine,
  timeslotItemsOf,
} from '@aisle/contracts/timeslotRules';
import type { CartItemSummary } from '@aisle/contracts/timeslots';
import { api } from '../api/index.ts';
import { pageConfig } from '../pageConfig.ts';
import { type GuestLine, readGuestCart } from './cart.ts';
import { loadSession } from './session.ts';

/*
 * The shopper's cart as the up-front time slots want it (SEL-059, SEL-146): one summary per line with a
 * quantity (GEN-018). A signed-in shopper's cart is their basket on the server, whose lines carry the
 * product; a guest's cart is this browser's gtin13 + quantity lines, completed with the add defaults
 * and the products' Prop 65 facts looked up by GTIN-13.
 */

/** A line this browser kept that the API would take: a real GTIN-13 and a quantity of 1 to 99. */
function isSendable(line: GuestLine): boolean {
  return (
    isValidGtin13(line.gtin13) &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1 &&
    line.quantity <= MAX_LINE_QUANTITY
  );
}

async function lookUpProducts(gtin13s: string[]): Promise<Map<string, Product>> {
  const found = new Map<string, Product>();
  for (let start = 0; start < gtin13s.length; start += PRODUCT_LOOKUP_MAX) {
    const chunk = gtin13s.slice(start, start + PRODUCT_LOOKUP_MAX);
    const page = await api().call('searchProducts', {
      query: { gtin13: chunk.join(','), limit: PRODUCT_LOOKUP_MAX },
    });
    for (const product of page.items) found.set(product.gtin13, product);
  }
  return found;
}

async function guestSummaries(modality: Modality): Promise<CartItemSummary[]> {
  const lines = (readGuestCart()[modality] ?? []).filter(isSendable);
  if (lines.length === 0) return [];
  // Without the products no Prop 65 warning is claimed; the items still count for the windows.
  const products = await lookUpProducts([...new Set(lines.map((line) => line.gtin13))]).catch(
    () => new Map<string, Product>(),
  );
  const sellerId = pageConfig().bannerId;
  return lines.map((line) => cartItemSummaryOfGuestLine(line, modality, sellerId, products.get(line.gtin13) ?? null));
}

/** SEL-059: the summaries of the shopper's cart of one mode, only the lines with a quantity (GEN-018). */
export async function loadCartItemSummaries(modality: Modality): Promise<CartItemSummary[]> {
  const session = await loadSession();
  if (session.status !== 'signedIn') return timeslotItemsOf(await guestSummaries(modality));
  const basket = await api().call('getBasket', { params: { modality } });
  return timeslotItemsOf(basket.items.map((line) => cartItemSummaryOfBasketLine(line, modality, basket.banner)));
}

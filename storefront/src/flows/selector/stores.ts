import type { Modality, StoreOption } from '@aisle/contracts';
import type { ModalityOptions } from './selectorGateway.ts';

/** The store modes: the ones whose destination is a store and whose screen is the store selection menu. */
export const storeModalities = ['PICKUP', 'IN_STORE'] as const satisfies readonly Modality[];
export type StoreModality = (typeof storeModalities)[number];

export function isStoreModality(modality: Modality | null | undefined): modality is StoreModality {
  return modality === 'PICKUP' || modality === 'IN_STORE';
}

/**
 * The stores of one mode (SEL-008, SEL-009): the options' destinations joined with their storeDetails,
 * nearest first (SEL-170). A destination without details is left out rather than shown half-empty.
 */
export function storesFor(options: ModalityOptions | null, modality: StoreModality): StoreOption[] {
  if (!options) return [];
  const details = new Map(options.storeDetails.map((store) => [store.locationId, store]));
  const stores: StoreOption[] = [];
  for (const option of options[modality]) {
    if (!('locationId' in option.destination)) continue;
    const store = details.get(option.destination.locationId);
    if (store) stores.push({ ...store, distance: option.distance, isCrossBanner: option.isCrossBanner });
  }
  return stores.sort((first, second) => first.distance - second.distance);
}

/** SEL-122: a cross-banner store's 'Start Shopping' waits until a mode the store offers is selected. */
export function isStartShoppingEnabled(store: Pick<StoreOption, 'modalities'>, modality: Modality | null): boolean {
  return modality !== null && store.modalities[modality];
}

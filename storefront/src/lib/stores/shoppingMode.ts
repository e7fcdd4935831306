import { type Modality, modalities, type PerModality } from '@aisle/contracts';
import { createStore } from 'zustand/vanilla';
import { pageConfig } from '../pageConfig.ts';
import { readStored, storageKey, writeStored } from './storage.ts';

export type ShoppingModeState = {
  /** The shopping mode the shopper chose, or the banner's first one; null for a banner without any. */
  modality: Modality | null;
  /** The modes this banner offers, in the specs' order. */
  available: Modality[];
};

/** Starts neutral, as the server rendered it; hydrateShoppingMode() reads the saved choice. */
export const shoppingModeStore = createStore<ShoppingModeState>(() => ({ modality: null, available: [] }));

export function availableModalities(capabilities: PerModality): Modality[] {
  return modalities.filter((modality) => capabilities[modality]);
}

function isModality(value: unknown): value is Modality {
  return typeof value === 'string' && (modalities as readonly string[]).includes(value);
}

let isHydrated = false;

/** Reads the saved shopping mode of this banner once per page. */
export function hydrateShoppingMode(): ShoppingModeState {
  if (isHydrated) return shoppingModeStore.getState();
  isHydrated = true;
  const { bannerId, capabilities } = pageConfig();
  const available = availableModalities(capabilities);
  const saved = readStored(storageKey(bannerId, 'shoppingMode'), isModality);
  const modality = saved && available.includes(saved) ? saved : (available[0] ?? null);
  shoppingModeStore.setState({ modality, available });
  return shoppingModeStore.getState();
}

export function setShoppingMode(modality: Modality): void {
  const { available } = hydrateShoppingMode();
  if (!available.includes(modality)) return;
  writeStored(storageKey(pageConfig().bannerId, 'shoppingMode'), modality);
  shoppingModeStore.setState({ modality });
}

/** For tests. */
export function resetShoppingMode(): void {
  isHydrated = false;
  shoppingModeStore.setState(shoppingModeStore.getInitialState(), true);
}

import type { SelectorAddress } from '@aisle/contracts/addresses';
import type { Modality, PerModality } from '@aisle/contracts/common';
import { modalities } from '@aisle/contracts/constants';
import type { ModalityPreference, modalityPreferenceSources } from '@aisle/contracts/modality';
import { activeModalityPreferences } from '@aisle/contracts/modalityRules';
import { createStore } from 'zustand/vanilla';
import { api } from '../api/index.ts';
import { pageConfig } from '../pageConfig.ts';
import { randomUuid } from '../randomUuid.ts';
import { loadSession } from './session.ts';
import { readStored, storageKey, writeStored } from './storage.ts';

export type { ModalityPreference } from '@aisle/contracts/modality';

/** Where a preference sends the shopper: a store (Pickup, In Store; SEL-037) or an address (Delivery; SEL-038). */
export type ModalityDestination = ModalityPreference['destination'];
export type ModalityPreferenceSource = (typeof modalityPreferenceSources)[number];

export type ShoppingModeState = {
  /** The shopping mode the shopper is in: their latest choice, or the banner's first mode; null for a banner without any. */
  modality: Modality | null;
  /** The modes this banner offers, in the specs' order. */
  available: Modality[];
  /** Every known preference of this banner, newest first. */
  preferences: ModalityPreference[];
  /** SEL-107: per type, the preference with the most recent createdDate. */
  activeByType: Partial<Record<Modality, ModalityPreference>>;
  /** The active preference of the current mode: what the header names (store or delivery address). */
  activeModality: ModalityPreference | null;
  /** Where the preferences live: this browser (guest) or the shopper's account. */
  source: 'guest' | 'server' | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
};

/** Starts neutral, as the server rendered it; hydrateShoppingMode() reads the saved choice. */
export const shoppingModeStore = createStore<ShoppingModeState>(() => ({
  modality: null,
  available: [],
  preferences: [],
  activeByType: {},
  activeModality: null,
  source: null,
  status: 'idle',
}));

/** What the selector sends when the shopper picks a store, an address or a time slot. */
export type SetActiveModalityInput = {
  modalityType: Modality;
  destination: { locationId: string } | { address: SelectorAddress };
  /** The store's vanityName or the address's label (else its street): what the header shows. */
  label: string;
  /** The store, for a guest's preference (the server adds it for signed-in shoppers). */
  store?: ModalityPreference['store'];
  /** SEL-041: where the choice was made. */
  source?: ModalityPreferenceSource;
};

export type SetActiveModalityResult = {
  preference: ModalityPreference;
  /** SEL-074, SEL-075: true when the shopper is now shopping another store than before. */
  isStoreChanged: boolean;
};

/** The event other islands hear when the store changes (flash sales refetch: SEL-074). */
export const storeChangedEvent = 'aisle:store-changed';

/** A browser keeps at most this many of a guest's preferences; older ones are never the active one. */
const MAX_GUEST_PREFERENCES = 12;
const defaultSource: ModalityPreferenceSource = 'SELECTOR';

export function availableModalities(capabilities: PerModality): Modality[] {
  return modalities.filter((modality) => capabilities[modality]);
}

function isModality(value: unknown): value is Modality {
  return typeof value === 'string' && (modalities as readonly string[]).includes(value);
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * A guest's preference as this browser saved it. A structural check of what the pages read, not the
 * contract's schema: that would put zod into every page's first script for data this code wrote itself;
 * anything sent to the server is checked by the API's schemas there.
 */
function isStoredPreference(value: unknown): value is ModalityPreference {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const destination = entry.destination as Record<string, unknown> | null | undefined;
  const address = destination?.address as Record<string, unknown> | undefined;
  const isDestination =
    typeof destination === 'object' &&
    destination !== null &&
    (isText(destination.locationId) ||
      (typeof address === 'object' && address !== null && isText(address.id) && Array.isArray(address.addressLines)));
  return (
    isText(entry.id) &&
    isModality(entry.modalityType) &&
    isDestination &&
    isText(entry.createdDate) &&
    !Number.isNaN(Date.parse(entry.createdDate)) &&
    isText(entry.source) &&
    isText(entry.label) &&
    (entry.store === null || (typeof entry.store === 'object' && entry.store !== undefined))
  );
}

function isPreferenceList(value: unknown): value is ModalityPreference[] {
  return Array.isArray(value) && value.every(isStoredPreference);
}

/** Newest first; equal dates keep their order (the server lists newest first too). */
export function sortNewestFirst(preferences: readonly ModalityPreference[]): ModalityPreference[] {
  return preferences
    .map((preference, index) => ({ preference, index }))
    .sort(
      (first, second) =>
        Date.parse(second.preference.createdDate) - Date.parse(first.preference.createdDate) ||
        first.index - second.index,
    )
    .map(({ preference }) => preference);
}

/** SEL-107: for each modality type, the preference with the most recent createdDate (the contracts' rule). */
export function activePreferencesByType(
  preferences: readonly ModalityPreference[],
): Partial<Record<Modality, ModalityPreference>> {
  return activeModalityPreferences(sortNewestFirst(preferences));
}

export function locationIdOf(preference: ModalityPreference | null | undefined): string | null {
  if (!preference || !('locationId' in preference.destination)) return null;
  return preference.destination.locationId;
}

const keys = {
  guestPreferences: () => storageKey(pageConfig().bannerId, 'modalityPreferences'),
  mode: () => storageKey(pageConfig().bannerId, 'shoppingMode'),
};

export function readGuestPreferences(): ModalityPreference[] {
  return readStored(keys.guestPreferences(), isPreferenceList) ?? [];
}

/** The state that follows from a list of preferences: active ones per type and the current mode. */
function derive(
  preferences: readonly ModalityPreference[],
  available: readonly Modality[],
): Pick<ShoppingModeState, 'preferences' | 'activeByType' | 'activeModality' | 'modality'> {
  const offered = sortNewestFirst(preferences.filter((preference) => available.includes(preference.modalityType)));
  const activeByType = activePreferencesByType(offered);
  const newest = offered[0] ?? null;
  const saved = readStored(keys.mode(), isModality);
  const modality = newest?.modalityType ?? (saved && available.includes(saved) ? saved : (available[0] ?? null));
  return {
    preferences: offered,
    activeByType,
    activeModality: modality ? (activeByType[modality] ?? null) : null,
    modality,
  };
}

let isHydrated = false;

/**
 * Reads this banner's saved shopping mode and a guest's preferences from the browser, once per page
 * (synchronous, so any island can call it before rendering). loadShoppingMode() adds the server's.
 */
export function hydrateShoppingMode(): ShoppingModeState {
  if (isHydrated) return shoppingModeStore.getState();
  isHydrated = true;
  const available = availableModalities(pageConfig().capabilities);
  shoppingModeStore.setState({ available, ...derive(readGuestPreferences(), available) });
  return shoppingModeStore.getState();
}

let pending: Promise<ShoppingModeState> | undefined;
/** Counts resets (resetShoppingMode): a load that was on its way before one writes nothing. */
let resets = 0;

/**
 * The shopper's preferences where they live (SEL-107): a signed-in shopper's from the server (a guest
 * choice made before signing in moves there), a guest's from this browser. Once per page unless forced.
 */
export function loadShoppingMode(force = false): Promise<ShoppingModeState> {
  hydrateShoppingMode();
  const current = shoppingModeStore.getState();
  if (!force && (current.status === 'ready' || current.status === 'error')) return Promise.resolve(current);
  if (pending) return pending;
  shoppingModeStore.setState({ status: 'loading' });
  const generation = resets;
  pending = (async () => {
    try {
      const session = await loadSession();
      const { available } = shoppingModeStore.getState();
      // The page was reset meanwhile (Storybook's one page between stories): this answer is another's.
      if (generation !== resets) return shoppingModeStore.getState();
      if (session.status !== 'signedIn') {
        shoppingModeStore.setState({
          status: 'ready',
          source: 'guest',
          ...derive(readGuestPreferences(), available),
        });
      } else {
        let preferences = await listServerPreferences();
        if (preferences.length === 0) preferences = await moveGuestPreferencesToServer();
        if (generation !== resets) return shoppingModeStore.getState();
        const derived = derive(preferences, available);
        shoppingModeStore.setState({ status: 'ready', source: 'server', ...derived });
        // The next page's first paint (hydrateShoppingMode, before this call answers) starts in the same mode.
        if (derived.modality) writeStored(keys.mode(), derived.modality);
      }
    } catch {
      if (generation === resets) shoppingModeStore.setState({ status: 'error' });
    } finally {
      if (generation === resets) pending = undefined;
    }
    return shoppingModeStore.getState();
  })();
  return pending;
}

async function listServerPreferences(): Promise<ModalityPreference[]> {
  return (await api().call('listModalityPreferences')).preferences;
}

async function createServerPreference(input: SetActiveModalityInput): Promise<ModalityPreference> {
  const destination =
    'locationId' in input.destination
      ? { locationId: input.destination.locationId }
      : { address: { id: input.destination.address.id } };
  return api().call('createModalityPreference', {
    body: { modalityType: input.modalityType, destination, source: input.source ?? defaultSource },
  });
}

/** A store chosen as a guest follows the shopper into their account (delivery needs sign-in anyway). */
async function moveGuestPreferencesToServer(): Promise<ModalityPreference[]> {
  const guest = Object.values(activePreferencesByType(readGuestPreferences())).filter(
    (preference) => 'locationId' in preference.destination,
  );
  const moved: ModalityPreference[] = [];
  for (const preference of sortNewestFirst(guest).reverse()) {
    const created = await createServerPreference({
      modalityType: preference.modalityType,
      destination: preference.destination,
      label: preference.label,
      source: preference.source,
    }).catch(() => null);
    if (created) moved.push(created);
  }
  if (guest.length > 0) writeStored(keys.guestPreferences(), undefined);
  return sortNewestFirst(moved);
}

function newGuestPreference(input: SetActiveModalityInput): ModalityPreference {
  return {
    // SEL-040: a new preference gets a generated id; the server makes its own for signed-in shoppers.
    id: randomUuid(),
    modalityType: input.modalityType,
    destination: input.destination,
    createdDate: new Date().toISOString(),
    source: input.source ?? defaultSource,
    label: input.label,
    store: input.store ?? null,
  };
}

/**
 * Makes a store or address the shopper's active one for its mode (SEL-071, SEL-079, SEL-100, SEL-142):
 * saved on the server for a signed-in shopper, in this browser for a guest. The header follows.
 */
export async function setActiveModality(input: SetActiveModalityInput): Promise<SetActiveModalityResult> {
  hydrateShoppingMode();
  const before = shoppingModeStore.getState();
  const previousStore = locationIdOf(before.activeModality);
  const session = await loadSession();
  let preference: ModalityPreference;
  if (session.status === 'signedIn') {
    preference = await createServerPreference(input);
    const state = shoppingModeStore.getState();
    const known = state.source === 'server' ? state.preferences : [];
    shoppingModeStore.setState({
      status: 'ready',
      source: 'server',
      ...derive([preference, ...known], state.available),
    });
  } else {
    preference = newGuestPreference(input);
    const guest = sortNewestFirst([preference, ...readGuestPreferences()]).slice(0, MAX_GUEST_PREFERENCES);
    writeStored(keys.guestPreferences(), guest);
    const { available } = shoppingModeStore.getState();
    shoppingModeStore.setState({ status: 'ready', source: 'guest', ...derive(guest, available) });
  }
  writeStored(keys.mode(), input.modalityType);

  const currentStore = locationIdOf(preference);
  const isStoreChanged = currentStore !== null && currentStore !== previousStore;
  if (isStoreChanged && typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(storeChangedEvent, { detail: { locationId: currentStore } }));
  }
  return { preference, isStoreChanged };
}

/** Switches the current mode to one the banner offers (its active store or address, if any, follows). */
export function setShoppingMode(modality: Modality): void {
  const { available, activeByType } = hydrateShoppingMode();
  if (!available.includes(modality)) return;
  writeStored(keys.mode(), modality);
  shoppingModeStore.setState({ modality, activeModality: activeByType[modality] ?? null });
}

/** For tests, and Storybook's one page between stories. */
export function resetShoppingMode(): void {
  resets += 1;
  isHydrated = false;
  pending = undefined;
  shoppingModeStore.setState(shoppingModeStore.getInitialState(), true);
}

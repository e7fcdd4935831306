/**
 * The rules of modality preferences, without a schema: browser code that only needs to know which
 * preference is active (the header on every page) imports this module and stays free of zod.
 * `modality.ts` re-exports it.
 */
import { modalities } from './constants.ts';

type Modality = (typeof modalities)[number];

export type DatedPreference = { modalityType: Modality; createdDate: string };

/**
 * SEL-107: per mode, the active preference is the one with the most recent createdDate (on a tie the one
 * listed first). Client and server use this same function.
 */
export function activeModalityPreferences<T extends DatedPreference>(
  preferences: readonly T[],
): Partial<Record<Modality, T>> {
  const active: Partial<Record<Modality, T>> = {};
  for (const preference of preferences) {
    const current = active[preference.modalityType];
    if (!current || Date.parse(preference.createdDate) > Date.parse(current.createdDate)) {
      active[preference.modalityType] = preference;
    }
  }
  return active;
}

/** The shopping mode in use: the most recent preference of any mode, or null. */
export function currentModalityPreference<T extends DatedPreference>(preferences: readonly T[]): T | null {
  const active = activeModalityPreferences(preferences);
  let newest: T | null = null;
  for (const modality of modalities) {
    const candidate = active[modality];
    if (candidate && (!newest || Date.parse(candidate.createdDate) > Date.parse(newest.createdDate))) {
      newest = candidate;
    }
  }
  return newest;
}

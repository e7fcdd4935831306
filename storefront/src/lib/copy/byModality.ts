import type { Modality } from '@aisle/contracts';

/** Copy written per shopping mode in the catalogue (`pickup`, `delivery`, `inStore`). */
export type ModalityWords<T> = { pickup: T; delivery: T; inStore: T };

/**
 * Re-keys per-mode copy by the contracts' modality names, so an island looks a string up with the
 * `modalityType` an answer carries (`labels.modalities[preference.modalityType]`), never with a
 * mapping of its own.
 */
export function byModality<T>(words: ModalityWords<T>): Record<Modality, T> {
  return { PICKUP: words.pickup, DELIVERY: words.delivery, IN_STORE: words.inStore };
}

import type { ServiceAddress } from '@aisle/contracts';
import { flattenServiceAddress, toSelectorAddress } from '@aisle/contracts/addressRules';
import { createStore } from 'zustand/vanilla';
import {
  type AddressFormErrors,
  type AddressFormTarget,
  type AddressFormValues,
  addressName,
  hasErrors,
  validateAddressForm,
} from '../../lib/addresses/addressForm.ts';
import { type AddressFailure, checkAddress, failureOf, saveAddressValues } from '../../lib/addresses/addressSave.ts';
import { setActiveModality } from '../../lib/stores/shoppingMode.ts';
import { basketGateStore } from './basketGateStore.ts';
import { readBasket } from './gateway/basket.ts';

/*
 * The cart's address flow (spec cart-scheduling-checkout 4 "Address flow in the cart", CART-012..022):
 * validate the address for Delivery; a corrected one is confirmed first ('Check Availability'),
 * otherwise it is saved. Saving marks the basket as changing modality while the Delivery destination
 * is updated and the basket is read again for it.
 */

/** The cart's validation calls name themselves so (the selector's say MODALITY_SELECTOR). */
export const cartCheck = { origin: 'CART', keyspace: 'AISLE_CART', modalityType: 'DELIVERY' } as const;

/** CART-020 invalid, CART-021 not eligible, CART-022 the check failed; the save's own kinds otherwise. */
export type DestinationFailure = AddressFailure<AddressFailure['kind'] | 'invalid' | 'notEligible'>;

export type DestinationCheck =
  | { step: 'fields'; errors: AddressFormErrors }
  | { step: 'failed'; failure: DestinationFailure }
  | { step: 'confirm'; suggested: AddressFormValues }
  | { step: 'saved'; address: ServiceAddress };

export type DestinationState = {
  /** CART-017: true from the save of a new destination until the basket is read again for it. */
  isChangingModality: boolean;
};

export const destinationStore = createStore<DestinationState>(() => ({ isChangingModality: false }));

/**
 * CART-014..016, CART-020..022: the contracts' rules, then the validation service for Delivery. A
 * corrected address comes back to be confirmed; one verified as typed is saved at once.
 */
export async function checkDestination(
  values: AddressFormValues,
  target: AddressFormTarget,
): Promise<DestinationCheck> {
  const errors = await validateAddressForm(values, target);
  if (hasErrors(errors)) return { step: 'fields', errors };
  const check = await checkAddress(values, target.addressId, cartCheck);
  if (check.status === 'failed') {
    const { failure } = check;
    if (failure.kind === 'unverified') return { step: 'failed', failure: { kind: 'invalid' } };
    return { step: 'failed', failure };
  }
  if (!check.isEligible) return { step: 'failed', failure: { kind: 'notEligible' } };
  if (check.isCorrected) return { step: 'confirm', suggested: check.suggested };
  return saveDestination(values, target);
}

/**
 * Saves the address in the shared address book, then makes it the Delivery destination (CART-018) with
 * the basket marked as changing modality (CART-017) until it is read again.
 */
export async function saveDestination(values: AddressFormValues, target: AddressFormTarget): Promise<DestinationCheck> {
  const result = await saveAddressValues(values, target);
  if ('failure' in result) {
    return hasErrors(result.errors)
      ? { step: 'fields', errors: result.errors }
      : { step: 'failed', failure: result.failure };
  }
  const address = result.saved;
  destinationStore.setState({ isChangingModality: true });
  try {
    await setActiveModality({
      modalityType: 'DELIVERY',
      destination: { address: toSelectorAddress(address) },
      label: addressName(flattenServiceAddress(address)),
      source: 'CART',
    });
  } catch (error) {
    destinationStore.setState({ isChangingModality: false });
    return { step: 'failed', failure: failureOf(error, 'technical') };
  }
  void rereadBasket().finally(() => destinationStore.setState({ isChangingModality: false }));
  return { step: 'saved', address };
}

/** The Delivery basket read again for the new destination; the screen keeps showing the lines meanwhile. */
async function rereadBasket(): Promise<void> {
  try {
    const basket = await readBasket('DELIVERY');
    basketGateStore.setState({ status: 'loaded', basket, basketId: basket.id, modality: 'DELIVERY' });
  } catch {
    // The lines shown stay; the next change or reload reads the basket again.
  }
}

import type { AddressPayload, ServiceAddress } from '@aisle/contracts';
import { sortAddressesHomeFirst } from '@aisle/contracts/addressRules';
import { createStore } from 'zustand/vanilla';
import { api } from '../api/index.ts';

/*
 * The shopper's saved addresses, one list for every flow that shows them: the selector's address books
 * and the account area's. The calls that change the list live here too, so a save or a delete in one
 * flow is what the other shows. Errors are thrown to the caller, which words them for its screen.
 */

export type AddressBookState = {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  /** Home first, then newest modified first (ACC-074, ACC-075; docs/spec-decisions.md on SEL-179). */
  list: ServiceAddress[];
  /** Why the last load failed, for the caller to word (an ApiError, usually). */
  error: unknown;
};

const initialState: AddressBookState = { status: 'idle', list: [], error: null };

export const addressBookStore = createStore<AddressBookState>(() => ({ ...initialState }));

/** The order every address book shows (ACC-074, ACC-075). */
export const orderAddresses = sortAddressesHomeFirst<ServiceAddress>;

let latestRequest = 0;

/** Reads the saved addresses; a later call wins over an earlier one still on its way. */
export async function loadAddresses(): Promise<AddressBookState> {
  latestRequest += 1;
  const request = latestRequest;
  addressBookStore.setState({ status: 'loading', error: null });
  try {
    const answer = await api().call('listAddresses');
    if (request === latestRequest)
      addressBookStore.setState({ status: 'loaded', list: orderAddresses(answer.addresses) });
  } catch (error) {
    if (request === latestRequest) addressBookStore.setState({ status: 'error', error });
  }
  return addressBookStore.getState();
}

export function findAddress(addressId: string | null | undefined): ServiceAddress | undefined {
  return addressId ? addressBookStore.getState().list.find((address) => address.id === addressId) : undefined;
}

/** Adds an address, or updates the one named: the list shows it at once and is read again (ACC-058). */
export async function saveAddress(payload: AddressPayload, addressId: string | null): Promise<ServiceAddress> {
  const saved = addressId
    ? await api().call('updateAddress', { params: { addressId }, body: payload })
    : await api().call('addAddress', { body: payload });
  addressBookStore.setState((state) => ({
    list: orderAddresses([saved, ...state.list.filter((entry) => entry.id !== saved.id)]),
  }));
  void loadAddresses();
  return saved;
}

/** Deletes an address: it leaves the list at once, and the list is read again. */
export async function removeAddress(addressId: string): Promise<void> {
  await api().call('removeAddress', { params: { addressId } });
  addressBookStore.setState((state) => ({ list: state.list.filter((entry) => entry.id !== addressId) }));
  void loadAddresses();
}

/** For tests and stories. */
export function resetAddressBook(): void {
  latestRequest += 1;
  addressBookStore.setState({ ...initialState }, true);
}

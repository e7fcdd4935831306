import type { BillingAddressForm } from '@aisle/contracts/walletForms';
import { type AddressReturn, type WalletState, walletCalls, walletStore } from './walletStore.ts';
import type { BillingAddress } from './walletTypes.ts';

/* The billing addresses of the card forms (CRD-080, CRD-115..120, WER-046). */

const get = () => walletStore.getState();
const set = (partial: Partial<WalletState>) => walletStore.setState(partial);

export async function loadBillingAddresses(): Promise<void> {
  set({ addresses: { ...get().addresses, status: 'loading' } });
  let list: BillingAddress[] | null = null;
  for (let attempt = 0; attempt < 2 && list === null; attempt += 1) {
    try {
      list = await walletCalls().listBillingAddresses();
    } catch {
      list = null;
    }
  }
  if (list === null) {
    set({ addresses: { ...get().addresses, status: 'error' } });
    return;
  }
  const ordered = [...list.filter((each) => each.type === 'HOME'), ...list.filter((each) => each.type !== 'HOME')];
  set({ addresses: { status: 'loaded', list: ordered } });
  // CRD-116, CRD-117: the card's own address, or else the first.
  const { billingAddressId } = get();
  if (!billingAddressId || !ordered.some((each) => each.id === billingAddressId)) {
    set({ billingAddressId: ordered[0]?.id ?? null });
  }
}

/** CRD-115: the address flow opens on the list, and returns to the form it came from. */
export function openAddressList(from: AddressReturn): void {
  set({ screen: 'ADDRESS_LIST', addressReturn: from });
}

export function chooseBillingAddress(addressId: string): void {
  set({ billingAddressId: addressId });
}

/** Back from the address flow to the card form. */
export function closeAddressList(): void {
  const { addressReturn } = get();
  set({ screen: addressReturn, isAddressAdded: false });
}

export function openUpdateAddress(addressId: string | null): void {
  set({ screen: 'UPDATE_ADDRESS', editingAddressId: addressId, isAddressAdded: false });
}

/** Saves a billing address and chooses it; the list shows it, and says so for a new one (WER-046). */
export async function saveBillingAddress(form: BillingAddressForm): Promise<void> {
  const { editingAddressId } = get();
  const saved = await walletCalls().saveBillingAddress(form, editingAddressId);
  const list = get().addresses.list;
  const next = list.some((each) => each.id === saved.id)
    ? list.map((each) => (each.id === saved.id ? saved : each))
    : [...list, saved];
  set({
    addresses: { status: 'loaded', list: next },
    billingAddressId: saved.id,
    screen: 'ADDRESS_LIST',
    editingAddressId: null,
    isAddressAdded: editingAddressId === null,
  });
}

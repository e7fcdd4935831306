import type { AddressFailure } from '../../lib/addresses/addressSave.ts';
import type { AccountAddressLabels } from '../../lib/copy/account.ts';
import { paths } from '../../lib/paths.ts';

/** How the account's islands go to another page; stories and tests pass their own. */
export type Navigate = (url: string) => void;
export const browserNavigate: Navigate = (url) => window.location.assign(url);

/** The address book page (ACC-008) and the add/edit form page (ACC-001). */
export const addressBookPath = paths.accountAddresses;
/** Marks the address book's address after a save, so the list says 'Your address was saved.' once. */
export const savedNoticeParam = 'saved';

/** The form: blank to add (ACC-001), or `?addressId=` to edit that address. */
export function addressFormPath(addressId?: string): string {
  const formPath = paths.accountAddress;
  return addressId ? `${formPath}?addressId=${encodeURIComponent(addressId)}` : formPath;
}

/** What a failed address step says, in the account area's words (account-and-selector 8). */
export function failureText(labels: AccountAddressLabels, failure: AddressFailure): string {
  switch (failure.kind) {
    case 'unverified':
      return labels.errors.unverified;
    case 'validationFailed':
      return labels.errors.validationFailed;
    case 'notFound':
      return labels.errors.notFound;
    case 'limit':
      return labels.errors.limit;
    case 'constraint':
      return labels.errors.generic;
    case 'connection':
      return labels.connection;
    case 'technical':
      return labels.generic;
  }
}

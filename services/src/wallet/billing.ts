import {
  type AccountBillingAddress,
  billingRegionCodes,
  countryOfRegion,
  normalizeRegion,
  type SaveBillingAddressRequest,
} from '@aisle/contracts';
import type { Db } from '../db/database.ts';
import { and, asc, eq } from '../db/orm.ts';
import { addresses, walletBillingAddresses } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { WalletCaller } from './access.ts';

/*
 * Billing addresses (API-031, API-032, spec 4 "Billing address flow"): the account's home and delivery
 * addresses, listed read-only and home first, then the addresses added through the wallet. Saving with
 * the id of an account address keeps the address book as it is and adds the edited copy as a billing
 * address (docs/spec-decisions.md).
 */

type Row = typeof walletBillingAddresses.$inferSelect;

const present = (row: Row): AccountBillingAddress => ({
  id: row.id,
  type: 'BILLING',
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  city: row.city,
  stateCode: row.stateCode as AccountBillingAddress['stateCode'],
  zip: row.zip,
  countryCode: row.countryCode,
  preferredAddress: row.isPreferred,
});

export async function listBillingAddresses(db: Db, caller: WalletCaller): Promise<AccountBillingAddress[]> {
  const account = await db
    .select()
    .from(addresses)
    .where(eq(addresses.shopperId, caller.shopperId))
    .orderBy(asc(addresses.modifiedAt));
  const billing = await db
    .select()
    .from(walletBillingAddresses)
    .where(eq(walletBillingAddresses.shopperId, caller.shopperId))
    .orderBy(asc(walletBillingAddresses.createdAt));
  const fromAccount = account
    .filter((row) => (billingRegionCodes as readonly string[]).includes(row.stateCode))
    .map(
      (row): AccountBillingAddress => ({
        id: row.id,
        type: row.type === 'home' ? 'HOME' : 'DELIVERY',
        addressLine1: row.street,
        addressLine2: row.unit,
        city: row.city,
        stateCode: row.stateCode as AccountBillingAddress['stateCode'],
        zip: row.postalCode,
        countryCode: row.countryCode,
        preferredAddress: row.isPreferred,
      }),
    )
    // Spec 4: home addresses sort first.
    .sort((a, b) => Number(b.type === 'HOME') - Number(a.type === 'HOME'));
  return [...fromAccount, ...billing.map(present)];
}

export async function saveBillingAddress(
  db: Db,
  caller: WalletCaller,
  request: SaveBillingAddressRequest,
  now: Date,
): Promise<AccountBillingAddress> {
  const { address } = request;
  const stateCode = normalizeRegion(address.stateCode);
  if (!stateCode) {
    throw new ApiError('VALIDATION_FAILED', 'The state is not one we take.', {
      issues: [{ path: 'address.stateCode', message: 'must be a US state, DC or a Canadian province or territory' }],
    });
  }
  const values = {
    addressLine1: address.addressLine1.trim(),
    // Spec 3: an empty line 2 is dropped.
    addressLine2: address.addressLine2?.trim() || null,
    city: address.city.trim(),
    stateCode,
    zip: address.zip.trim(),
    countryCode: countryOfRegion(stateCode),
    isPreferred: address.preferredAddress,
    updatedAt: now,
  };
  if (address.addressId) {
    const [updated] = await db
      .update(walletBillingAddresses)
      .set(values)
      .where(
        and(eq(walletBillingAddresses.id, address.addressId), eq(walletBillingAddresses.shopperId, caller.shopperId)),
      )
      .returning();
    if (updated) return present(updated);
    const [ownAccountAddress] = await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, address.addressId), eq(addresses.shopperId, caller.shopperId)));
    if (!ownAccountAddress) throw new ApiError('BILLING_ADDRESS_NOT_FOUND', 'No address of this shopper has this id.');
  }
  const [inserted] = await db
    .insert(walletBillingAddresses)
    .values({ ...values, shopperId: caller.shopperId, createdAt: now })
    .returning();
  if (!inserted) throw new Error('Billing address insert returned no row');
  return present(inserted);
}

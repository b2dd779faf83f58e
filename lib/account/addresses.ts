import 'server-only';
import { clearDefaultAddress, countAddresses, deleteAddress, insertAddress, listAddresses, promoteOldestAddress, updateAddress, type AddressRow } from '@/db/account-data';
import { getDb } from '@/db/client';
import { ApiError, notFound } from '@/lib/errors';
import { newId } from '@/lib/ids';
import type { SavedAddress, SavedAddressBody, SavedAddressPatch } from '@/lib/schemas/account';

/** A customer keeps at most this many addresses (home, work, a parent's…): bounded work per account. */
export const MAX_ADDRESSES = 20;

export function addressWire(row: AddressRow): SavedAddress {
  const { accountId: _accountId, createdAt, updatedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

export async function savedAddresses(accountId: string): Promise<SavedAddress[]> {
  return (await listAddresses(await getDb(), accountId)).map(addressWire);
}

/** The first address is the default; a new default takes the flag from the old one (docs/decisions.md#accounts). */
export async function addAddress(accountId: string, body: SavedAddressBody): Promise<SavedAddress> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const count = await countAddresses(tx, accountId);
    if (count >= MAX_ADDRESSES) throw new ApiError('conflict');
    const isDefault = body.isDefault || count === 0;
    if (isDefault) await clearDefaultAddress(tx, accountId);
    return addressWire(await insertAddress(tx, { ...body, isDefault, id: newId(), accountId }));
  });
}

export async function changeAddress(accountId: string, id: string, patch: SavedAddressPatch): Promise<SavedAddress> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (patch.isDefault) await clearDefaultAddress(tx, accountId);
    const row = await updateAddress(tx, accountId, id, patch);
    if (!row) throw notFound();
    return addressWire(row);
  });
}

export async function removeAddress(accountId: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const gone = await deleteAddress(tx, accountId, id);
    if (!gone) throw notFound();
    if (gone.isDefault) await promoteOldestAddress(tx, accountId);
  });
}

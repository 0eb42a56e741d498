import type { MedicineInputParsed } from '@medibazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { generics, manufacturers } from './catalog.schema.js';
import { badRequest } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { genericSetOf } from './medicine-columns.js';
import { existingIds, findEntryByName, insertEntry, type MedicineValues } from './medicines.repository.js';

type Table = typeof generics | typeof manufacturers;

/**
 * The entry a typed name stands for: an existing one of that name (case aside), or a new one,
 * confirmed when an admin typed it and requested (for an admin to confirm) when a seller did.
 */
async function entryForName(tx: DbOrTx, table: Table, name: string, user: SessionUser): Promise<string> {
  const existing = await findEntryByName(tx, table, name);
  if (existing) return existing.id;
  const id = await insertEntry(tx, table, {
    name,
    status: user.role === 'admin' ? 'confirmed' : 'requested',
    requestedBy: user.role === 'admin' ? null : user.id,
  });
  // Taken meanwhile by another request: that one is the entry.
  return id ?? (await findEntryByName(tx, table, name))!.id;
}

/**
 * Checks a product form's medicine facts and turns them into the product's columns and its
 * generic ids in label order. Unknown ids are refused naming the field.
 */
export async function resolveMedicine(
  tx: DbOrTx,
  user: SessionUser,
  input: MedicineInputParsed,
): Promise<{ values: MedicineValues; genericIds: string[] }> {
  const known = await existingIds(tx, generics, input.genericIds);
  const unknown = input.genericIds.findIndex((id) => !known.has(id));
  if (unknown >= 0)
    throw badRequest('One of the chosen generics does not exist.', 'UNKNOWN_GENERIC', `medicine.genericIds.${unknown}`);
  let manufacturerId: string;
  if (input.manufacturerId !== undefined) {
    if (!(await existingIds(tx, manufacturers, [input.manufacturerId])).has(input.manufacturerId))
      throw badRequest('The chosen manufacturer does not exist.', 'UNKNOWN_MANUFACTURER', 'medicine.manufacturerId');
    manufacturerId = input.manufacturerId;
  } else {
    manufacturerId = await entryForName(tx, manufacturers, input.newManufacturerName!, user);
  }
  const genericIds = [...input.genericIds];
  if (input.newGenericName !== undefined) {
    const id = await entryForName(tx, generics, input.newGenericName, user);
    if (!genericIds.includes(id)) genericIds.push(id);
  }
  return {
    genericIds,
    values: {
      genericSet: genericSetOf(genericIds),
      strength: input.strength,
      form: input.form,
      manufacturerId,
      packSize: input.packSize,
      packLabel: input.packLabel,
      packLabelBn: input.packLabelBn,
      // The medicine reference's, filled in by the caller (decision 055).
      dispensingClass: null,
      indications: input.indications,
      dosage: input.dosage,
      sideEffects: input.sideEffects,
      indicationsBn: input.indicationsBn,
      dosageBn: input.dosageBn,
      sideEffectsBn: input.sideEffectsBn,
      brandBn: input.brandBn,
    },
  };
}

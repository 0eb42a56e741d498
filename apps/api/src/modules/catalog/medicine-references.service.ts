import { CLASS_RANK, type DispensingClass, OTC_CATEGORY, PRESCRIPTION_CATEGORY } from '@medibazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { conflict, HttpError, notFound } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { recordAudit } from '../audit/index.js';
import {
  findReferenceByKey,
  insertReference,
  isAntibioticSet,
  lockGeneric,
  lockReference,
  type MedicineKey,
  moveProducts,
  otcEntriesOfGeneric,
  productsOfKey,
  type ReferenceRow,
  writeGenericAntibiotic,
  writeReferenceClass,
} from './medicine-references.repository.js';

/**
 * The medicine reference's rules (decision 055): a medicine's class is its entry's, set by a
 * pharmacist or an admin; sellers pick the entry. The products' foreign key carries a change of
 * class to every product of the entry; the callers (the products' writes, the medicine-class flow)
 * are told what changed so the orders of a medicine made stricter can go to the pharmacist.
 */

const CLASS_WORDS: Record<DispensingClass, string> = {
  otc: 'sold over the counter',
  prescription: 'sold only on a prescription',
  controlled: 'a controlled medicine, not sold online',
};

const antibioticNotOtc = (field: string) =>
  new HttpError(
    409,
    'This medicine holds an antibiotic, and antibiotics are sold only on a prescription: it cannot be sold over the counter.',
    'ANTIBIOTIC_NOT_OTC',
    field,
  );

/** How a product's form reaches its entry: the class it asked for, if any. */
export interface EntryRequest {
  key: MedicineKey;
  /** The class the form sent (old clients always send one). */
  dispensingClass: DispensingClass | undefined;
  /** The product's class now, when it is already a medicine (null: a new medicine or not one before). */
  current: DispensingClass | null;
}

/**
 * The entry of a product's medicine, made when the reference has none: a seller's is requested and
 * prescription-only until the pharmacy sets it; an admin's takes the class the admin gives. A
 * class other than the entry's is refused, and so is a seller's change of facts that would sell
 * the product under a lower class than it has now.
 */
export async function entryForProduct(tx: DbOrTx, user: SessionUser, req: EntryRequest): Promise<ReferenceRow> {
  let entry = await findReferenceByKey(tx, req.key);
  if (!entry) {
    const admin = user.role === 'admin';
    const dispensingClass = admin ? (req.dispensingClass ?? 'prescription') : 'prescription';
    if (dispensingClass === 'otc' && (await isAntibioticSet(tx, req.key.genericSet)))
      throw antibioticNotOtc('medicine.dispensingClass');
    if (!admin && req.dispensingClass !== undefined && req.dispensingClass !== dispensingClass) {
      throw conflict(
        'This medicine is new to the shop, so it is sold only on a prescription until the pharmacy checks it. ' +
          'Leave "how it is sold" as the pharmacy sets it, or ask the pharmacy to check the medicine.',
        'DISPENSING_CLASS_SET_BY_PHARMACY',
      );
    }
    entry = await insertReference(tx, {
      ...req.key,
      dispensingClass,
      status: admin ? 'confirmed' : 'requested',
      requestedBy: admin ? null : user.id,
      changedBy: admin ? user.id : null,
    });
  }
  const cls = entry.dispensingClass as DispensingClass;
  if (req.dispensingClass !== undefined && req.dispensingClass !== cls) {
    throw new HttpError(
      409,
      `The pharmacy has set this medicine as ${CLASS_WORDS[cls]}; a product cannot say otherwise. ` +
        'Leave "how it is sold" as it is, or ask a pharmacist to change the medicine reference.',
      'DISPENSING_CLASS_SET_BY_PHARMACY',
      'medicine.dispensingClass',
    );
  }
  if (user.role !== 'admin' && req.current && CLASS_RANK[cls] < CLASS_RANK[req.current]) {
    throw new HttpError(
      409,
      `This product is ${CLASS_WORDS[req.current]}; the generic, strength and form you chose belong to a medicine ` +
        `${CLASS_WORDS[cls]}, so the change would lower how it is sold. List that medicine as a new product instead, ` +
        'or ask the pharmacy.',
      'DISPENSING_CLASS_LOWERED',
      'medicine',
    );
  }
  return entry;
}

/** What a change of an entry's class did, for the flow that sends orders to the pharmacist. */
export interface ClassChange {
  before: DispensingClass;
  after: DispensingClass;
  /** The products of the entry (their class followed it). */
  productIds: string[];
  /** Products moved out of OTC Medicine because their class went up. */
  moved: number;
  /** Categories whose product lists changed. */
  categories: string[];
}

const referenceNotFound = () => notFound('No medicine reference entry has this id.', 'MEDICINE_REFERENCE_NOT_FOUND');

/**
 * Sets an entry's class (pharmacists and admins), audited with the reason: every product of it
 * follows (foreign key), and products in OTC Medicine whose class went up move to Prescription
 * Medicine, each audited. An antibiotic is never over the counter.
 */
export async function changeReferenceClass(
  tx: DbOrTx,
  user: SessionUser,
  id: string,
  change: { dispensingClass: DispensingClass; reason: string },
): Promise<ClassChange> {
  const entry = await lockReference(tx, id);
  if (!entry) throw referenceNotFound();
  return applyClass(tx, user, entry, change.dispensingClass, change.reason);
}

async function applyClass(
  tx: DbOrTx,
  user: SessionUser,
  entry: ReferenceRow,
  to: DispensingClass,
  reason: string,
): Promise<ClassChange> {
  const before = entry.dispensingClass as DispensingClass;
  if (to === 'otc' && (await isAntibioticSet(tx, entry.genericSet))) throw antibioticNotOtc('dispensingClass');
  const list = await productsOfKey(tx, entry);
  await writeReferenceClass(tx, entry.id, { dispensingClass: to, changedBy: user.id, reason });
  await recordAudit(tx, {
    action: 'medicine_reference.class_changed',
    objectType: 'medicine_reference',
    objectId: entry.id,
    before: { dispensingClass: before, status: entry.status },
    after: { dispensingClass: to, status: 'confirmed', reason, products: list.length },
  });
  const changed = before !== to ? list : [];
  for (const p of changed) {
    await recordAudit(tx, {
      action: 'product.dispensing_class_changed',
      objectType: 'product',
      objectId: p.id,
      before: { dispensingClass: before },
      after: { dispensingClass: to, reason, medicineReferenceId: entry.id },
    });
  }
  const out = to !== 'otc' ? changed.filter((p) => p.category === OTC_CATEGORY) : [];
  await moveProducts(
    tx,
    out.map((p) => p.id),
    PRESCRIPTION_CATEGORY,
  );
  for (const p of out) {
    await recordAudit(tx, {
      action: 'product.category_changed',
      objectType: 'product',
      objectId: p.id,
      before: { category: OTC_CATEGORY },
      after: { category: PRESCRIPTION_CATEGORY, reason: `Now ${CLASS_WORDS[to]}.` },
    });
  }
  const categories = new Set(changed.map((p) => p.category));
  if (out.length) categories.add(PRESCRIPTION_CATEGORY);
  return { before, after: to, productIds: changed.map((p) => p.id), moved: out.length, categories: [...categories] };
}

/**
 * Marks a generic an antibiotic or not (pharmacists and admins), audited with the reason. Marking
 * it raises its over-the-counter entries to prescription-only, as a class change each.
 */
export async function setGenericAntibiotic(
  tx: DbOrTx,
  user: SessionUser,
  id: string,
  change: { antibiotic: boolean; reason: string },
): Promise<{ id: string; name: string; antibiotic: boolean; raised: ClassChange[] }> {
  const generic = await lockGeneric(tx, id);
  if (!generic) throw notFound('Generic not found', 'GENERIC_NOT_FOUND');
  if (generic.antibiotic !== change.antibiotic) {
    await writeGenericAntibiotic(tx, id, change.antibiotic);
    await recordAudit(tx, {
      action: 'generic.antibiotic_changed',
      objectType: 'generic',
      objectId: id,
      before: { antibiotic: generic.antibiotic, name: generic.name },
      after: { antibiotic: change.antibiotic, reason: change.reason },
    });
  }
  const raised: ClassChange[] = [];
  if (change.antibiotic) {
    const reason = `${generic.name} is an antibiotic: ${change.reason}`.slice(0, 500);
    for (const entry of await otcEntriesOfGeneric(tx, id))
      raised.push(await applyClass(tx, user, entry, 'prescription', reason));
  }
  return { ...generic, antibiotic: change.antibiotic, raised };
}

import {
  BELOW_ONE_CENT_MESSAGE,
  type DispensingClass,
  type MedicineInputParsed,
  dollarsToCents,
  fitsCategory,
  isChargeable,
  OTC_CATEGORY,
  PRESCRIPTION_CATEGORY,
  type ProductLowStock,
  type ProductCreateSchema,
  type ProductUpdateSchema,
} from '@medibazaar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx, ProductsWatcher } from '../../db/client.js';
import { badRequest, forbidden, HttpError, notFound } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import type { ImageStorage } from '../../core/storage/storage.js';
import { attachUpload, releaseProductUploads, type ReleasedUpload, purgeReleased } from '../uploads/index.js';
import { NOT_A_MEDICINE, productGenericIds, setProductGenerics } from './medicines.repository.js';
import { resolveMedicine } from './medicines.service.js';
import { entryForProduct } from './medicine-references.service.js';
import { recordAudit } from '../audit/index.js';
import { isUuid } from './catalog.repository.js';
import { countStock } from './stock-count.js';
import {
  deleteProductRow,
  findLowStock,
  insertProduct,
  lockProduct,
  touchProduct,
  updateProductIfChanged,
  type ProductValues,
} from './products-admin.repository.js';

type CreateInput = z.output<typeof ProductCreateSchema>;
type UpdateInput = z.output<typeof ProductUpdateSchema>;

/**
 * What the catalog's product writes use, built once by the catalog module from the app's
 * decorations and passed first to each of them.
 */
export interface CatalogContext {
  db: Db;
  storage: ImageStorage;
  log: FastifyBaseLogger;
  /** Told, once a change has committed, which categories' product lists it changed. */
  productPages: ProductsWatcher;
}

const imageNotOurs = () =>
  badRequest(
    'Upload the image first: a product shows an image uploaded to this shop that no other product uses.',
    'IMAGE_NOT_UPLOADED',
    'image',
  );

const factsLocked = () =>
  new HttpError(
    409,
    'This product is a medicine, and its medicine facts stay: without them it would be sold with no check of ' +
      'how the medicine may be sold. Delete the product and list a new one instead, or ask the pharmacy.',
    'MEDICINE_FACTS_LOCKED',
    'medicine',
  );

const productNotFound = () => notFound('Product not found', 'PRODUCT_NOT_FOUND');

/**
 * OTC Medicine holds only over-the-counter medicines and products that are not medicines, and
 * Prescription Medicine only prescription and controlled medicines (docs/product.md#catalogue):
 * the rest is refused, whoever asks.
 */
function assertFitsCategory(category: string, dispensingClass: string | null) {
  if (fitsCategory(category, dispensingClass)) return;
  if (category === PRESCRIPTION_CATEGORY) {
    throw new HttpError(
      409,
      `${PRESCRIPTION_CATEGORY} holds only medicines sold on a prescription and controlled medicines; this product ` +
        (dispensingClass ? 'is sold over the counter' : 'is not a medicine') +
        `. Choose another category, such as ${OTC_CATEGORY} for a medicine sold over the counter.`,
      'NOT_A_PRESCRIPTION_MEDICINE',
      'category',
    );
  }
  const sold = dispensingClass === 'controlled' ? 'is not sold online' : 'needs a prescription';
  throw new HttpError(
    409,
    `This medicine ${sold}, so it cannot be listed under ${OTC_CATEGORY}, which holds only medicines sold ` +
      `over the counter and products that are not medicines. Choose ${PRESCRIPTION_CATEGORY} instead.`,
    'PRESCRIPTION_MEDICINE_IN_OTC',
    'category',
  );
}

/**
 * A medicine's facts with the class of its entry in the medicine reference (made when the
 * reference has none yet; decision 055). `current` is the product's class now.
 */
async function medicineWithClass(
  tx: DbOrTx,
  user: SessionUser,
  input: MedicineInputParsed,
  current: DispensingClass | null,
) {
  const medicine = await resolveMedicine(tx, user, input);
  const { genericSet, strength, form } = medicine.values;
  const entry = await entryForProduct(tx, user, {
    key: { genericSet: genericSet!, strength: strength!, form: form! },
    dispensingClass: input.dispensingClass,
    current,
  });
  medicine.values.dispensingClass = entry.dispensingClass;
  return medicine;
}

/** A seller changes only their own products; an admin any product. */
function assertMayChange(user: SessionUser, product: { sellerId: string | null }) {
  if (user.role === 'admin') return;
  if (product.sellerId !== user.id) throw forbidden('You can change only your own products.', 'NOT_PRODUCT_OWNER');
}

/**
 * Adds a product owned by the signed-in person: a seller's own, or the shop's
 * when an admin adds it. The image must be the caller's own fresh upload.
 */
export async function createProduct(ctx: CatalogContext, user: SessionUser, input: CreateInput): Promise<string> {
  const id = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    const medicine = input.medicine ? await medicineWithClass(tx, user, input.medicine, null) : null;
    assertFitsCategory(input.category, medicine ? medicine.values.dispensingClass : null);
    await insertProduct(tx, {
      ...(medicine ? medicine.values : NOT_A_MEDICINE),
      id,
      sellerId: user.role === 'admin' ? null : user.id,
      name: input.name,
      description: input.des,
      nameBn: input.nameBn ?? null,
      descriptionBn: input.desBn ?? null,
      priceCents: dollarsToCents(input.price),
      category: input.category,
      discountPercent: input.discount,
      stock: input.stock,
      lowStockThreshold: input.lowStockThreshold,
      image: input.image,
    });
    if (medicine) {
      await setProductGenerics(tx, id, medicine.genericIds);
      await recordAudit(tx, {
        action: 'product.dispensing_class_changed',
        objectType: 'product',
        objectId: id,
        before: null,
        after: { dispensingClass: medicine.values.dispensingClass, name: input.name },
      });
    }
    const attached = await attachUpload(tx, {
      url: input.image,
      productId: id,
      userId: user.id,
      anyUploader: user.role === 'admin',
    });
    if (!attached) throw imageNotOurs();
  });
  ctx.productPages.changed([input.category]);
  return id;
}

/**
 * Changes the given fields of a product. A new image must be a fresh upload; the
 * image it replaces, when it was an upload, is removed. Returns 1 when something
 * changed, 0 for an identical update.
 */
export async function updateProduct(
  ctx: CatalogContext,
  user: SessionUser,
  id: string,
  input: UpdateInput,
): Promise<number> {
  if (!isUuid(id)) throw productNotFound();
  const changes: Partial<ProductValues> = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.des !== undefined ? { description: input.des } : {}),
    ...(input.nameBn !== undefined ? { nameBn: input.nameBn } : {}),
    ...(input.desBn !== undefined ? { descriptionBn: input.desBn } : {}),
    ...(input.price !== undefined ? { priceCents: dollarsToCents(input.price) } : {}),
    ...(input.category !== undefined ? { category: input.category } : {}),
    ...(input.discount !== undefined ? { discountPercent: input.discount } : {}),
    ...(input.lowStockThreshold !== undefined ? { lowStockThreshold: input.lowStockThreshold } : {}),
  };
  let released: ReleasedUpload[] = [];
  let category = '';
  const modified = await ctx.db.transaction(async (tx) => {
    const product = await lockProduct(tx, id);
    if (!product) throw productNotFound();
    category = product.category;
    assertMayChange(user, product);
    // Either field alone can be fine and still, with the other as stored, give units away.
    if (
      (changes.priceCents !== undefined || changes.discountPercent !== undefined) &&
      !isChargeable(changes.priceCents ?? product.priceCents, changes.discountPercent ?? product.discountPercent)
    ) {
      throw changes.discountPercent !== undefined
        ? badRequest(BELOW_ONE_CENT_MESSAGE, 'VALIDATION_ERROR', 'discount')
        : badRequest(
            `With the product's discount of ${product.discountPercent} % one unit at this price would cost less than 0.01, ` +
              'the smallest amount that can be charged. Raise the price or lower the discount.',
            'VALIDATION_ERROR',
            'price',
          );
    }
    if (input.image !== undefined && input.image !== product.image) {
      const attached = await attachUpload(tx, {
        url: input.image,
        productId: id,
        userId: user.id,
        anyUploader: user.role === 'admin',
      });
      if (!attached) throw imageNotOurs();
      changes.image = input.image;
      released = await releaseProductUploads(tx, id, input.image);
    }
    // The medicine facts are replaced whole (null: no longer a medicine, which only an admin may
    // make of a medicine); the class is always the medicine reference's (decision 055).
    let genericsChanged = false;
    if (input.medicine !== undefined) {
      if (input.medicine === null && product.dispensingClass !== null && user.role !== 'admin') throw factsLocked();
      const before = await productGenericIds(tx, id);
      const current = product.dispensingClass as DispensingClass | null;
      const medicine = input.medicine ? await medicineWithClass(tx, user, input.medicine, current) : null;
      Object.assign(changes, medicine ? medicine.values : NOT_A_MEDICINE);
      const dispensingClass = medicine ? medicine.values.dispensingClass : null;
      if (dispensingClass !== product.dispensingClass) {
        await recordAudit(tx, {
          action: 'product.dispensing_class_changed',
          objectType: 'product',
          objectId: id,
          before: { dispensingClass: product.dispensingClass },
          after: { dispensingClass },
        });
      }
      const after = medicine ? medicine.genericIds : [];
      if (before.join(',') !== after.join(',')) {
        await setProductGenerics(tx, id, after);
        genericsChanged = true;
      }
    }
    // The category and the class as they will be, either of them changed or kept.
    assertFitsCategory(
      changes.category ?? product.category,
      changes.dispensingClass !== undefined ? changes.dispensingClass : product.dispensingClass,
    );
    // The stock figure is a count of the shelf, written through the lots (decision 059).
    const counted = input.stock !== undefined && (await countStock(tx, id, input.stock, user.id));
    const updated = await updateProductIfChanged(tx, id, changes);
    if (!updated && genericsChanged) await touchProduct(tx, id);
    return updated || (genericsChanged || counted ? 1 : 0);
  });
  if (modified) ctx.productPages.changed([category, ...(changes.category ? [changes.category] : [])]);
  if (released.length) await purgeReleased(ctx.db, ctx.storage, released, ctx.log);
  return modified;
}

/** A product's stock and its low-stock alert, for its seller or an admin (the edit form shows it). */
export async function readLowStock(db: Db, user: SessionUser, id: string): Promise<ProductLowStock> {
  if (!isUuid(id)) throw productNotFound();
  const row = await findLowStock(db, id);
  if (!row) throw productNotFound();
  assertMayChange(user, row);
  return { stock: row.stock, lowStockThreshold: row.lowStockThreshold, low: row.stock < row.lowStockThreshold };
}

/** Deletes a product; its uploaded image goes with it (seeded images stay). */
export async function deleteProduct(ctx: CatalogContext, user: SessionUser, id: string): Promise<number> {
  if (!isUuid(id)) throw productNotFound();
  let released: ReleasedUpload[] = [];
  let category = '';
  const deleted = await ctx.db.transaction(async (tx) => {
    const product = await lockProduct(tx, id);
    if (!product) throw productNotFound();
    assertMayChange(user, product);
    category = product.category;
    released = await releaseProductUploads(tx, id);
    return deleteProductRow(tx, id);
  });
  if (deleted) ctx.productPages.changed([category]);
  if (released.length) await purgeReleased(ctx.db, ctx.storage, released, ctx.log);
  return deleted;
}

import {
  MEDICINE_REQUEST_LIMITS,
  type MedicineRequest,
  type MedicineRequestPage,
  type MedicineRequestStatus,
  type Role,
} from '@medibazaar/contract';
import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, HttpError, notFound } from '../../core/http-errors.js';
import { recordAudit } from '../audit/index.js';
import { isUuid, products } from '../catalog/index.js';
import type { Notifications } from '../notifications/index.js';
import { medicineRequests } from './medicine-requests.schema.js';

export interface NewRequest {
  name: string;
  strength?: string | undefined;
  quantity: number;
  phone: string;
  language: 'en' | 'bn';
}

/**
 * Keeps a request, unless its number asked MEDICINE_REQUEST_LIMITS.perPhonePerDay times in the last
 * day or its address perAddressPerHour times in the last hour (429). Requests of one number are
 * counted under a lock, so two sent at once cannot both slip under the limit.
 */
export async function createRequest(
  db: Db,
  input: NewRequest,
  who: { requesterId: string | null; clientAddress: string },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`medicine-request:${input.phone}`}))`);
    const since = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
    const [[byPhone], [byAddress]] = await Promise.all([
      tx
        .select({ n: count() })
        .from(medicineRequests)
        .where(and(eq(medicineRequests.phone, input.phone), gte(medicineRequests.createdAt, since(24)))),
      tx
        .select({ n: count() })
        .from(medicineRequests)
        .where(and(eq(medicineRequests.clientAddress, who.clientAddress), gte(medicineRequests.createdAt, since(1)))),
    ]);
    if (
      (byPhone?.n ?? 0) >= MEDICINE_REQUEST_LIMITS.perPhonePerDay ||
      (byAddress?.n ?? 0) >= MEDICINE_REQUEST_LIMITS.perAddressPerHour
    ) {
      throw new HttpError(
        429,
        'You have sent many requests already. Please try again tomorrow.',
        'TOO_MANY_MEDICINE_REQUESTS',
      );
    }
    const [row] = await tx
      .insert(medicineRequests)
      .values({
        name: input.name,
        strength: input.strength || null,
        quantity: input.quantity,
        phone: input.phone,
        language: input.language,
        requesterId: who.requesterId,
        clientAddress: who.clientAddress,
      })
      .returning({ id: medicineRequests.id });
    return { id: row!.id };
  });
}

/** A seller sees a number's first three and last three digits; an admin, who may call, all of it. */
const shownPhone = (phone: string, role: Role) =>
  role === 'admin' ? phone : `${phone.slice(0, 3)}${'•'.repeat(phone.length - 6)}${phone.slice(-3)}`;

const requestColumns = {
  id: medicineRequests.id,
  name: medicineRequests.name,
  strength: medicineRequests.strength,
  quantity: medicineRequests.quantity,
  phone: medicineRequests.phone,
  status: medicineRequests.status,
  productId: medicineRequests.productId,
  productName: products.name,
  createdAt: medicineRequests.createdAt,
  listedAt: medicineRequests.listedAt,
};
interface RequestRow {
  id: string;
  name: string;
  strength: string | null;
  quantity: number;
  phone: string;
  status: string;
  productId: string | null;
  productName: string | null;
  createdAt: Date;
  listedAt: Date | null;
}

function toRequestJson(r: RequestRow, role: Role): MedicineRequest {
  return {
    id: r.id,
    name: r.name,
    strength: r.strength,
    quantity: r.quantity,
    phone: shownPhone(r.phone, role),
    status: r.status as MedicineRequestStatus,
    product: r.productId && r.productName ? { id: r.productId, name: r.productName } : null,
    createdAt: r.createdAt.toISOString(),
    listedAt: r.listedAt ? r.listedAt.toISOString() : null,
  };
}

/** One page of requests, open ones first, newest first; `status` narrows it. */
export async function listRequests(
  db: Db,
  q: { status?: MedicineRequestStatus | undefined; page: number; limit: number },
  role: Role,
): Promise<MedicineRequestPage> {
  const where: SQL | undefined = q.status ? eq(medicineRequests.status, q.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(requestColumns)
      .from(medicineRequests)
      .leftJoin(products, eq(products.id, medicineRequests.productId))
      .where(where)
      .orderBy(
        desc(sql`${medicineRequests.status} = 'open'`),
        desc(medicineRequests.createdAt),
        desc(medicineRequests.id),
      )
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(medicineRequests).where(where),
  ]);
  return { items: rows.map((r) => toRequestJson(r, role)), total: total?.n ?? 0, page: q.page, limit: q.limit };
}

export interface ListedBy {
  id: string;
  email: string;
  role: Role;
}

/**
 * Marks a request listed with the product that answers it, once (409 after), and in the same
 * transaction writes the audit entry and queues the requester's text message (its key is the
 * request, so it is sent once whatever happens). A seller may name only a product of their own.
 */
export async function markListed(
  db: Db,
  ctx: { notifications: Notifications; publicUrl: string },
  id: string,
  productId: string,
  actor: ListedBy,
): Promise<MedicineRequest> {
  if (!isUuid(id)) throw notFound('This request was not found.', 'MEDICINE_REQUEST_NOT_FOUND');
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(medicineRequests).where(eq(medicineRequests.id, id)).for('update');
    if (!request) throw notFound('This request was not found.', 'MEDICINE_REQUEST_NOT_FOUND');
    if (request.status !== 'open') {
      throw conflict('This request is already marked as listed.', 'MEDICINE_REQUEST_ALREADY_LISTED');
    }
    const [product] = await tx
      .select({ id: products.id, name: products.name, sellerId: products.sellerId })
      .from(products)
      .where(eq(products.id, productId));
    if (!product) throw notFound('Product not found', 'PRODUCT_NOT_FOUND');
    if (actor.role !== 'admin' && product.sellerId !== actor.id) {
      throw forbidden('Name a product you sell.', 'NOT_PRODUCT_OWNER');
    }
    const [updated] = await tx
      .update(medicineRequests)
      .set({ status: 'listed', productId, listedBy: actor.id, listedAt: new Date() })
      .where(eq(medicineRequests.id, id))
      .returning();
    await recordAudit(tx, {
      action: 'medicine_request.listed',
      objectType: 'medicine_request',
      objectId: id,
      before: { status: 'open' },
      after: { status: 'listed', productId, productName: product.name },
    });
    const requested = [request.name, request.strength].filter(Boolean).join(' ');
    // The one message this number is sent: the one its request asked for.
    await ctx.notifications.sms(
      {
        event: `medicine-listed:${id}`,
        to: request.phone,
        language: request.language === 'bn' ? 'bn' : 'en',
        template: 'medicine-listed',
        values: { requested, product: product.name, url: `${ctx.publicUrl}/products/${productId}` },
      },
      tx,
    );
    return toRequestJson({ ...updated!, productName: product.name }, actor.role);
  });
}

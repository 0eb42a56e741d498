import {
  CART_LIMITS,
  type CartItem,
  type CategoryName,
  centsToDollars,
  discountedCents,
  type DosageForm,
} from '@medibazaar/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db, type DbOrTx } from '../../db/client.js';
import { cartItems } from './carts.schema.js';
import { products } from '../catalog/index.js';
import { isUuid } from '../catalog/index.js';
import { sellerLicensed } from '../sellers/index.js';

/** A cart line with everything pricing needs, read from the product as it is now. */
export interface CartLine {
  id: string;
  productId: string;
  quantity: number;
  name: string;
  image: string;
  category: string;
  priceCents: number;
  discountPercent: number;
  stock: number;
  sellerId: string | null;
  /** `controlled` medicines are never sold online (null: not a medicine). */
  dispensingClass: string | null;
  /** Shop-owned, or its seller's drug licence is in force (sellers' `sellerLicensed`). */
  onSale: boolean;
  /** A medicine's strength, form and pack; all null for a product that is not one. */
  strength: string | null;
  form: string | null;
  packSize: number | null;
  packLabel: string | null;
  packLabelBn: string | null;
  nameBn: string | null;
}

const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  name: products.name,
  image: products.image,
  category: products.category,
  priceCents: products.priceCents,
  discountPercent: products.discountPercent,
  stock: products.stock,
  sellerId: products.sellerId,
  dispensingClass: products.dispensingClass,
  onSale: sellerLicensed(products.sellerId),
  strength: products.strength,
  form: products.form,
  packSize: products.packSize,
  packLabel: products.packLabel,
  packLabelBn: products.packLabelBn,
  nameBn: products.nameBn,
};

/**
 * A cart item in its legacy JSON shape (docs/api.md#names), priced from the product:
 * `unitPrice` is what one unit is charged.
 */
export function toCartItem(line: CartLine, email: string): CartItem {
  const unitCents = discountedCents(line.priceCents, line.discountPercent);
  return {
    _id: line.id,
    menuId: line.productId,
    email,
    name: line.name,
    nameBn: line.nameBn,
    image: line.image,
    price: centsToDollars(line.priceCents),
    category: line.category as CategoryName,
    discount: line.discountPercent,
    quantity: line.quantity,
    unitPrice: centsToDollars(unitCents),
    lineTotal: centsToDollars(unitCents * line.quantity),
    stock: line.stock,
    requiresPrescription: line.dispensingClass === 'prescription' || line.dispensingClass === 'controlled',
    available: line.onSale,
    pack:
      line.strength !== null && line.form !== null && line.packSize !== null && line.packLabel !== null
        ? {
            strength: line.strength,
            form: line.form as DosageForm,
            packSize: line.packSize,
            packLabel: line.packLabel,
            packLabelBn: line.packLabelBn,
          }
        : null,
  };
}

/** Someone's whole cart, oldest line first: one statement however many lines it has. */
export async function listCartLines(db: DbOrTx, userId: string): Promise<CartLine[]> {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .limit(CART_LIMITS.maxLines + 1);
}

export async function findCartLine(db: DbOrTx, userId: string, id: string): Promise<CartLine | null> {
  if (!isUuid(id)) return null;
  const [line] = await db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .limit(1);
  return line ?? null;
}

/** The advisory lock space of carts; the start-up lock uses the single-key space, which never overlaps. */
const CART_LOCK_SPACE = 0x63617274;

/**
 * Holds the person's cart until the transaction ends, so rules that count its lines
 * (how many it holds, which checkout is open) see every other writer's result: under
 * read committed, two statements counting at once would each miss the other's row.
 */
export async function lockCart(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK_SPACE}::int, hashtext(${userId}))`);
}

export type AddResult =
  | { ok: true; id: string; quantity: number; created: boolean }
  | {
      ok: false;
      reason:
        | 'no-product'
        | 'not-sold-online'
        | 'seller-not-licensed'
        | 'out-of-stock'
        | 'over-limit'
        | 'over-stock'
        | 'cart-full';
      name?: string;
      stock?: number;
      inCart?: number;
    };

/**
 * Adds units of a product to someone's cart with one write: a new line, or more
 * of the line already there. It adds nothing when the product is unknown or would
 * go beyond its stock, the per-line limit or the number of lines a cart may hold;
 * a second statement then says which. The cart is locked while the line is written,
 * so adds at the same moment count each other's lines.
 */
export async function addToCart(db: Db, userId: string, productId: string, quantity: number): Promise<AddResult> {
  if (!isUuid(productId)) return { ok: false, reason: 'no-product' };
  return db.transaction((tx) => addToCartIn(tx, userId, productId, quantity));
}

/**
 * `addToCart` inside the caller's transaction (accepting a pharmacist's order puts all its lines
 * in the cart, or none): the cart is locked until that transaction ends.
 */
export async function addToCartIn(tx: DbOrTx, userId: string, productId: string, quantity: number): Promise<AddResult> {
  if (!isUuid(productId)) return { ok: false, reason: 'no-product' };
  await lockCart(tx, userId);
  const result = await tx.execute(sql`
      with p as (
        select ${products.id} as id, ${products.stock} as stock from ${products}
        where ${products.id} = ${productId} and ${products.dispensingClass} is distinct from 'controlled'
          and ${sellerLicensed(products.sellerId)}
      )
      insert into ${cartItems} (user_id, product_id, quantity)
      select ${userId}, p.id, ${quantity}::int from p
      where p.stock >= ${quantity}::int
        and (
          (select count(*) from ${cartItems} where user_id = ${userId}) < ${CART_LIMITS.maxLines}
          or exists (select 1 from ${cartItems} where user_id = ${userId} and product_id = ${productId})
        )
      on conflict (user_id, product_id) do update
        set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
        where cart_items.quantity + excluded.quantity <= least(${CART_LIMITS.maxQuantity}::int, (select stock from p))
      returning id, quantity, (xmax = 0) as created
    `);
  const [row] = rowsOf<{ id: string; quantity: number; created: boolean }>(result);
  if (row) return { ok: true, id: row.id, quantity: Number(row.quantity), created: Boolean(row.created) };

  const why = await tx.execute(sql`
    select ${products.name} as name, ${products.stock} as stock, ${products.dispensingClass} as dispensing_class,
      ${sellerLicensed(products.sellerId)} as on_sale,
      (select quantity from ${cartItems} where user_id = ${userId} and product_id = ${products.id}) as in_cart,
      (select count(*)::int from ${cartItems} where user_id = ${userId}) as lines
    from ${products} where ${products.id} = ${productId}
  `);
  const [info] = rowsOf<{
    name: string;
    stock: number;
    dispensing_class: string | null;
    on_sale: boolean;
    in_cart: number | null;
    lines: number;
  }>(why);
  if (!info) return { ok: false, reason: 'no-product' };
  const base = { name: info.name, stock: Number(info.stock), inCart: Number(info.in_cart ?? 0) };
  if (info.dispensing_class === 'controlled') return { ok: false, reason: 'not-sold-online', ...base };
  if (!info.on_sale) return { ok: false, reason: 'seller-not-licensed', ...base };
  if (base.stock <= 0) return { ok: false, reason: 'out-of-stock', ...base };
  if (info.in_cart === null && Number(info.lines) >= CART_LIMITS.maxLines)
    return { ok: false, reason: 'cart-full', ...base };
  if (base.inCart + quantity > CART_LIMITS.maxQuantity) return { ok: false, reason: 'over-limit', ...base };
  return { ok: false, reason: 'over-stock', ...base };
}

/** Sets a line's quantity; refuses (returns 'over-stock') a quantity above the product's stock. */
export async function setCartQuantity(
  db: DbOrTx,
  userId: string,
  id: string,
  quantity: number,
): Promise<'ok' | 'not-found' | 'over-stock' | 'not-sold-online'> {
  if (!isUuid(id)) return 'not-found';
  const updated = await db
    .update(cartItems)
    .set({ quantity, updatedAt: sql`now()` })
    .where(
      and(
        eq(cartItems.id, id),
        eq(cartItems.userId, userId),
        sql`${quantity}::int <= (select ${products.stock} from ${products} where ${products.id} = ${cartItems.productId}
          and ${products.dispensingClass} is distinct from 'controlled')`,
      ),
    )
    .returning({ id: cartItems.id });
  if (updated.length) return 'ok';
  const [exists] = await db
    .select({ id: cartItems.id, dispensingClass: products.dispensingClass })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .limit(1);
  if (!exists) return 'not-found';
  return exists.dispensingClass === 'controlled' ? 'not-sold-online' : 'over-stock';
}

export async function deleteCartLine(db: DbOrTx, userId: string, id: string): Promise<number> {
  if (!isUuid(id)) return 0;
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return deleted.length;
}

/**
 * The person's cart lines of the given products (id and units), locked until the
 * transaction ends: a payment that takes units out of them must see what is there.
 */
export async function lockCartLines(
  tx: DbOrTx,
  userId: string,
  productIds: readonly string[],
): Promise<Map<string, { id: string; quantity: number }>> {
  if (!productIds.length) return new Map();
  const rows = await tx
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, [...productIds])))
    .orderBy(asc(cartItems.productId))
    .for('update');
  return new Map(rows.map((r) => [r.productId, { id: r.id, quantity: r.quantity }]));
}

/**
 * Takes paid units out of a buyer's cart: a line paid in full goes, a line that
 * grew after it was priced keeps the units that were not paid for.
 */
export async function removePaidUnits(
  tx: DbOrTx,
  userId: string,
  paid: readonly { productId: string; quantity: number }[],
): Promise<void> {
  if (!paid.length) return;
  const values = sql.join(
    paid.map((p) => sql`(${p.productId}::uuid, ${p.quantity}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    delete from ${cartItems} c using (values ${values}) as v(product_id, quantity)
    where c.user_id = ${userId} and c.product_id = v.product_id and c.quantity <= v.quantity
  `);
  await tx.execute(sql`
    update ${cartItems} c set quantity = c.quantity - v.quantity, updated_at = now()
    from (values ${values}) as v(product_id, quantity)
    where c.user_id = ${userId} and c.product_id = v.product_id and c.quantity > v.quantity
  `);
}

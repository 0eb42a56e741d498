import { centsToDollars, discountedCents, type CategoryName, type Product } from '@medibazaar/contract';
import { users } from '../users/index.js';
import { products } from './catalog.schema.js';
import { medicineColumn, toMedicineFacts, type MedicineRow } from './medicine-columns.js';

/** The columns behind the product's JSON shape (see toProductJson). */
export const productColumns = {
  id: products.id,
  name: products.name,
  nameBn: products.nameBn,
  category: products.category,
  priceCents: products.priceCents,
  description: products.description,
  image: products.image,
  discountPercent: products.discountPercent,
  stock: products.stock,
  sellerEmail: users.email,
  // Named, so a driver's raw rows (the benchmark's bare handler) carry it as `medicine`.
  medicine: medicineColumn.as('medicine'),
};

export type ProductRow = {
  id: string;
  name: string;
  nameBn: string | null;
  category: string;
  priceCents: number;
  description: string;
  image: string;
  discountPercent: number;
  stock: number;
  sellerEmail: string | null;
  medicine: MedicineRow | string | null;
};

/** The product's JSON, legacy names kept (docs/api.md#names); discount fields derive from the one stored percent. */
export function toProductJson(row: ProductRow): Product {
  const discounted = row.discountPercent > 0;
  return {
    _id: row.id,
    name: row.name,
    nameBn: row.nameBn,
    category: row.category as CategoryName,
    price: centsToDollars(row.priceCents),
    des: row.description,
    image: row.image,
    ...(row.sellerEmail ? { email: row.sellerEmail } : {}),
    discount: row.discountPercent,
    ...(discounted
      ? {
          discount_percentage: row.discountPercent,
          discounted_price: centsToDollars(discountedCents(row.priceCents, row.discountPercent)),
        }
      : {}),
    stock: row.stock,
    medicine: toMedicineFacts(row.medicine, row.priceCents, row.discountPercent),
  };
}

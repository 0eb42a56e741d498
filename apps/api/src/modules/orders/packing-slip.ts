import type { Order } from '@medibazaar/contract';
import { eq } from 'drizzle-orm';
import { orders } from './orders.schema.js';
import { forbidden } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { actorsFor, orderNotFound, type OrdersContext } from './orders-context.js';
import { getOrder } from './order-read-model.js';
import { lotsLine, orderPdf, placeOf, type PdfLang } from './pdf-text.js';

type Lang = PdfLang;

const WORDS = {
  en: {
    shop: 'MediBazaar',
    title: 'Packing slip',
    date: 'Date',
    seller: 'Seller',
    deliverTo: 'Deliver to',
    note: 'Note for the rider',
    payment: 'Payment',
    cod: 'Cash on delivery',
    card: 'Card',
    packed: 'Packed',
    item: 'Item',
    qty: 'Qty',
    units: 'Units in all',
    packedBy: 'Packed by',
    checkedBy: 'Checked by',
    batch: 'Batch',
    expires: 'Exp.',
  },
  bn: {
    shop: 'মেডিবাজার',
    title: 'প্যাকিং স্লিপ',
    date: 'তারিখ',
    seller: 'বিক্রেতা',
    deliverTo: 'যেখানে পৌঁছাবে',
    note: 'রাইডারের জন্য নোট',
    payment: 'পেমেন্ট',
    cod: 'ক্যাশ অন ডেলিভারি',
    card: 'কার্ড',
    packed: 'প্যাক হয়েছে',
    item: 'পণ্য',
    qty: 'পরিমাণ',
    units: 'মোট একক',
    packedBy: 'প্যাক করেছেন',
    checkedBy: 'যাচাই করেছেন',
    batch: 'ব্যাচ',
    expires: 'মেয়াদ',
  },
} as const;

/**
 * The order's packing slip as a PDF, for whoever packs it: the order number, where it goes
 * (the address as the order keeps it, the phone, the note for the rider), how it is paid,
 * and every line with its quantity and a box to tick once it is in the parcel; no prices.
 * Its words in English or Bangla (when the Bangla font is at hand); an address written in
 * Bangla prints in either, each run of text in a font that has its letters.
 */
export async function renderPackingSlip(order: Order, asked: Lang): Promise<Buffer> {
  const pdf = orderPdf(
    { title: `${WORDS.en.title} ${order.number}`, author: WORDS.en.shop, subject: order.number },
    asked,
  );
  const { doc, lang, write, count } = pdf;
  const w = WORDS[lang];

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const a = order.address;

  pdf.size = 12;
  write(w.shop, {}, true);
  pdf.size = 20;
  write(`${w.title} · ${order.number}`, {}, true);
  pdf.size = 11;
  write(`${w.date}: ${order.createdAt.slice(0, 10)}    ${w.seller}: ${order.sellerName ?? w.shop}`);
  doc.moveDown();

  // Where it goes: large enough to read on a parcel.
  write(w.deliverTo, {}, true);
  pdf.size = 14;
  write(a.name, {}, true);
  write(a.phone, {}, true);
  pdf.size = 12;
  write([a.line1, a.line2].filter(Boolean).join(', '));
  write(placeOf(a, lang));
  if (a.note) {
    doc.moveDown(0.5);
    write(`${w.note}: `, { continued: true, shareBaseline: true }, true);
    write(a.note, { shareBaseline: true });
  }
  doc.moveDown(0.5);
  write(`${w.payment}: ${order.paymentMethod === 'cod' ? w.cod : w.card}`, {}, true);
  doc.moveDown();

  // The lines, each with a box to tick.
  const cols = { box: left, item: left + 64, qty: left + width - 70 };
  const itemWidth = cols.qty - cols.item - 10;
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };
  pdf.size = 11;
  let y = doc.y;
  const cell = { y, shareBaseline: true };
  write(w.packed, { ...cell, x: cols.box, width: 60 }, true);
  write(w.item, { ...cell, x: cols.item, width: itemWidth }, true);
  write(w.qty, { ...cell, x: cols.qty, width: 70, align: 'right' }, true);
  doc.y += 4;
  rule();
  pdf.size = 12;
  // A line the pharmacist did not approve is not packed.
  for (const l of order.lines.filter((x) => x.quantity > 0)) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
    y = doc.y + 8;
    doc
      .rect(cols.box + 2, y, 14, 14)
      .lineWidth(1.2)
      .strokeColor('#000000')
      .stroke();
    write(l.strength ? `${l.name} ${l.strength}` : l.name, { x: cols.item, y, width: itemWidth, shareBaseline: true });
    // Which batch to pick: the lots the units were taken from, first expiring first.
    const lots = lotsLine(l.lots ?? [], w, count);
    if (lots) {
      pdf.size = 10;
      write(lots, { x: cols.item, width: itemWidth });
      pdf.size = 12;
    }
    const afterItem = doc.y;
    write(count(l.quantity), { x: cols.qty, y, width: 70, align: 'right', shareBaseline: true }, true);
    doc.y = Math.max(afterItem, y + 16) + 6;
    rule();
  }
  doc.moveDown();
  const units = order.lines.reduce((n, l) => n + l.quantity, 0);
  write(`${w.units}: ${count(units)}`, { x: left, width }, true);
  doc.moveDown(2);
  write(`${w.packedBy}: ____________________    ${w.checkedBy}: ____________________`, { x: left, width });
  return pdf.finish();
}

/** The packing slip is its seller's and the admins' (the buyer has the invoice). */
export async function slipOrder(ctx: OrdersContext, user: SessionUser, number: string): Promise<Order> {
  const [row] = await ctx.db
    .select({ buyerId: orders.buyerId, sellerId: orders.sellerId })
    .from(orders)
    .where(eq(orders.number, number));
  const actors = row ? actorsFor(row, user) : [];
  if (!actors.length) throw orderNotFound();
  if (!actors.includes('seller') && !actors.includes('admin')) {
    throw forbidden('Only the order’s seller and admins print its packing slip.');
  }
  return getOrder(ctx, user, number);
}

import { createRequire } from 'node:module';
import {
  DISTRICTS,
  DIVISIONS,
  formatAmount,
  type Order,
  type OrderStatus,
  type ShopCurrency,
} from '@medibazaar/contract';
import PDFDocument from 'pdfkit';

type Lang = 'en' | 'bn';

const require = createRequire(import.meta.url);

/** The Bangla font the web app ships, read once; null when it cannot be found (English is used then). */
let bengaliFont: string | null | undefined;
function bengaliFontPath(): string | null {
  if (bengaliFont === undefined) {
    try {
      bengaliFont =
        require.resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2');
    } catch {
      bengaliFont = null;
    }
  }
  return bengaliFont;
}

const WORDS = {
  en: {
    shop: 'MediBazaar',
    invoice: 'Invoice',
    order: 'Order',
    date: 'Date',
    billTo: 'Deliver to',
    soldBy: 'Sold by',
    shopOwn: 'MediBazaar',
    item: 'Item',
    qty: 'Qty',
    unit: 'Unit price',
    amount: 'Amount',
    items: 'Items',
    delivery: 'Delivery',
    tax: 'Tax',
    total: 'Total',
    payment: 'Payment',
    card: 'Card',
    cod: 'Cash on delivery',
    status: 'Status',
    thanks: 'Thank you for shopping with MediBazaar.',
  },
  bn: {
    shop: 'মেডিবাজার',
    invoice: 'চালান',
    order: 'অর্ডার',
    date: 'তারিখ',
    billTo: 'যেখানে পৌঁছাবে',
    soldBy: 'বিক্রেতা',
    shopOwn: 'মেডিবাজার',
    item: 'পণ্য',
    qty: 'পরিমাণ',
    unit: 'একক দাম',
    amount: 'মোট দাম',
    items: 'পণ্যের দাম',
    delivery: 'ডেলিভারি',
    tax: 'কর',
    total: 'সর্বমোট',
    payment: 'পেমেন্ট',
    card: 'কার্ড',
    cod: 'ক্যাশ অন ডেলিভারি',
    status: 'অবস্থা',
    thanks: 'মেডিবাজারে কেনাকাটার জন্য ধন্যবাদ।',
  },
} as const;

const STATUS: Record<Lang, Record<OrderStatus, string>> = {
  en: {
    placed: 'Placed',
    confirmed: 'Confirmed',
    packed: 'Packed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    returned: 'Returned',
  },
  bn: {
    placed: 'অর্ডার দেওয়া হয়েছে',
    confirmed: 'নিশ্চিত',
    packed: 'প্যাক করা হয়েছে',
    shipped: 'পাঠানো হয়েছে',
    delivered: 'পৌঁছে গেছে',
    cancelled: 'বাতিল',
    returned: 'ফেরত',
  },
};

/**
 * The order's invoice as a PDF: the shop's name, the order number and date, where it
 * goes, who sold it, every line, the items, delivery, tax (0: the shop charges none
 * on top of its prices) and total, and how it is paid. In Bangla when asked and the
 * Bangla font is at hand.
 */
export async function renderInvoice(order: Order, asked: Lang, currency: ShopCurrency): Promise<Buffer> {
  const font = asked === 'bn' ? bengaliFontPath() : null;
  const lang: Lang = font ? 'bn' : 'en';
  const w = WORDS[lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${w.invoice} ${order.number}`, Author: w.shop, Subject: order.number },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (font) {
    doc.registerFont('body', font);
    doc.registerFont('bold', font);
  } else {
    doc.registerFont('body', 'Helvetica');
    doc.registerFont('bold', 'Helvetica-Bold');
  }
  const money = (n: number) => formatAmount(n, currency, lang);
  const district = DISTRICTS.find((d) => d.id === order.address.district);
  const division = DIVISIONS.find((d) => d.id === order.address.division);
  const date = new Date(order.createdAt).toISOString().slice(0, 10);

  doc.font('bold').fontSize(20).text(w.shop);
  doc.font('body').fontSize(14).text(`${w.invoice} · ${order.number}`);
  doc.fontSize(10).text(`${w.date}: ${date}`);
  doc.text(`${w.status}: ${STATUS[lang][order.status]}`);
  doc.moveDown();

  doc.font('bold').text(w.billTo);
  const a = order.address;
  doc.font('body').text(a.name);
  doc.text(a.phone);
  doc.text([a.line1, a.line2].filter(Boolean).join(', '));
  doc.text(`${a.area}, ${district?.[lang] ?? a.district}, ${division?.[lang] ?? a.division}`);
  doc.moveDown();
  doc
    .font('bold')
    .text(w.soldBy, { continued: true })
    .font('body')
    .text(`: ${order.sellerName ?? w.shopOwn}`);
  doc.moveDown();

  const left = doc.page.margins.left;
  const cols = [left, left + 260, left + 310, left + 400];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'body');
    doc.text(cells[0]!, cols[0], y, { width: 250 });
    const afterName = doc.y;
    doc.text(cells[1]!, cols[1], y, { width: 45, align: 'right' });
    doc.text(cells[2]!, cols[2], y, { width: 85, align: 'right' });
    doc.text(cells[3]!, cols[3], y, { width: 95, align: 'right' });
    doc.x = left;
    doc.y = Math.max(afterName, doc.y) + 4;
  };
  row([w.item, w.qty, w.unit, w.amount], true);
  for (const l of order.lines) {
    row([l.strength ? `${l.name} ${l.strength}` : l.name, String(l.quantity), money(l.unitPrice), money(l.lineTotal)]);
  }
  doc.moveDown();
  const total = (label: string, value: string, bold = false) => row([label, '', '', value], bold);
  total(w.items, money(order.itemsTotal));
  total(w.delivery, money(order.deliveryFee));
  total(w.tax, money(0));
  total(w.total, money(order.total), true);
  doc.moveDown();
  doc.font('body').text(`${w.payment}: ${order.paymentMethod === 'cod' ? w.cod : w.card}`, left);
  doc.moveDown(2);
  doc.text(w.thanks, left);
  doc.end();
  return done;
}

import { formatAmount, type Order, type OrderStatus, type ShopCurrency, signedName } from '@medibazaar/contract';
import type { MemoParties, MemoParty } from './cash-memo.js';
import { lotsLine, orderPdf, placeOf, type PdfLang } from './pdf-text.js';

type Lang = PdfLang;

const WORDS = {
  en: {
    shop: 'MediBazaar',
    invoice: 'Invoice',
    cashMemo: 'Cash memo',
    drugLicence: 'Drug licence',
    responsible: 'Responsible pharmacist',
    shopSells: 'the pharmacy above',
    order: 'Order',
    date: 'Date',
    billTo: 'Deliver to',
    soldBy: 'Sold by',
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
    thanks: 'Thank you for shopping with {shop}.',
    approvedBy: 'Prescription checked and approved by',
    batch: 'Batch',
    expires: 'Exp.',
  },
  bn: {
    shop: 'মেডিবাজার',
    invoice: 'চালান',
    cashMemo: 'ক্যাশ মেমো',
    drugLicence: 'ড্রাগ লাইসেন্স',
    responsible: 'দায়িত্বপ্রাপ্ত ফার্মাসিস্ট',
    shopSells: 'উপরের ফার্মেসি',
    order: 'অর্ডার',
    date: 'তারিখ',
    billTo: 'যেখানে পৌঁছাবে',
    soldBy: 'বিক্রেতা',
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
    thanks: '{shop}-এ কেনাকাটার জন্য ধন্যবাদ।',
    approvedBy: 'প্রেসক্রিপশন যাচাই ও অনুমোদন করেছেন',
    batch: 'ব্যাচ',
    expires: 'মেয়াদ',
  },
} as const;

const STATUS: Record<Lang, Record<OrderStatus, string>> = {
  en: {
    awaiting_prescription: 'Awaiting prescription check',
    placed: 'Placed',
    confirmed: 'Confirmed',
    packed: 'Packed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    returned: 'Returned',
  },
  bn: {
    awaiting_prescription: 'প্রেসক্রিপশন যাচাইয়ের অপেক্ষায়',
    placed: 'অর্ডার দেওয়া হয়েছে',
    confirmed: 'নিশ্চিত',
    packed: 'প্যাক করা হয়েছে',
    shipped: 'পাঠানো হয়েছে',
    delivered: 'পৌঁছে গেছে',
    cancelled: 'বাতিল',
    returned: 'ফেরত',
  },
};

/** Who signed the order's review, as "name (BPC A-1234)" (decision 057); null before a review. */
function approvingPharmacist(order: Order): string | null {
  const review = order.events.findLast((e) => e.by === 'pharmacist' && e.to === 'confirmed');
  return review?.byName ? signedName(review.byName, review.byRegistration) : null;
}

/**
 * The order's invoice as a cash memo (PDF): the shop's name, address and drug licence, the
 * order number and date, where it goes, who sold it (the seller's pharmacy, address, drug
 * licence and responsible pharmacist), every line, the items, delivery, tax (at the rate in force when
 * the order was placed; 0 unless the shop sets TAX_RATE_PERCENT) and total, and how it is paid;
 * under each prescription line, the pharmacist who approved it with their BPC registration. In Bangla when asked and the
 * Bangla font is at hand; Bangla and Latin text (an order number, a phone, a brand) each
 * in a font that has its letters.
 */
export async function renderInvoice(
  order: Order,
  asked: Lang,
  currency: ShopCurrency,
  parties: MemoParties,
): Promise<Buffer> {
  const pdf = orderPdf(
    { title: `${WORDS.en.cashMemo} ${order.number}`, author: parties.shop.name, subject: order.number },
    asked,
  );
  const { doc, lang, write, count } = pdf;
  const w = WORDS[lang];
  pdf.size = 10;
  const money = (n: number) => formatAmount(n, currency, lang);
  const date = new Date(order.createdAt).toISOString().slice(0, 10);

  // The pharmacy's own name in Bangla when it is the shop's default one.
  const shopName = lang === 'bn' && parties.shop.name === WORDS.en.shop ? w.shop : parties.shop.name;
  const party = (p: MemoParty) => {
    if (p.address) write(p.address);
    const licence = p.licence ? `${w.drugLicence}: ${p.licence}` : null;
    const pharmacist = p.pharmacist ? `${w.responsible}: ${p.pharmacist}` : null;
    if (licence || pharmacist) write([licence, pharmacist].filter(Boolean).join(' · '));
  };
  pdf.size = 20;
  write(shopName, {}, true);
  pdf.size = 10;
  party(parties.shop);
  doc.moveDown(0.5);
  pdf.size = 14;
  write(`${w.cashMemo} · ${order.number}`);
  pdf.size = 10;
  write(`${w.date}: ${date}`);
  write(`${w.status}: ${STATUS[lang][order.status]}`);
  doc.moveDown();

  write(w.billTo, {}, true);
  const a = order.address;
  write(a.name);
  write(a.phone);
  write([a.line1, a.line2].filter(Boolean).join(', '));
  write(placeOf(a, lang));
  doc.moveDown();
  write(`${w.soldBy}: `, { continued: true, shareBaseline: true }, true);
  if (parties.seller) {
    write(parties.seller.name || (order.sellerName ?? ''), { shareBaseline: true });
    party(parties.seller);
  } else write(`${shopName} (${w.shopSells})`, { shareBaseline: true });
  doc.moveDown();

  const left = doc.page.margins.left;
  const cols = [left, left + 260, left + 310, left + 400];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    const cell = { y, shareBaseline: true };
    write(cells[0]!, { ...cell, x: cols[0], width: 250 }, bold);
    const afterName = doc.y;
    write(cells[1]!, { ...cell, x: cols[1], width: 45, align: 'right' }, bold);
    write(cells[2]!, { ...cell, x: cols[2], width: 85, align: 'right' }, bold);
    write(cells[3]!, { ...cell, x: cols[3], width: 95, align: 'right' }, bold);
    doc.x = left;
    doc.y = Math.max(afterName, doc.y) + 4;
  };
  row([w.item, w.qty, w.unit, w.amount], true);
  const pharmacist = approvingPharmacist(order);
  // A line the pharmacist did not approve is neither delivered nor charged.
  for (const l of order.lines.filter((x) => x.quantity > 0)) {
    row([l.strength ? `${l.name} ${l.strength}` : l.name, count(l.quantity), money(l.unitPrice), money(l.lineTotal)]);
    // The batch and expiry of every unit sold, as a cash memo names them.
    const lots = lotsLine(l.lots ?? [], w, count);
    if (lots) {
      pdf.size = 8;
      write(lots, { x: left + 10, width: 380 });
      pdf.size = 10;
      doc.moveDown(0.3);
    }
    if (l.requiresPrescription && l.review?.decision === 'approved' && pharmacist) {
      pdf.size = 8;
      write(`${w.approvedBy} ${pharmacist}`, { x: left + 10, width: 380 });
      pdf.size = 10;
      doc.moveDown(0.3);
    }
  }
  doc.moveDown();
  const total = (label: string, value: string, bold = false) => row([label, '', '', value], bold);
  total(w.items, money(order.itemsTotal));
  total(w.delivery, money(order.deliveryFee));
  const percent = new Intl.NumberFormat(lang === 'bn' ? 'bn-BD' : 'en-US', { maximumFractionDigits: 2 });
  total(`${w.tax} (${percent.format(order.taxRate)}%)`, money(order.tax));
  total(w.total, money(order.total), true);
  doc.moveDown();
  write(`${w.payment}: ${order.paymentMethod === 'cod' ? w.cod : w.card}`, { x: left });
  doc.moveDown(2);
  write(w.thanks.replace('{shop}', shopName), { x: left });
  return pdf.finish();
}

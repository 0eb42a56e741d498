import {
  DISTRICTS,
  DIVISIONS,
  formatAmount,
  type AddressSnapshot,
  type Language,
  type ShopCurrency,
} from '@medibazaar/contract';

/**
 * What an order-received message says of the order itself: each line, the totals, where it goes
 * and in how many days. Built from the order as placed (or as paid), in the buyer's language.
 */
export interface OrderReceipt {
  lines: { name: string; quantity: number; lineTotal: number }[];
  itemsTotal: number;
  deliveryFee: number;
  tax: number;
  total: number;
  currency: ShopCurrency;
  address: AddressSnapshot;
  minDays: number;
  maxDays: number;
  paymentMethod: 'cod' | 'card';
}

const bnDigits = (n: number | string) => String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

const words = {
  en: {
    items: 'Items',
    delivery: 'Delivery',
    tax: 'Tax',
    total: 'Total',
    to: 'Delivered to',
    days: (min: number, max: number) =>
      min === max ? `Delivery in ${min} ${min === 1 ? 'day' : 'days'}.` : `Delivery in ${min}–${max} days.`,
    pay: { cod: 'To be paid in cash on delivery.', card: 'Paid online.' },
    line: (q: number, name: string, amount: string) => `${q} × ${name}: ${amount}`,
  },
  bn: {
    items: 'পণ্য',
    delivery: 'ডেলিভারি',
    tax: 'কর',
    total: 'মোট',
    to: 'ঠিকানা',
    days: (min: number, max: number) =>
      min === max ? `${bnDigits(min)} দিনে ডেলিভারি।` : `${bnDigits(min)}–${bnDigits(max)} দিনে ডেলিভারি।`,
    pay: { cod: 'ডেলিভারির সময় নগদে পরিশোধ করবেন।', card: 'অনলাইনে পরিশোধ করা হয়েছে।' },
    line: (q: number, name: string, amount: string) => `${bnDigits(q)} × ${name}: ${amount}`,
  },
} as const;

/** The address on one line, with its district and division named in the reader's language. */
function addressLine(a: AddressSnapshot, language: Language): string {
  const district = DISTRICTS.find((d) => d.id === a.district);
  const division = DIVISIONS.find((d) => d.id === a.division);
  const phone = language === 'bn' ? bnDigits(a.phone) : a.phone;
  return [a.name, phone, a.line1, a.line2, a.area, district?.[language], division?.[language]]
    .filter((p): p is string => !!p && p.trim() !== '')
    .join(', ');
}

/** The receipt as paragraphs: lines, then totals, then address, days and how it is paid. */
export function receiptParagraphs(r: OrderReceipt, language: Language): string[] {
  const w = words[language];
  const money = (n: number) => formatAmount(n, r.currency, language);
  return [
    ...r.lines.map((l) => w.line(l.quantity, l.name, money(l.lineTotal))),
    [
      `${w.items}: ${money(r.itemsTotal)}`,
      `${w.delivery}: ${money(r.deliveryFee)}`,
      ...(r.tax ? [`${w.tax}: ${money(r.tax)}`] : []),
      `${w.total}: ${money(r.total)}`,
    ].join(' · '),
    `${w.to}: ${addressLine(r.address, language)}`,
    `${w.days(r.minDays, r.maxDays)} ${w.pay[r.paymentMethod]}`,
  ];
}

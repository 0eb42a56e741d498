import { formatAmount, type Language, type OrderLineRejectionReason, type ShopCurrency } from '@medibazaar/contract';
import { bnDigits, type MailCommon, type MailFamily } from './mail-parts.js';

// The mails of a pharmacist's review of an order, and of an order cancelled before it was paid or
// checked, in English and Bangla.

/** An order line as a pharmacist decided it: `approved` of the `requested` units, and why not all. */
export interface ReviewedLine {
  name: string;
  approved: number;
  requested: number;
  reason: OrderLineRejectionReason | null;
  note: string | null;
}

export interface ReviewMailValues {
  /**
   * To the buyer: a pharmacist approved an order holding prescription medicines, perhaps not all
   * of it (`lines`: each line as decided); `total` is what is charged or due now.
   */
  'order-approved': MailCommon & {
    number: string;
    lines: ReviewedLine[];
    total: number;
    currency: ShopCurrency;
    paymentMethod: 'cod' | 'card';
    url: string;
  };
  /** To the buyer: a pharmacist approved none of an order's lines; it is cancelled, nothing is charged. */
  'order-rejected': MailCommon & { number: string; lines: ReviewedLine[]; paymentMethod: 'cod' | 'card'; url: string };
  /** To the buyer: no pharmacist reviewed an order within `hours`; it is cancelled, nothing is charged. */
  'order-hold-expired': MailCommon & { number: string; hours: number; paymentMethod: 'cod' | 'card'; url: string };
  /** To the buyer: a card order was not paid within `minutes` of placing; it is cancelled, nothing is charged. */
  'order-payment-expired': MailCommon & { number: string; minutes: number; url: string };
  /**
   * To the buyer: the shop did not accept a payment SSLCommerz found risky; the order is
   * cancelled and the money goes back through SSLCommerz.
   */
  'order-payment-refused': MailCommon & { number: string; url: string };
}

const lineReasonWords: Record<Language, Record<OrderLineRejectionReason, string>> = {
  en: {
    not_on_prescription: 'it is not on the prescription',
    quantity_exceeds: 'the prescription allows less',
    prescription_expired: 'the prescription has expired',
    illegible: 'the prescription cannot be read',
    interaction: 'it is not safe with another medicine',
    other: 'see the pharmacist’s note',
  },
  bn: {
    not_on_prescription: 'এটি প্রেসক্রিপশনে নেই',
    quantity_exceeds: 'প্রেসক্রিপশনে এর চেয়ে কম লেখা আছে',
    prescription_expired: 'প্রেসক্রিপশনের মেয়াদ শেষ',
    illegible: 'প্রেসক্রিপশনটি পড়া যাচ্ছে না',
    interaction: 'অন্য ওষুধের সঙ্গে এটি নিরাপদ নয়',
    other: 'ফার্মাসিস্টের নোট দেখুন',
  },
};

/** Each line the pharmacist changed, in the reader's words: fewer units, or not approved and why. */
function changedLines(lines: ReviewedLine[], language: Language): string[] {
  const en = language === 'en';
  return lines
    .filter((l) => l.approved < l.requested)
    .map((l) => {
      const why = [l.reason ? lineReasonWords[language][l.reason] : null, l.note].filter(Boolean).join('; ');
      const what =
        l.approved === 0
          ? en
            ? 'not approved'
            : 'অনুমোদিত হয়নি'
          : en
            ? `${l.approved} of ${l.requested} approved`
            : `${bnDigits(l.requested)}টির মধ্যে ${bnDigits(l.approved)}টি অনুমোদিত`;
      return `${l.name}: ${what}${why ? ` (${why})` : ''}.`;
    });
}

const noCharge: Record<Language, Record<'cod' | 'card', string>> = {
  en: {
    card: 'Nothing was charged: the hold on your card is released.',
    cod: 'Nothing is due.',
  },
  bn: {
    card: 'কোনো টাকা কাটা হয়নি: আপনার কার্ডে আটকে রাখা টাকা ছেড়ে দেওয়া হয়েছে।',
    cod: 'কিছুই দিতে হবে না।',
  },
};

export const reviewMailTemplates: Pick<
  MailFamily<ReviewMailValues>,
  'order-approved' | 'order-rejected' | 'order-hold-expired' | 'order-payment-expired' | 'order-payment-refused'
> = {
  'order-approved': {
    en: (v) => {
      const changed = changedLines(v.lines, 'en');
      return {
        subject: `Your ${v.shopName} order ${v.number} is approved by a pharmacist`,
        heading: `Order ${v.number} is approved`,
        paragraphs: [
          `Hello ${v.name},`,
          'A pharmacist checked your order against your prescription and approved it. It goes to the seller now.',
          changed.length ? `Changed: ${changed.join(' ')}` : 'Everything you asked for was approved.',
          v.paymentMethod === 'card'
            ? `Your card is charged ${formatAmount(v.total, v.currency, 'en')} for what was approved; the rest of the hold is released.`
            : `You pay ${formatAmount(v.total, v.currency, 'en')} on delivery.`,
        ],
        action: { label: 'See your order', url: v.url },
      };
    },
    bn: (v) => {
      const changed = changedLines(v.lines, 'bn');
      return {
        subject: `আপনার ${v.shopName} অর্ডার ${v.number} ফার্মাসিস্ট অনুমোদন করেছেন`,
        heading: `অর্ডার ${v.number} অনুমোদিত`,
        paragraphs: [
          `প্রিয় ${v.name},`,
          'একজন ফার্মাসিস্ট আপনার প্রেসক্রিপশনের সঙ্গে অর্ডারটি মিলিয়ে দেখে অনুমোদন করেছেন। এখন এটি বিক্রেতার কাছে যাচ্ছে।',
          changed.length ? `পরিবর্তন: ${changed.join(' ')}` : 'আপনি যা চেয়েছেন তার সবই অনুমোদিত হয়েছে।',
          v.paymentMethod === 'card'
            ? `অনুমোদিত অংশের জন্য আপনার কার্ড থেকে ${formatAmount(v.total, v.currency, 'bn')} কাটা হচ্ছে; বাকি আটকে রাখা টাকা ছেড়ে দেওয়া হয়েছে।`
            : `ডেলিভারির সময় ${formatAmount(v.total, v.currency, 'bn')} দেবেন।`,
        ],
        action: { label: 'আপনার অর্ডার দেখুন', url: v.url },
      };
    },
  },
  'order-rejected': {
    en: (v) => ({
      subject: `Your ${v.shopName} order ${v.number} was not approved`,
      heading: `Order ${v.number} was not approved`,
      paragraphs: [
        `Hello ${v.name},`,
        'A pharmacist checked your order against your prescription and could not approve any of it, so it is cancelled.',
        `Why: ${changedLines(v.lines, 'en').join(' ')}`,
        noCharge.en[v.paymentMethod],
      ],
      action: { label: 'See your order', url: v.url },
    }),
    bn: (v) => ({
      subject: `আপনার ${v.shopName} অর্ডার ${v.number} অনুমোদিত হয়নি`,
      heading: `অর্ডার ${v.number} অনুমোদিত হয়নি`,
      paragraphs: [
        `প্রিয় ${v.name},`,
        'একজন ফার্মাসিস্ট আপনার প্রেসক্রিপশনের সঙ্গে অর্ডারটি মিলিয়ে দেখেছেন এবং এর কিছুই অনুমোদন করতে পারেননি, তাই অর্ডারটি বাতিল হয়েছে।',
        `কারণ: ${changedLines(v.lines, 'bn').join(' ')}`,
        noCharge.bn[v.paymentMethod],
      ],
      action: { label: 'আপনার অর্ডার দেখুন', url: v.url },
    }),
  },
  'order-hold-expired': {
    en: (v) => ({
      subject: `Your ${v.shopName} order ${v.number} is cancelled: the prescription was not checked in time`,
      heading: `Order ${v.number} is cancelled`,
      paragraphs: [
        `Hello ${v.name},`,
        `No pharmacist could check your order within ${v.hours} hours, so it is cancelled and its items are back on sale.`,
        noCharge.en[v.paymentMethod],
        'You can order again: your prescription stays in your account.',
      ],
      action: { label: 'See your order', url: v.url },
    }),
    bn: (v) => ({
      subject: `আপনার ${v.shopName} অর্ডার ${v.number} বাতিল: সময়মতো প্রেসক্রিপশন যাচাই করা যায়নি`,
      heading: `অর্ডার ${v.number} বাতিল হয়েছে`,
      paragraphs: [
        `প্রিয় ${v.name},`,
        `${bnDigits(v.hours)} ঘণ্টার মধ্যে কোনো ফার্মাসিস্ট আপনার অর্ডারটি যাচাই করতে পারেননি, তাই এটি বাতিল হয়েছে এবং পণ্যগুলো আবার বিক্রির জন্য রাখা হয়েছে।`,
        noCharge.bn[v.paymentMethod],
        'আবার অর্ডার দিতে পারেন: আপনার প্রেসক্রিপশন আপনার অ্যাকাউন্টেই আছে।',
      ],
      action: { label: 'আপনার অর্ডার দেখুন', url: v.url },
    }),
  },
  'order-payment-expired': {
    en: (v) => ({
      subject: `Your ${v.shopName} order ${v.number} is cancelled: it was not paid`,
      heading: `Order ${v.number} is cancelled`,
      paragraphs: [
        `Hello ${v.name},`,
        `Your card payment for this order did not come through within ${v.minutes} minutes of placing it, so the order is cancelled.`,
        'Nothing was charged, and nothing of it is kept for you. You can order again whenever you like.',
      ],
      action: { label: 'See your order', url: v.url },
    }),
    bn: (v) => ({
      subject: `আপনার ${v.shopName} অর্ডার ${v.number} বাতিল: দাম পরিশোধ করা হয়নি`,
      heading: `অর্ডার ${v.number} বাতিল হয়েছে`,
      paragraphs: [
        `প্রিয় ${v.name},`,
        `অর্ডার দেওয়ার ${bnDigits(v.minutes)} মিনিটের মধ্যে এর কার্ড পেমেন্ট সম্পন্ন হয়নি, তাই অর্ডারটি বাতিল হয়েছে।`,
        'কোনো টাকা কাটা হয়নি, এবং এর কিছুই আপনার জন্য রাখা হয়নি। যখন খুশি আবার অর্ডার দিতে পারেন।',
      ],
      action: { label: 'আপনার অর্ডার দেখুন', url: v.url },
    }),
  },
  'order-payment-refused': {
    en: (v) => ({
      subject: `Your ${v.shopName} order ${v.number} is cancelled: the payment could not be accepted`,
      heading: `Order ${v.number} is cancelled`,
      paragraphs: [
        `Hello ${v.name},`,
        'The payment service asked us to check your payment for this order by hand, and we could not accept it, so the order is cancelled.',
        'The money goes back the way you paid: SSLCommerz returns it within a few working days.',
      ],
      action: { label: 'See your order', url: v.url },
    }),
    bn: (v) => ({
      subject: `আপনার ${v.shopName} অর্ডার ${v.number} বাতিল: পেমেন্টটি গ্রহণ করা যায়নি`,
      heading: `অর্ডার ${v.number} বাতিল হয়েছে`,
      paragraphs: [
        `প্রিয় ${v.name},`,
        'পেমেন্ট সেবা আমাদের এই অর্ডারের পেমেন্টটি হাতে যাচাই করতে বলেছিল, এবং আমরা তা গ্রহণ করতে পারিনি, তাই অর্ডারটি বাতিল হয়েছে।',
        'যেভাবে পরিশোধ করেছিলেন সেভাবেই টাকা ফেরত যাবে: SSLCommerz কয়েক কার্যদিবসের মধ্যে তা ফেরত দেবে।',
      ],
      action: { label: 'আপনার অর্ডার দেখুন', url: v.url },
    }),
  },
};

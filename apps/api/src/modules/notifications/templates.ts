import {
  formatAmount,
  MAIL_TEMPLATES as CONTRACT_MAIL_TEMPLATES,
  SMS_TEMPLATES as CONTRACT_SMS_TEMPLATES,
  type Language,
  type OrderLineRejectionReason,
  type OrderStatus,
  type RejectionReason,
  type ShopCurrency,
} from '@medibazaar/contract';
import { recallMailTemplates, recallSmsTemplates, type RecallNoticeValues } from './recall-templates.js';
import { returnMailTemplates, type ReturnMailValues } from './return-templates.js';
import { type OrderReceipt, receiptParagraphs } from './receipt-words.js';

/**
 * One template per message, in English and Bangla. A template names its parts
 * (subject, heading, paragraphs, an optional button with its link) from the message's
 * values; `renderMail` puts them into one plain layout, as HTML and as plain text, so
 * both say exactly the same (decision 041).
 */
export interface MailParts {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Said under the button: what to do if the message was not expected. */
  note?: string;
}

interface Common {
  shopName: string;
  name: string;
}

/** The values each message needs (a return's mails: `return-templates.ts`). */
export interface MailValues extends ReturnMailValues {
  'verify-email': Common & { url: string };
  'reset-password': Common & { url: string; minutes: number };
  'password-changed': Common & { when: string };
  /** An order of the buyer's reached a status; `note` is the rider's note or the reason given. */
  'order-status': Common & {
    number: string;
    status: OrderStatus;
    note: string | null;
    url: string;
    /** The order-received message (placed, or waiting for a pharmacist): what was ordered, the totals, address and days. */
    receipt?: OrderReceipt | null;
  };
  /** To a seller: an order of theirs is placed (cash) or paid (card) and waits to be fulfilled. */
  'seller-new-order': Common & {
    number: string;
    units: number;
    total: number;
    currency: ShopCurrency;
    paymentMethod: 'cod' | 'card';
    url: string;
  };
  /** To a seller: a sale took a product's stock below its threshold. */
  'low-stock': Common & { product: string; stock: number; threshold: number; url: string };
  /** To a seller (admins: the shop's own): lots on sale expiring within `days`, earliest first; `more` not listed. */
  'lots-near-expiry': Common & {
    days: number;
    lots: { product: string; batch: string; expiresOn: string; quantity: number }[];
    more: number;
    url: string;
  };
  /** To a buyer who received a recalled batch (decision 063): what, why and what to do. */
  'recall-notice': Common & RecallNoticeValues;
  /** To every admin: the payment service refused to give an order's money back. */
  'refund-failed': Common & {
    number: string;
    amount: number;
    currency: ShopCurrency;
    reason: string | null;
    url: string;
  };
  /** To its owner: a pharmacist approved a prescription; `validUntil` is its last valid day (YYYY-MM-DD). */
  'prescription-approved': Common & { patient: string; validUntil: string; url: string };
  /** To its owner: a pharmacist rejected a prescription, with a reason from the list and a note. */
  'prescription-rejected': Common & { patient: string; reason: RejectionReason; note: string | null; url: string };
  /** To its owner: an approved prescription's last valid day is near. */
  'prescription-expiring': Common & { patient: string; validUntil: string; url: string };
  /** A pharmacist built the order a shopper asked for with a prescription only; `answerBy` is written out. */
  'prescription-order-proposed': Common & { patient: string; lines: number; answerBy: string; url: string };
  /**
   * To the buyer: a pharmacist approved an order holding prescription medicines, perhaps not all
   * of it (`lines`: each line as decided); `total` is what is charged or due now.
   */
  'order-approved': Common & {
    number: string;
    lines: ReviewedLine[];
    total: number;
    currency: ShopCurrency;
    paymentMethod: 'cod' | 'card';
    url: string;
  };
  /** To the buyer: a pharmacist approved none of an order's lines; it is cancelled, nothing is charged. */
  'order-rejected': Common & { number: string; lines: ReviewedLine[]; paymentMethod: 'cod' | 'card'; url: string };
  /** To the buyer: no pharmacist reviewed an order within `hours`; it is cancelled, nothing is charged. */
  'order-hold-expired': Common & { number: string; hours: number; paymentMethod: 'cod' | 'card'; url: string };
  /** To the buyer: a card order was not paid within `minutes` of placing; it is cancelled, nothing is charged. */
  'order-payment-expired': Common & { number: string; minutes: number; url: string };
  /**
   * To the buyer: the shop did not accept a payment SSLCommerz found risky; the order is
   * cancelled and the money goes back through SSLCommerz.
   */
  'order-payment-refused': Common & { number: string; url: string };
  /** To a seller: an admin approved their drug licence; `expiresOn` is its last day (YYYY-MM-DD). */
  'seller-licence-approved': Common & { licenceNumber: string; expiresOn: string; url: string };
  /** To a seller: an admin rejected their drug licence, with the reason. */
  'seller-licence-rejected': Common & { licenceNumber: string; reason: string; url: string };
  /** To a seller (`forSeller`) and to every admin: a seller's licence ends on `expiresOn`. */
  'seller-licence-expiring': Common & {
    seller: string;
    licenceNumber: string;
    expiresOn: string;
    forSeller: boolean;
    url: string;
  };
}

/** An order line as a pharmacist decided it: `approved` of the `requested` units, and why not all. */
export interface ReviewedLine {
  name: string;
  approved: number;
  requested: number;
  reason: OrderLineRejectionReason | null;
  note: string | null;
}

export type MailTemplate = keyof MailValues;
export const MAIL_TEMPLATES = CONTRACT_MAIL_TEMPLATES satisfies readonly MailTemplate[];

type Templates = { [T in MailTemplate]: Record<Language, (v: MailValues[T]) => MailParts> };

const bnDigits = (n: number) => String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
const units: Record<Language, (n: number) => string> = {
  en: (n) => (n === 1 ? '1 item' : `${n} items`),
  bn: (n) => `${bnDigits(n)}টি পণ্য`,
};

const statusWords: Record<Language, Record<OrderStatus, { subject: string; text: string }>> = {
  en: {
    awaiting_prescription: {
      subject: 'received: a pharmacist checks it first',
      text: 'We have received your order. A pharmacist checks it against your prescription before it is packed; a card is charged only for what they approve.',
    },
    placed: { subject: 'received', text: 'We have received your order. The seller will confirm it soon.' },
    confirmed: { subject: 'confirmed', text: 'The seller has confirmed your order and is preparing it.' },
    packed: { subject: 'packed', text: 'Your order is packed and waits for the rider.' },
    shipped: { subject: 'on its way', text: 'Your order is on its way to you.' },
    delivered: { subject: 'delivered', text: 'Your order was delivered. Thank you for shopping with us.' },
    cancelled: {
      subject: 'cancelled',
      text: 'Your order was cancelled. Anything you paid by card is refunded to the same card.',
    },
    returned: { subject: 'returned', text: 'Your order was returned to the seller.' },
  },
  bn: {
    awaiting_prescription: {
      subject: 'গ্রহণ করা হয়েছে: আগে একজন ফার্মাসিস্ট যাচাই করবেন',
      text: 'আমরা আপনার অর্ডারটি পেয়েছি। প্যাক করার আগে একজন ফার্মাসিস্ট আপনার প্রেসক্রিপশনের সঙ্গে অর্ডারটি মিলিয়ে দেখবেন; কার্ড থেকে কেবল অনুমোদিত অংশের টাকাই কাটা হবে।',
    },
    placed: { subject: 'গ্রহণ করা হয়েছে', text: 'আমরা আপনার অর্ডারটি পেয়েছি। বিক্রেতা শিগগিরই এটি নিশ্চিত করবেন।' },
    confirmed: { subject: 'নিশ্চিত হয়েছে', text: 'বিক্রেতা আপনার অর্ডারটি নিশ্চিত করেছেন এবং প্রস্তুত করছেন।' },
    packed: { subject: 'প্যাক করা হয়েছে', text: 'আপনার অর্ডার প্যাক করা হয়েছে, রাইডারের অপেক্ষায় আছে।' },
    shipped: { subject: 'পথে আছে', text: 'আপনার অর্ডার আপনার কাছে আসার পথে আছে।' },
    delivered: { subject: 'পৌঁছে গেছে', text: 'আপনার অর্ডার পৌঁছে দেওয়া হয়েছে। আমাদের সঙ্গে কেনাকাটার জন্য ধন্যবাদ।' },
    cancelled: {
      subject: 'বাতিল হয়েছে',
      text: 'আপনার অর্ডার বাতিল হয়েছে। কার্ডে দেওয়া টাকা একই কার্ডে ফেরত দেওয়া হবে।',
    },
    returned: { subject: 'ফেরত গেছে', text: 'আপনার অর্ডার বিক্রেতার কাছে ফেরত গেছে।' },
  },
};

const orderTemplates: Templates['order-status'] = {
  en: (v) => ({
    subject: `Your ${v.shopName} order ${v.number} is ${statusWords.en[v.status].subject}`,
    heading: `Order ${v.number}`,
    paragraphs: [
      `Hello ${v.name},`,
      statusWords.en[v.status].text,
      ...(v.note ? [`Note: ${v.note}`] : []),
      ...(v.receipt ? receiptParagraphs(v.receipt, 'en') : []),
    ],
    action: { label: 'See your order', url: v.url },
  }),
  bn: (v) => ({
    subject: `আপনার ${v.shopName} অর্ডার ${v.number} ${statusWords.bn[v.status].subject}`,
    heading: `অর্ডার ${v.number}`,
    paragraphs: [
      `প্রিয় ${v.name},`,
      statusWords.bn[v.status].text,
      ...(v.note ? [`নোট: ${v.note}`] : []),
      ...(v.receipt ? receiptParagraphs(v.receipt, 'bn') : []),
    ],
    action: { label: 'আপনার অর্ডার দেখুন', url: v.url },
  }),
};

const sellerTemplates: Pick<Templates, 'seller-new-order' | 'low-stock' | 'lots-near-expiry'> = {
  'lots-near-expiry': {
    en: (v) => ({
      subject: `${v.lots.length + v.more} ${v.lots.length + v.more === 1 ? 'lot expires' : 'lots expire'} within ${v.days} days`,
      heading: 'Stock near expiry',
      paragraphs: [
        `Hello ${v.name},`,
        `These lots on sale expire within ${v.days} days. Sell them first, return them to the supplier, or take them off sale before they expire:`,
        ...v.lots.map(
          (l) =>
            `${l.product}: batch ${l.batch}, ${l.quantity === 1 ? '1 unit' : `${l.quantity} units`}, expires ${longDay(l.expiresOn, 'en')}.`,
        ),
        ...(v.more ? [`And ${v.more} more on your list.`] : []),
      ],
      action: { label: 'Open your dashboard', url: v.url },
    }),
    bn: (v) => ({
      subject: `${bnDigits(v.lots.length + v.more)}টি লটের মেয়াদ ${bnDigits(v.days)} দিনের মধ্যে শেষ হবে`,
      heading: 'মেয়াদ শেষের কাছাকাছি মজুত',
      paragraphs: [
        `প্রিয় ${v.name},`,
        `বিক্রির জন্য থাকা এই লটগুলোর মেয়াদ ${bnDigits(v.days)} দিনের মধ্যে শেষ হবে। মেয়াদ শেষের আগে আগে বিক্রি করুন, সরবরাহকারীকে ফেরত দিন, বা বিক্রি থেকে সরিয়ে নিন:`,
        ...v.lots.map(
          (l) => `${l.product}: ব্যাচ ${l.batch}, ${bnDigits(l.quantity)}টি, মেয়াদ ${longDay(l.expiresOn, 'bn')}।`,
        ),
        ...(v.more ? [`আরও ${bnDigits(v.more)}টি আপনার তালিকায় আছে।`] : []),
      ],
      action: { label: 'ড্যাশবোর্ড খুলুন', url: v.url },
    }),
  },
  'seller-new-order': {
    en: (v) => ({
      subject: `New order ${v.number} to fulfil`,
      heading: `New order ${v.number}`,
      paragraphs: [
        `Hello ${v.name},`,
        `A customer ordered ${units.en(v.units)} from you, ${formatAmount(v.total, v.currency, 'en')} in all, ` +
          (v.paymentMethod === 'cod' ? 'to be paid in cash on delivery.' : 'paid by card.'),
        'Please confirm the order and prepare it for the rider.',
      ],
      action: { label: 'Open the order', url: v.url },
    }),
    bn: (v) => ({
      subject: `নতুন অর্ডার ${v.number} পাঠানোর অপেক্ষায়`,
      heading: `নতুন অর্ডার ${v.number}`,
      paragraphs: [
        `প্রিয় ${v.name},`,
        `একজন ক্রেতা আপনার কাছ থেকে ${units.bn(v.units)} অর্ডার করেছেন, মোট ${formatAmount(v.total, v.currency, 'bn')}, ` +
          (v.paymentMethod === 'cod' ? 'ডেলিভারির সময় নগদে দেওয়া হবে।' : 'কার্ডে দেওয়া হয়েছে।'),
        'অর্ডারটি নিশ্চিত করে রাইডারের জন্য প্রস্তুত করুন।',
      ],
      action: { label: 'অর্ডারটি খুলুন', url: v.url },
    }),
  },
  'low-stock': {
    en: (v) => ({
      subject: `Low stock: ${v.product}`,
      heading: 'A product is running low',
      paragraphs: [
        `Hello ${v.name},`,
        `${v.product} has ${v.stock === 1 ? '1 unit' : `${v.stock} units`} left, below the ${v.threshold} you asked to be told about.`,
        'Add stock to keep selling it. You are told again only after the stock has been back at or above the threshold.',
      ],
      action: { label: 'Update the stock', url: v.url },
    }),
    bn: (v) => ({
      subject: `মজুত কম: ${v.product}`,
      heading: 'একটি পণ্যের মজুত কমে এসেছে',
      paragraphs: [
        `প্রিয় ${v.name},`,
        `${v.product}-এর আর ${bnDigits(v.stock)}টি আছে, যা আপনার বেছে নেওয়া সীমা ${bnDigits(v.threshold)}-এর নিচে।`,
        'বিক্রি চালিয়ে যেতে মজুত বাড়ান। মজুত আবার সীমায় বা তার ওপরে ওঠার পরেই কেবল আবার জানানো হবে।',
      ],
      action: { label: 'মজুত হালনাগাদ করুন', url: v.url },
    }),
  },
};

const refundTemplates: Templates['refund-failed'] = {
  en: (v) => ({
    subject: `Refund failed for order ${v.number}`,
    heading: `The refund of order ${v.number} failed`,
    paragraphs: [
      `Hello ${v.name},`,
      `The payment service did not give back ${formatAmount(v.amount, v.currency, 'en')} for the cancelled order ${v.number}.`,
      `Reason given: ${v.reason ?? 'none'}`,
      'Fix the cause if you can, then try the refund again from the order.',
    ],
    action: { label: 'Open the order', url: v.url },
  }),
  bn: (v) => ({
    subject: `অর্ডার ${v.number}-এর টাকা ফেরত ব্যর্থ হয়েছে`,
    heading: `অর্ডার ${v.number}-এর টাকা ফেরত ব্যর্থ হয়েছে`,
    paragraphs: [
      `প্রিয় ${v.name},`,
      `বাতিল হওয়া অর্ডার ${v.number}-এর ${formatAmount(v.amount, v.currency, 'bn')} পেমেন্ট সেবা ফেরত দেয়নি।`,
      `কারণ: ${v.reason ?? 'জানানো হয়নি'}`,
      'সম্ভব হলে কারণটি ঠিক করুন, তারপর অর্ডার থেকে আবার টাকা ফেরতের চেষ্টা করুন।',
    ],
    action: { label: 'অর্ডারটি খুলুন', url: v.url },
  }),
};

/** A day (YYYY-MM-DD) in words: "24 May 2027", "২৪ মে ২০২৭". */
const dayNames: Record<Language, string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  bn: ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'],
};
const longDay = (day: string, language: Language) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = dayNames[language][m - 1] ?? '';
  return language === 'bn' ? `${bnDigits(d)} ${month} ${bnDigits(y)}` : `${d} ${month} ${y}`;
};

const rejectionWords: Record<Language, Record<RejectionReason, string>> = {
  en: {
    unreadable: 'The photo or scan cannot be read.',
    incomplete: 'Part of the prescription is missing.',
    expired: 'The prescription is too old to use.',
    doctor_not_verified: 'The doctor’s registration could not be verified.',
    patient_mismatch: 'The patient’s name does not match the prescription.',
    not_a_prescription: 'The file is not a prescription.',
    other: 'Another reason, given in the pharmacist’s note.',
  },
  bn: {
    unreadable: 'ছবি বা স্ক্যানটি পড়া যাচ্ছে না।',
    incomplete: 'প্রেসক্রিপশনের কিছু অংশ নেই।',
    expired: 'প্রেসক্রিপশনটি ব্যবহারের জন্য বেশি পুরোনো।',
    doctor_not_verified: 'ডাক্তারের নিবন্ধন যাচাই করা যায়নি।',
    patient_mismatch: 'রোগীর নাম প্রেসক্রিপশনের সঙ্গে মেলে না।',
    not_a_prescription: 'ফাইলটি প্রেসক্রিপশন নয়।',
    other: 'অন্য কারণ, ফার্মাসিস্টের নোটে লেখা আছে।',
  },
};

const prescriptionTemplates: Pick<
  Templates,
  'prescription-approved' | 'prescription-rejected' | 'prescription-expiring'
> = {
  'prescription-approved': {
    en: (v) => ({
      subject: `Your prescription for ${v.patient} is approved`,
      heading: 'Your prescription is approved',
      paragraphs: [
        `Hello ${v.name},`,
        `A pharmacist approved the prescription for ${v.patient}. You can order the medicines it names until ${longDay(v.validUntil, 'en')}.`,
      ],
      action: { label: 'See your prescription', url: v.url },
    }),
    bn: (v) => ({
      subject: `${v.patient}-এর প্রেসক্রিপশন অনুমোদিত হয়েছে`,
      heading: 'আপনার প্রেসক্রিপশন অনুমোদিত হয়েছে',
      paragraphs: [
        `প্রিয় ${v.name},`,
        `একজন ফার্মাসিস্ট ${v.patient}-এর প্রেসক্রিপশন অনুমোদন করেছেন। ${longDay(v.validUntil, 'bn')} পর্যন্ত এতে লেখা ওষুধ অর্ডার করতে পারবেন।`,
      ],
      action: { label: 'আপনার প্রেসক্রিপশন দেখুন', url: v.url },
    }),
  },
  'prescription-rejected': {
    en: (v) => ({
      subject: `Your prescription for ${v.patient} was not approved`,
      heading: 'Your prescription was not approved',
      paragraphs: [
        `Hello ${v.name},`,
        `A pharmacist could not approve the prescription for ${v.patient}.`,
        `Reason: ${rejectionWords.en[v.reason]}`,
        ...(v.note ? [`Pharmacist’s note: ${v.note}`] : []),
        'You can upload the prescription again, clearly and complete.',
      ],
      action: { label: 'See your prescription', url: v.url },
    }),
    bn: (v) => ({
      subject: `${v.patient}-এর প্রেসক্রিপশন অনুমোদিত হয়নি`,
      heading: 'আপনার প্রেসক্রিপশন অনুমোদিত হয়নি',
      paragraphs: [
        `প্রিয় ${v.name},`,
        `একজন ফার্মাসিস্ট ${v.patient}-এর প্রেসক্রিপশন অনুমোদন করতে পারেননি।`,
        `কারণ: ${rejectionWords.bn[v.reason]}`,
        ...(v.note ? [`ফার্মাসিস্টের নোট: ${v.note}`] : []),
        'প্রেসক্রিপশনটি স্পষ্ট ও সম্পূর্ণভাবে আবার আপলোড করতে পারেন।',
      ],
      action: { label: 'আপনার প্রেসক্রিপশন দেখুন', url: v.url },
    }),
  },
  'prescription-expiring': {
    en: (v) => ({
      subject: `Your prescription for ${v.patient} ends on ${longDay(v.validUntil, 'en')}`,
      heading: 'Your prescription ends soon',
      paragraphs: [
        `Hello ${v.name},`,
        `The prescription for ${v.patient} is valid until ${longDay(v.validUntil, 'en')}. After that day, medicines that need a prescription cannot be ordered with it.`,
        'If the treatment goes on, ask the doctor for a new prescription and upload it.',
      ],
      action: { label: 'See your prescription', url: v.url },
    }),
    bn: (v) => ({
      subject: `${v.patient}-এর প্রেসক্রিপশনের মেয়াদ ${longDay(v.validUntil, 'bn')} শেষ হবে`,
      heading: 'আপনার প্রেসক্রিপশনের মেয়াদ শিগগিরই শেষ হবে',
      paragraphs: [
        `প্রিয় ${v.name},`,
        `${v.patient}-এর প্রেসক্রিপশন ${longDay(v.validUntil, 'bn')} পর্যন্ত বৈধ। এর পরে এটি দিয়ে প্রেসক্রিপশন লাগে এমন ওষুধ অর্ডার করা যাবে না।`,
        'চিকিৎসা চললে ডাক্তারের কাছ থেকে নতুন প্রেসক্রিপশন নিয়ে আপলোড করুন।',
      ],
      action: { label: 'আপনার প্রেসক্রিপশন দেখুন', url: v.url },
    }),
  },
};

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

const reviewTemplates: Pick<
  Templates,
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

const licenceTemplates: Pick<
  Templates,
  'seller-licence-approved' | 'seller-licence-rejected' | 'seller-licence-expiring'
> = {
  'seller-licence-approved': {
    en: (v) => ({
      subject: `Your drug licence ${v.licenceNumber} is approved`,
      heading: 'Your drug licence is approved',
      paragraphs: [
        `Hello ${v.name},`,
        `An admin approved the drug licence ${v.licenceNumber}. Your medicines are on sale in the shop until ${longDay(v.expiresOn, 'en')}, the licence's last day.`,
        'Send the renewed licence before that day, so your products stay on sale.',
      ],
      action: { label: 'See your licence', url: v.url },
    }),
    bn: (v) => ({
      subject: `আপনার ড্রাগ লাইসেন্স ${v.licenceNumber} অনুমোদিত হয়েছে`,
      heading: 'আপনার ড্রাগ লাইসেন্স অনুমোদিত হয়েছে',
      paragraphs: [
        `প্রিয় ${v.name},`,
        `একজন অ্যাডমিন ড্রাগ লাইসেন্স ${v.licenceNumber} অনুমোদন করেছেন। লাইসেন্সের শেষ দিন ${longDay(v.expiresOn, 'bn')} পর্যন্ত আপনার ওষুধ দোকানে বিক্রি হবে।`,
        'পণ্য বিক্রি চালু রাখতে ওই দিনের আগে নবায়ন করা লাইসেন্স পাঠান।',
      ],
      action: { label: 'আপনার লাইসেন্স দেখুন', url: v.url },
    }),
  },
  'seller-licence-rejected': {
    en: (v) => ({
      subject: `Your drug licence ${v.licenceNumber} was not approved`,
      heading: 'Your drug licence was not approved',
      paragraphs: [
        `Hello ${v.name},`,
        `An admin could not approve the drug licence ${v.licenceNumber}.`,
        `Reason: ${v.reason}`,
        'Correct what the reason names and send the licence again.',
      ],
      action: { label: 'See your licence', url: v.url },
    }),
    bn: (v) => ({
      subject: `আপনার ড্রাগ লাইসেন্স ${v.licenceNumber} অনুমোদিত হয়নি`,
      heading: 'আপনার ড্রাগ লাইসেন্স অনুমোদিত হয়নি',
      paragraphs: [
        `প্রিয় ${v.name},`,
        `একজন অ্যাডমিন ড্রাগ লাইসেন্স ${v.licenceNumber} অনুমোদন করতে পারেননি।`,
        `কারণ: ${v.reason}`,
        'কারণে যা বলা হয়েছে তা ঠিক করে লাইসেন্সটি আবার পাঠান।',
      ],
      action: { label: 'আপনার লাইসেন্স দেখুন', url: v.url },
    }),
  },
  'seller-licence-expiring': {
    en: (v) => ({
      subject: v.forSeller
        ? `Your drug licence ends on ${longDay(v.expiresOn, 'en')}`
        : `${v.seller}'s drug licence ends on ${longDay(v.expiresOn, 'en')}`,
      heading: v.forSeller ? 'Your drug licence ends soon' : 'A seller’s drug licence ends soon',
      paragraphs: [
        `Hello ${v.name},`,
        v.forSeller
          ? `Your drug licence ${v.licenceNumber} is valid until ${longDay(v.expiresOn, 'en')}. From the next day your medicines are no longer shown or sold.`
          : `The drug licence ${v.licenceNumber} of ${v.seller} is valid until ${longDay(v.expiresOn, 'en')}. From the next day their medicines are no longer shown or sold.`,
        v.forSeller
          ? 'Send the renewed licence now, so an admin can approve it in time.'
          : 'Their renewed licence will wait in the seller licences queue.',
      ],
      action: { label: v.forSeller ? 'Send the renewed licence' : 'Open the seller licences', url: v.url },
    }),
    bn: (v) => ({
      subject: v.forSeller
        ? `আপনার ড্রাগ লাইসেন্সের মেয়াদ ${longDay(v.expiresOn, 'bn')} শেষ হবে`
        : `${v.seller}-এর ড্রাগ লাইসেন্সের মেয়াদ ${longDay(v.expiresOn, 'bn')} শেষ হবে`,
      heading: v.forSeller
        ? 'আপনার ড্রাগ লাইসেন্সের মেয়াদ শিগগিরই শেষ হবে'
        : 'একজন বিক্রেতার ড্রাগ লাইসেন্সের মেয়াদ শিগগিরই শেষ হবে',
      paragraphs: [
        `প্রিয় ${v.name},`,
        v.forSeller
          ? `আপনার ড্রাগ লাইসেন্স ${v.licenceNumber} ${longDay(v.expiresOn, 'bn')} পর্যন্ত বৈধ। পরদিন থেকে আপনার ওষুধ আর দেখানো বা বিক্রি করা হবে না।`
          : `${v.seller}-এর ড্রাগ লাইসেন্স ${v.licenceNumber} ${longDay(v.expiresOn, 'bn')} পর্যন্ত বৈধ। পরদিন থেকে তাদের ওষুধ আর দেখানো বা বিক্রি করা হবে না।`,
        v.forSeller
          ? 'অ্যাডমিন যেন সময়মতো অনুমোদন করতে পারেন, তাই এখনই নবায়ন করা লাইসেন্স পাঠান।'
          : 'তাদের নবায়ন করা লাইসেন্স বিক্রেতার লাইসেন্সের তালিকায় অপেক্ষা করবে।',
      ],
      action: { label: v.forSeller ? 'নবায়ন করা লাইসেন্স পাঠান' : 'বিক্রেতার লাইসেন্স খুলুন', url: v.url },
    }),
  },
};

const prescriptionOrderTemplates: Templates['prescription-order-proposed'] = {
  en: (v) => ({
    subject: `Your order from the prescription for ${v.patient} is ready`,
    heading: 'Your order is ready to check',
    paragraphs: [
      `Hello ${v.name},`,
      `A pharmacist read the prescription for ${v.patient} and built your order: ${v.lines === 1 ? '1 medicine' : `${v.lines} medicines`}. Check it, then accept it to pay, or decline it, by ${v.answerBy}.`,
    ],
    action: { label: 'Check your order', url: v.url },
    note: 'A substitute is marked as such, with the medicine the prescription named.',
  }),
  bn: (v) => ({
    subject: `${v.patient}-এর প্রেসক্রিপশন থেকে আপনার অর্ডার তৈরি`,
    heading: 'আপনার অর্ডার দেখে নিন',
    paragraphs: [
      `প্রিয় ${v.name},`,
      `একজন ফার্মাসিস্ট ${v.patient}-এর প্রেসক্রিপশন পড়ে আপনার অর্ডার তৈরি করেছেন: ${bnDigits(v.lines)}টি ওষুধ। ${v.answerBy}-এর মধ্যে দেখে নিয়ে দাম দিতে গ্রহণ করুন, অথবা ফিরিয়ে দিন।`,
    ],
    action: { label: 'আপনার অর্ডার দেখুন', url: v.url },
    note: 'বিকল্প ওষুধ আলাদা করে চিহ্নিত, সঙ্গে প্রেসক্রিপশনে লেখা ওষুধের নাম।',
  }),
};

const templates: Templates = {
  'verify-email': {
    en: (v) => ({
      subject: `Confirm your email for ${v.shopName}`,
      heading: 'Confirm your email address',
      paragraphs: [
        `Hello ${v.name},`,
        `Thank you for creating an account at ${v.shopName}. Please confirm that this address is yours; until you do, you can browse and fill your cart but not pay for an order.`,
      ],
      action: { label: 'Confirm my email', url: v.url },
      note: 'The link works for one hour. If you did not create this account, you can ignore this message.',
    }),
    bn: (v) => ({
      subject: `${v.shopName}-এ আপনার ইমেইল নিশ্চিত করুন`,
      heading: 'আপনার ইমেইল ঠিকানা নিশ্চিত করুন',
      paragraphs: [
        `প্রিয় ${v.name},`,
        `${v.shopName}-এ অ্যাকাউন্ট খোলার জন্য ধন্যবাদ। ঠিকানাটি যে আপনার, তা নিশ্চিত করুন; তার আগে আপনি পণ্য দেখতে ও কার্টে রাখতে পারবেন, কিন্তু অর্ডারের দাম দিতে পারবেন না।`,
      ],
      action: { label: 'ইমেইল নিশ্চিত করুন', url: v.url },
      note: 'লিংকটি এক ঘণ্টা কাজ করবে। অ্যাকাউন্টটি আপনি না খুলে থাকলে এই বার্তাটি উপেক্ষা করুন।',
    }),
  },
  'reset-password': {
    en: (v) => ({
      subject: `Reset your ${v.shopName} password`,
      heading: 'Choose a new password',
      paragraphs: [
        `Hello ${v.name},`,
        `Someone asked to reset the password of your ${v.shopName} account. Use the button below to choose a new one; every other device signed in to your account will be signed out.`,
      ],
      action: { label: 'Choose a new password', url: v.url },
      note: `The link works once, for ${v.minutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
    }),
    bn: (v) => ({
      subject: `আপনার ${v.shopName} পাসওয়ার্ড নতুন করে দিন`,
      heading: 'নতুন পাসওয়ার্ড বেছে নিন',
      paragraphs: [
        `প্রিয় ${v.name},`,
        `আপনার ${v.shopName} অ্যাকাউন্টের পাসওয়ার্ড নতুন করে দেওয়ার অনুরোধ এসেছে। নিচের বোতাম দিয়ে নতুন পাসওয়ার্ড বেছে নিন; আপনার অ্যাকাউন্টে সাইন ইন করা অন্য সব ডিভাইস থেকে সাইন আউট হয়ে যাবে।`,
      ],
      action: { label: 'নতুন পাসওয়ার্ড বেছে নিন', url: v.url },
      note: `লিংকটি একবারই, ${bnDigits(v.minutes)} মিনিটের জন্য কাজ করবে। অনুরোধটি আপনি না করে থাকলে এই বার্তাটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।`,
    }),
  },
  'password-changed': {
    en: (v) => ({
      subject: `Your ${v.shopName} password was changed`,
      heading: 'Your password was changed',
      paragraphs: [
        `Hello ${v.name},`,
        `The password of your ${v.shopName} account was changed on ${v.when}. Every other device signed in to your account was signed out.`,
      ],
      note: 'If you did not do this, use "Forgot password?" on the sign-in page at once to choose a new password.',
    }),
    bn: (v) => ({
      subject: `আপনার ${v.shopName} পাসওয়ার্ড বদলানো হয়েছে`,
      heading: 'আপনার পাসওয়ার্ড বদলানো হয়েছে',
      paragraphs: [
        `প্রিয় ${v.name},`,
        `আপনার ${v.shopName} অ্যাকাউন্টের পাসওয়ার্ড ${v.when} তারিখে বদলানো হয়েছে। আপনার অ্যাকাউন্টে সাইন ইন করা অন্য সব ডিভাইস থেকে সাইন আউট করা হয়েছে।`,
      ],
      note: 'এটি আপনি না করে থাকলে এখনই সাইন-ইন পাতার "পাসওয়ার্ড ভুলে গেছেন?" দিয়ে নতুন পাসওয়ার্ড বেছে নিন।',
    }),
  },
  'order-status': orderTemplates,
  ...sellerTemplates,
  'recall-notice': recallMailTemplates,
  'refund-failed': refundTemplates,
  ...prescriptionTemplates,
  'prescription-order-proposed': prescriptionOrderTemplates,
  ...reviewTemplates,
  ...licenceTemplates,
  ...returnMailTemplates,
};

const footer: Record<Language, (shopName: string) => string> = {
  en: (shop) => `This message was sent by ${shop} because of your account there.`,
  bn: (shop) => `আপনার অ্যাকাউন্টের কারণে ${shop} এই বার্তাটি পাঠিয়েছে।`,
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The parts of one message in one language. */
export function mailParts<T extends MailTemplate>(template: T, language: Language, values: MailValues[T]): MailParts {
  return templates[template][language](values);
}

/**
 * One message as HTML (a single centred table with inline styles, which common mail
 * clients show alike) and as plain text with the link written out.
 */
export function renderMail<T extends MailTemplate>(
  template: T,
  language: Language,
  values: MailValues[T],
): RenderedMail {
  const parts = mailParts(template, language, values);
  const shop = escapeHtml(values.shopName);
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(text)}</p>`;
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(parts.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#4b5563;word-break:break-all">${escapeHtml(parts.action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:Arial,'Noto Sans Bengali',sans-serif">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold;color:#0f766e">${shop}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;color:#111827">${escapeHtml(parts.heading)}</h1>
${parts.paragraphs.map(p).join('\n')}
${button}
${parts.note ? p(parts.note) : ''}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">${escapeHtml(footer[language](values.shopName))}</td></tr>
</table></td></tr></table>
</body></html>`;
  const text = [
    values.shopName,
    '',
    parts.heading,
    '',
    ...parts.paragraphs.flatMap((x) => [x, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.note ? [parts.note, ''] : []),
    '--',
    footer[language](values.shopName),
  ].join('\n');
  return { subject: parts.subject, html, text };
}

/** The values each text message needs. */
export interface SmsValues {
  /** An order of the recipient's reached a status (the same news as the order mail, shorter). */
  'order-status': { shopName: string; number: string; status: OrderStatus; note: string | null };
  /** The code that proves a mobile number is the recipient's. */
  'phone-code': { shopName: string; code: string; minutes: number };
  /** A medicine the recipient asked for is now in the shop, under this product name. */
  'medicine-listed': { shopName: string; requested: string; product: string; url: string };
  /** A batch the recipient received is recalled (decision 063). */
  'recall-notice': { shopName: string } & RecallNoticeValues;
}

export type SmsTemplate = keyof SmsValues;
export const SMS_TEMPLATES = CONTRACT_SMS_TEMPLATES satisfies readonly SmsTemplate[];

const smsTemplates: { [T in SmsTemplate]: Record<Language, (v: SmsValues[T]) => string> } = {
  'order-status': {
    en: (v) =>
      `${v.shopName}: your order ${v.number} is ${statusWords.en[v.status].subject}.` +
      (v.note ? ` Note: ${v.note}` : ''),
    bn: (v) =>
      `${v.shopName}: আপনার অর্ডার ${v.number} ${statusWords.bn[v.status].subject}।` + (v.note ? ` নোট: ${v.note}` : ''),
  },
  'phone-code': {
    en: (v) => `${v.shopName}: your code is ${v.code}. It works for ${v.minutes} minutes. Never share it with anyone.`,
    bn: (v) => `${v.shopName}: আপনার কোড ${v.code}। এটি ${bnDigits(v.minutes)} মিনিট কাজ করবে। কাউকে জানাবেন না।`,
  },
  'medicine-listed': {
    en: (v) => `${v.shopName}: ${v.requested}, which you asked for, is now in the shop as ${v.product}: ${v.url}`,
    bn: (v) => `${v.shopName}: আপনার চাওয়া ${v.requested} এখন দোকানে পাওয়া যাচ্ছে (${v.product}): ${v.url}`,
  },
  'recall-notice': recallSmsTemplates,
};

/** One text message in one language: plain text, the shop's name first. */
export function renderSms<T extends SmsTemplate>(template: T, language: Language, values: SmsValues[T]): string {
  return smsTemplates[template][language](values);
}

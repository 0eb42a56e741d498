import {
  formatAmount,
  MAIL_TEMPLATES as CONTRACT_MAIL_TEMPLATES,
  SMS_TEMPLATES as CONTRACT_SMS_TEMPLATES,
  type Language,
  type OrderStatus,
  type ShopCurrency,
} from '@medibazaar/contract';
import { recallMailTemplates, recallSmsTemplates, type RecallNoticeValues } from './recall-templates.js';
import { returnMailTemplates, type ReturnMailValues } from './return-templates.js';
import { refundMailTemplates, type RefundMailValues } from './refund-templates.js';
import { type OrderReceipt, receiptParagraphs } from './receipt-words.js';
import { licenceMailTemplates, type LicenceMailValues } from './licence-templates.js';
import { bnDigits, longDay, type MailCommon as Common, type MailParts } from './mail-parts.js';
import { prescriptionMailTemplates, type PrescriptionMailValues } from './prescription-templates.js';
import { reviewMailTemplates, type ReviewMailValues } from './review-templates.js';

export type { MailParts } from './mail-parts.js';
export type { ReviewedLine } from './review-templates.js';

/**
 * The values each message needs; a family of messages keeps its own in its file (a return's mails:
 * `return-templates.ts`, a failed refund's, a prescription's, a review's, a licence's).
 */
export interface MailValues
  extends ReturnMailValues, RefundMailValues, PrescriptionMailValues, ReviewMailValues, LicenceMailValues {
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
}

export type MailTemplate = keyof MailValues;
export const MAIL_TEMPLATES = CONTRACT_MAIL_TEMPLATES satisfies readonly MailTemplate[];

type Templates = { [T in MailTemplate]: Record<Language, (v: MailValues[T]) => MailParts> };

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
  ...refundMailTemplates,
  ...prescriptionMailTemplates,
  ...reviewMailTemplates,
  ...licenceMailTemplates,
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

import type { Language } from '@medibazaar/contract';

// The recall notice (decision 063), by mail and text message, in English and Bangla: the product, the
// batches, the reason and what to do, as the admin wrote them.

export interface RecallNoticeValues {
  name: string;
  product: string;
  batches: string[];
  reason: string;
  instructions: string;
  /** The buyer's orders that brought the batch. */
  orders: string[];
  url: string;
}

/** A mail's parts, as `templates.ts` lays them out. */
interface NoticeParts {
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  note: string;
}

type MailOf = Record<Language, (v: RecallNoticeValues & { shopName: string }) => NoticeParts>;
type SmsOf = Record<Language, (v: RecallNoticeValues & { shopName: string }) => string>;

const batchesOf = (v: RecallNoticeValues) => v.batches.join(', ');

export const recallMailTemplates: MailOf = {
  en: (v) => ({
    subject: `Recall: ${v.product}, batch ${batchesOf(v)}`,
    heading: 'A medicine you received is recalled',
    paragraphs: [
      `Hello ${v.name},`,
      `${v.product}, batch ${batchesOf(v)}, which you received from ${v.shopName} (order ${v.orders.join(', ')}), is recalled.`,
      `Why: ${v.reason}`,
      `What to do: ${v.instructions}`,
      'Check the batch number printed on the pack. If yours is a different batch, it is not affected.',
    ],
    action: { label: 'See your orders', url: v.url },
    note: 'You are told once, by mail and, where you verified a mobile number, by text message.',
  }),
  bn: (v) => ({
    subject: `প্রত্যাহার: ${v.product}, ব্যাচ ${batchesOf(v)}`,
    heading: 'আপনার পাওয়া একটি ওষুধ প্রত্যাহার করা হয়েছে',
    paragraphs: [
      `প্রিয় ${v.name},`,
      `${v.shopName} থেকে আপনার পাওয়া ${v.product}, ব্যাচ ${batchesOf(v)} (অর্ডার ${v.orders.join(', ')}) প্রত্যাহার করা হয়েছে।`,
      `কারণ: ${v.reason}`,
      `আপনার করণীয়: ${v.instructions}`,
      'প্যাকে ছাপা ব্যাচ নম্বরটি মিলিয়ে দেখুন। আপনার ব্যাচ ভিন্ন হলে সেটি এর আওতায় পড়ে না।',
    ],
    action: { label: 'আপনার অর্ডারগুলো দেখুন', url: v.url },
    note: 'এই খবর আপনাকে একবারই জানানো হচ্ছে: ইমেইলে, এবং মোবাইল নম্বর যাচাই করা থাকলে এসএমএসে।',
  }),
};

export const recallSmsTemplates: SmsOf = {
  en: (v) =>
    `${v.shopName}: RECALL of ${v.product}, batch ${batchesOf(v)} (order ${v.orders.join(', ')}). Why: ${v.reason} What to do: ${v.instructions}`,
  bn: (v) =>
    `${v.shopName}: ${v.product}, ব্যাচ ${batchesOf(v)} প্রত্যাহার (অর্ডার ${v.orders.join(', ')})। কারণ: ${v.reason} করণীয়: ${v.instructions}`,
};

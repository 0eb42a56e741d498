import { formatAmount, type ShopCurrency } from '@medibazaar/contract';
import type { MailCommon as Common, MailFamily } from './mail-parts.js';

// The admins' mail when the payment service refuses to give money back, in English and Bangla.

/**
 * What the refused refund was for: a cancelled order's total, a whole order returned at once, or the
 * units of a buyer's return request (decision 072), which leaves the rest of the order as it was.
 */
export type RefundOf = 'cancelled' | 'returned' | 'return';

export interface RefundMailValues {
  /** To every admin: the payment service refused to give an order's money back. */
  'refund-failed': Common & {
    number: string;
    amount: number;
    currency: ShopCurrency;
    reason: string | null;
    refundOf: RefundOf;
    url: string;
  };
}

const whatEn: Record<RefundOf, (number: string) => string> = {
  cancelled: (n) => `the cancelled order ${n}`,
  returned: (n) => `the returned order ${n}`,
  return: (n) => `the items the buyer returned from order ${n}`,
};

const whatBn: Record<RefundOf, (number: string) => string> = {
  cancelled: (n) => `বাতিল হওয়া অর্ডার ${n}-এর`,
  returned: (n) => `ফেরত আসা অর্ডার ${n}-এর`,
  return: (n) => `অর্ডার ${n} থেকে ক্রেতার ফেরত দেওয়া পণ্যের`,
};

/** A mail queued before `refundOf` was named (decision 072) was always a cancelled order's. */
const whatOf = <T>(words: Record<RefundOf, T>, of: RefundOf | undefined): T => words[of ?? 'cancelled'];

export const refundMailTemplates: MailFamily<RefundMailValues> = {
  'refund-failed': {
    en: (v) => ({
      subject: `Refund failed for order ${v.number}`,
      heading: `The refund of order ${v.number} failed`,
      paragraphs: [
        `Hello ${v.name},`,
        `The payment service did not give back ${formatAmount(v.amount, v.currency, 'en')} for ${whatOf(whatEn, v.refundOf)(v.number)}.`,
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
        `${whatOf(whatBn, v.refundOf)(v.number)} ${formatAmount(v.amount, v.currency, 'bn')} পেমেন্ট সেবা ফেরত দেয়নি।`,
        `কারণ: ${v.reason ?? 'জানানো হয়নি'}`,
        'সম্ভব হলে কারণটি ঠিক করুন, তারপর অর্ডার থেকে আবার টাকা ফেরতের চেষ্টা করুন।',
      ],
      action: { label: 'অর্ডারটি খুলুন', url: v.url },
    }),
  },
};

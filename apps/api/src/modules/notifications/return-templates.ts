import { formatAmount, type ShopCurrency } from '@medibazaar/contract';
import { bnDigits, type MailCommon as Common, type MailFamily } from './mail-parts.js';

// The mails of a return asked for by the buyer (decision 072), in English and Bangla: the seller is
// told of the request, the buyer of the decision.

/** Units of one line of the request, as the mail lists them. */
export interface ReturnedLine {
  name: string;
  quantity: number;
}

export interface ReturnMailValues {
  /** To the order's seller: the buyer asked to return units of a delivered order. */
  'return-requested': Common & { number: string; lines: ReturnedLine[]; reason: string; url: string };
  /** To the buyer: the return was accepted; `amount` went back by card (refund) or cash. */
  'return-accepted': Common & {
    number: string;
    lines: ReturnedLine[];
    amount: number;
    currency: ShopCurrency;
    paymentMethod: 'card' | 'cod';
    url: string;
  };
  /** To the buyer: the return was refused, with the reason. */
  'return-refused': Common & { number: string; lines: ReturnedLine[]; reason: string; url: string };
}

type Templates = MailFamily<ReturnMailValues>;

const linesEn = (lines: ReturnedLine[]) => lines.map((l) => `${l.name} × ${l.quantity}`).join(', ');
const linesBn = (lines: ReturnedLine[]) => lines.map((l) => `${l.name} × ${bnDigits(l.quantity)}`).join(', ');

export const returnMailTemplates: Templates = {
  'return-requested': {
    en: (v) => ({
      subject: `Return asked for: order ${v.number}`,
      heading: 'A customer asks to return items',
      paragraphs: [
        `Hello ${v.name},`,
        `The customer of order ${v.number} asks to return: ${linesEn(v.lines)}.`,
        `Their reason: ${v.reason}`,
        'Accept it (the items go back to stock and the customer gets the money for them back) or refuse it with a reason, on the order page.',
      ],
      action: { label: 'Open the order', url: v.url },
    }),
    bn: (v) => ({
      subject: `ফেরতের অনুরোধ: অর্ডার ${v.number}`,
      heading: 'একজন ক্রেতা পণ্য ফেরত দিতে চান',
      paragraphs: [
        `প্রিয় ${v.name},`,
        `অর্ডার ${v.number}-এর ক্রেতা ফেরত দিতে চান: ${linesBn(v.lines)}।`,
        `তাঁর কারণ: ${v.reason}`,
        'অর্ডারের পাতায় অনুরোধটি গ্রহণ করুন (পণ্যগুলো স্টকে ফেরে, ক্রেতা সেগুলোর টাকা ফেরত পান) অথবা কারণ লিখে ফিরিয়ে দিন।',
      ],
      action: { label: 'অর্ডারটি খুলুন', url: v.url },
    }),
  },
  'return-accepted': {
    en: (v) => ({
      subject: `Your return of order ${v.number} is accepted`,
      heading: 'Your return is accepted',
      paragraphs: [
        `Hello ${v.name},`,
        `Your return of ${linesEn(v.lines)} from order ${v.number} is accepted.`,
        v.paymentMethod === 'card'
          ? `${formatAmount(v.amount, v.currency, 'en')} is being refunded to the way you paid; it may take a few days to show.`
          : `${formatAmount(v.amount, v.currency, 'en')} is given back to you in cash.`,
      ],
      action: { label: 'See your order', url: v.url },
    }),
    bn: (v) => ({
      subject: `অর্ডার ${v.number}-এর ফেরত গ্রহণ করা হয়েছে`,
      heading: 'আপনার ফেরত গ্রহণ করা হয়েছে',
      paragraphs: [
        `প্রিয় ${v.name},`,
        `অর্ডার ${v.number} থেকে ${linesBn(v.lines)} ফেরত গ্রহণ করা হয়েছে।`,
        v.paymentMethod === 'card'
          ? `${formatAmount(v.amount, v.currency, 'bn')} আপনি যেভাবে দাম দিয়েছিলেন সেভাবেই ফেরত যাচ্ছে; দেখা যেতে কয়েক দিন লাগতে পারে।`
          : `${formatAmount(v.amount, v.currency, 'bn')} আপনাকে নগদে ফেরত দেওয়া হচ্ছে।`,
      ],
      action: { label: 'আপনার অর্ডার দেখুন', url: v.url },
    }),
  },
  'return-refused': {
    en: (v) => ({
      subject: `Your return of order ${v.number} is refused`,
      heading: 'Your return is refused',
      paragraphs: [
        `Hello ${v.name},`,
        `Your return of ${linesEn(v.lines)} from order ${v.number} is refused.`,
        `Why: ${v.reason}`,
      ],
      action: { label: 'See your order', url: v.url },
    }),
    bn: (v) => ({
      subject: `অর্ডার ${v.number}-এর ফেরত গ্রহণ করা হয়নি`,
      heading: 'আপনার ফেরত গ্রহণ করা হয়নি',
      paragraphs: [
        `প্রিয় ${v.name},`,
        `অর্ডার ${v.number} থেকে ${linesBn(v.lines)} ফেরতের অনুরোধ গ্রহণ করা হয়নি।`,
        `কারণ: ${v.reason}`,
      ],
      action: { label: 'আপনার অর্ডার দেখুন', url: v.url },
    }),
  },
};

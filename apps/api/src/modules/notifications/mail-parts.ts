import type { Language } from '@medibazaar/contract';

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

/** Who a mail is for, and from which shop: every message's values have them. */
export interface MailCommon {
  shopName: string;
  name: string;
}

/** A family of templates: each of its messages in English and Bangla, from that message's values. */
export type MailFamily<Values> = { [T in keyof Values]: Record<Language, (v: Values[T]) => MailParts> };

export const bnDigits = (n: number) => String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

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
export const longDay = (day: string, language: Language) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = dayNames[language][m - 1] ?? '';
  return language === 'bn' ? `${bnDigits(d)} ${month} ${bnDigits(y)}` : `${d} ${month} ${y}`;
};

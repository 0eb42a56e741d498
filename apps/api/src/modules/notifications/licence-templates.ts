import { longDay, type MailCommon, type MailFamily } from './mail-parts.js';

// The mails of a seller's drug licence, in English and Bangla: approved, rejected, near its end.

export interface LicenceMailValues {
  /** To a seller: an admin approved their drug licence; `expiresOn` is its last day (YYYY-MM-DD). */
  'seller-licence-approved': MailCommon & { licenceNumber: string; expiresOn: string; url: string };
  /** To a seller: an admin rejected their drug licence, with the reason. */
  'seller-licence-rejected': MailCommon & { licenceNumber: string; reason: string; url: string };
  /** To a seller (`forSeller`) and to every admin: a seller's licence ends on `expiresOn`. */
  'seller-licence-expiring': MailCommon & {
    seller: string;
    licenceNumber: string;
    expiresOn: string;
    forSeller: boolean;
    url: string;
  };
}

export const licenceMailTemplates: Pick<
  MailFamily<LicenceMailValues>,
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

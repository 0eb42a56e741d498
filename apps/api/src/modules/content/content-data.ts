import type { FooterContent, HoursContent, NoticeContent, PageInput } from '@medibazaar/contract';

/**
 * The shop's first content: what docs/product.md#home and #layout describe, so a
 * fresh install looks exactly as specified until an admin edits it at
 * /dashboard/content. The seed writes it once; a block without a row reads as this.
 */
export const DEFAULT_NOTICE: NoticeContent = {
  ticker: {
    en: 'Genuine medicines from licensed manufacturers · Every order checked by a pharmacist · Discounts on everyday health essentials · Carefully packed and delivered to your door',
    bn: 'লাইসেন্সপ্রাপ্ত প্রস্তুতকারকের আসল ওষুধ · প্রতিটি অর্ডার ফার্মাসিস্টের হাতে যাচাই করা · প্রতিদিনের স্বাস্থ্যপণ্যে ছাড় · যত্ন করে প্যাক করে আপনার দরজায় পৌঁছে দেওয়া',
  },
  // The first notice's fixed period (docs/product.md#home): January 21, 2025 until January 28, 2025.
  openPeriod: { from: '2025-01-21', until: '2025-01-28' },
  message: { en: '', bn: '' },
};

/** 9:00 AM to 8:00 PM daily. */
export const DEFAULT_HOURS: HoursContent = { opens: '09:00', closes: '20:00' };

const link = (en: string, bn: string, href: string) => ({ label: { en, bn }, href });

export const DEFAULT_FOOTER: FooterContent = {
  about: {
    en: 'Your neighbourhood pharmacy, online: genuine medicines, health devices and everyday care products, packed with care and delivered to your door.',
    bn: 'অনলাইনে আপনার পাড়ার ফার্মেসি: আসল ওষুধ, স্বাস্থ্য সরঞ্জাম আর প্রতিদিনের যত্নের পণ্য, যত্ন করে প্যাক করে পৌঁছে দিই আপনার দরজায়।',
  },
  // The spec shows a placeholder number; the owner puts the shop's own here.
  phone: '+880 1XXX-XXXXXX',
  address: { en: '', bn: '' },
  // The first social icons led nowhere: none until the owner names the shop's pages.
  socials: [],
  // Three columns (docs/product.md#layout), each link leading to a page that exists, not to '/#'.
  columns: [
    {
      title: { en: 'Resources', bn: 'তথ্যসূত্র' },
      links: [
        link('All products', 'সব পণ্য', '/shop'),
        link('Offers', 'ছাড়ের পণ্য', '/shop?discounted=true'),
        link('Health devices', 'স্বাস্থ্য সরঞ্জাম', '/shop?category=Devices'),
      ],
    },
    {
      title: { en: 'Company', bn: 'প্রতিষ্ঠান' },
      links: [link('About us', 'আমাদের কথা', '/pages/about'), link('Contact', 'যোগাযোগ', '/pages/contact')],
    },
    {
      title: { en: 'Quick Links', bn: 'দ্রুত লিংক' },
      links: [
        link('Returns', 'ফেরত', '/pages/returns'),
        link('Privacy policy', 'গোপনীয়তা নীতি', '/pages/privacy'),
        link('Terms and Conditions', 'শর্তাবলি', '/pages/terms'),
      ],
    },
  ],
};

/** The simple pages every shop starts with, in both languages. Written for this shop; the owner adapts them. */
export const DEFAULT_PAGES: Record<string, PageInput> = {
  about: {
    title: { en: 'About us', bn: 'আমাদের কথা' },
    body: {
      en: `MediBazaar is an online pharmacy and health-product shop for families in Bangladesh.

## What we sell

- Over-the-counter medicines from licensed manufacturers
- Health devices: thermometers, blood pressure monitors, glucometers
- Personal, dental and baby care, and everyday essentials

## How we work

Every order is checked by a pharmacist before it is packed. Medicines are stored as their makers ask, and prices are shown clearly, discounts included.

Questions? See the [Contact](/pages/contact) page.`,
      bn: `মেডিবাজার বাংলাদেশের পরিবারগুলোর জন্য একটি অনলাইন ফার্মেসি ও স্বাস্থ্যপণ্যের দোকান।

## আমরা যা বিক্রি করি

- লাইসেন্সপ্রাপ্ত প্রস্তুতকারকের প্রেসক্রিপশন ছাড়া কেনা যায় এমন ওষুধ
- স্বাস্থ্য সরঞ্জাম: থার্মোমিটার, রক্তচাপ মাপার যন্ত্র, গ্লুকোমিটার
- ব্যক্তিগত, দাঁত ও শিশুর যত্নের পণ্য এবং প্রতিদিনের প্রয়োজনীয় জিনিস

## আমরা যেভাবে কাজ করি

প্যাক করার আগে প্রতিটি অর্ডার একজন ফার্মাসিস্ট যাচাই করেন। ওষুধ রাখা হয় প্রস্তুতকারকের নির্দেশ মেনে, আর দাম দেখানো হয় স্পষ্টভাবে, ছাড়সহ।

কোনো প্রশ্ন? [যোগাযোগ](/pages/contact) পাতাটি দেখুন।`,
    },
  },
  contact: {
    title: { en: 'Contact', bn: 'যোগাযোগ' },
    body: {
      en: `We are glad to help with orders, payments and products.

- **Phone:** the number at the foot of every page
- **Hours:** orders are taken every day during the hours shown on the home page

When you write or call about an order, please have the transaction id from your payment history ready.

For medical questions, please talk to your doctor or pharmacist.`,
      bn: `অর্ডার, পেমেন্ট ও পণ্য নিয়ে সাহায্য করতে পেরে আমরা খুশি।

- **ফোন:** প্রতিটি পাতার নিচে দেওয়া নম্বর
- **সময়:** হোম পাতায় দেখানো সময়ে প্রতিদিন অর্ডার নেওয়া হয়

কোনো অর্ডার নিয়ে লিখলে বা ফোন করলে অনুগ্রহ করে পেমেন্টের ইতিহাস থেকে লেনদেন আইডিটি হাতের কাছে রাখুন।

চিকিৎসা-সংক্রান্ত প্রশ্নে অনুগ্রহ করে আপনার চিকিৎসক বা ফার্মাসিস্টের সঙ্গে কথা বলুন।`,
    },
  },
  returns: {
    title: { en: 'Returns', bn: 'ফেরত' },
    body: {
      en: `## When you can return a product

- It arrived damaged, or is not what you ordered
- It is past its expiry date or close to it on arrival

Tell us within 7 days of delivery, with your transaction id and a photo of the product.

## What cannot be returned

For everyone's safety, medicines and personal care products that have been opened cannot be taken back.

## Refunds

An accepted return is refunded to the card you paid with.`,
      bn: `## কখন পণ্য ফেরত দেওয়া যায়

- পণ্যটি ক্ষতিগ্রস্ত অবস্থায় এসেছে, অথবা আপনি যা অর্ডার করেছেন তা নয়
- পৌঁছানোর সময় মেয়াদ শেষ হয়ে গেছে বা শেষের কাছাকাছি

ডেলিভারির ৭ দিনের মধ্যে লেনদেন আইডি ও পণ্যের একটি ছবিসহ আমাদের জানান।

## যা ফেরত নেওয়া যায় না

সবার নিরাপত্তার জন্য খোলা ওষুধ ও ব্যক্তিগত যত্নের পণ্য ফেরত নেওয়া হয় না।

## টাকা ফেরত

ফেরত গ্রহণ করা হলে যে কার্ডে পেমেন্ট করেছিলেন সেই কার্ডেই টাকা ফেরত দেওয়া হয়।`,
    },
  },
  privacy: {
    title: { en: 'Privacy policy', bn: 'গোপনীয়তা নীতি' },
    body: {
      en: `## What we keep

- Your name, email address and, if you add one, your photo
- Your cart and the payments you make (amounts, products and the transaction id)

Card numbers go straight to the payment processor; this shop never stores them.

## Why

To run your account, deliver your orders and keep the shop's accounts. We do not sell your data.

## Your choices

You can change your name and photo on your profile at any time, and ask us to delete your account.`,
      bn: `## আমরা যা সংরক্ষণ করি

- আপনার নাম, ইমেইল ঠিকানা এবং যোগ করলে আপনার ছবি
- আপনার কার্ট ও আপনার পেমেন্ট (পরিমাণ, পণ্য ও লেনদেন আইডি)

কার্ডের নম্বর সরাসরি পেমেন্ট প্রসেসরের কাছে যায়; এই দোকান কখনো তা সংরক্ষণ করে না।

## কেন

আপনার অ্যাকাউন্ট চালাতে, অর্ডার পৌঁছে দিতে এবং দোকানের হিসাব রাখতে। আমরা আপনার তথ্য বিক্রি করি না।

## আপনার পছন্দ

প্রোফাইলে যেকোনো সময় নাম ও ছবি বদলাতে পারেন, আর আমাদের বলে অ্যাকাউন্ট মুছে ফেলতে পারেন।`,
    },
  },
  terms: {
    title: { en: 'Terms and Conditions', bn: 'শর্তাবলি' },
    body: {
      en: `By creating an account or placing an order you accept these terms.

## Your account

Keep your password to yourself. You are responsible for orders placed from your account.

## Orders and prices

Prices are shown before you pay and are charged as shown. An order is confirmed once the payment succeeds. We may refuse or cancel an order when a product is out of stock, and any money taken is then refunded.

## Medicines

Products are sold for the use described on their packs. Read the label, and ask a doctor or pharmacist when in doubt. The information on this site is not medical advice.

## Sellers

Sellers are responsible for the products they list being genuine, correctly described and lawfully sold.

## Changes

We may update these terms; the version on this page is the one that applies.`,
      bn: `অ্যাকাউন্ট খুলে বা অর্ডার দিয়ে আপনি এই শর্তগুলো মেনে নিচ্ছেন।

## আপনার অ্যাকাউন্ট

পাসওয়ার্ড নিজের কাছে রাখুন। আপনার অ্যাকাউন্ট থেকে দেওয়া অর্ডারের দায় আপনার।

## অর্ডার ও দাম

পেমেন্টের আগেই দাম দেখানো হয় এবং দেখানো দামই নেওয়া হয়। পেমেন্ট সফল হলে অর্ডার নিশ্চিত হয়। কোনো পণ্য মজুত না থাকলে আমরা অর্ডার নিতে অস্বীকার বা বাতিল করতে পারি; তখন নেওয়া টাকা ফেরত দেওয়া হয়।

## ওষুধ

পণ্য বিক্রি হয় প্যাকেটে লেখা ব্যবহারের জন্য। লেবেল পড়ুন, আর সন্দেহ হলে চিকিৎসক বা ফার্মাসিস্টকে জিজ্ঞেস করুন। এই সাইটের তথ্য চিকিৎসা পরামর্শ নয়।

## বিক্রেতা

বিক্রেতারা তাঁদের তালিকাভুক্ত পণ্য আসল, সঠিকভাবে বর্ণিত ও আইনসম্মতভাবে বিক্রি হওয়ার জন্য দায়ী।

## পরিবর্তন

আমরা এই শর্তাবলি হালনাগাদ করতে পারি; এই পাতায় থাকা সংস্করণটিই প্রযোজ্য।`,
    },
  },
};

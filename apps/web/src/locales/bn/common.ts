import type { common as en } from '../en/common';
import type { TextsLike } from './shape';
import { offline } from './offline';

/** দোকানজুড়ে ব্যবহৃত লেখা: লেআউট, নেভিগেশন, ফুটার, ত্রুটি। */
export const common: TextsLike<typeof en> = {
  nav: {
    home: 'হোম',
    shop: 'দোকান',
    dashboard: 'ড্যাশবোর্ড',
    login: 'লগ ইন',
    logout: 'লগ আউট',
    profile: 'প্রোফাইল',
    cart: 'কার্ট',
    cartWithCount: 'কার্ট, {{count}}টি পণ্য',
    greeting: 'হ্যালো, {{name}}',
    guest: 'অতিথি',
    openMenu: 'মেনু খুলুন',
    closeMenu: 'মেনু বন্ধ করুন',
    accountMenu: 'অ্যাকাউন্ট মেনু',
    main: 'প্রধান',
    skipToContent: 'মূল অংশে যান',
    logoAlt: '{{shopName}} হোম',
  },
  footer: {
    phoneLabel: 'ফোন করুন',
    addressLabel: 'ঠিকানা:',
    social: '{{network}}-এ আমাদের অনুসরণ করুন',
    copyright: '© {{year}} {{shopName}}। সর্বস্বত্ব সংরক্ষিত।',
  },

  notFound: {
    code: '৪০৪',
    title: 'পাতাটি পাওয়া যায়নি',
    body: 'আপনি যে পাতাটি খুঁজছেন সেটি নেই, অথবা অন্য কোথাও সরানো হয়েছে।',
    goHome: 'হোমে ফিরুন',
    documentTitle: 'পাতাটি পাওয়া যায়নি',
  },
  errorPage: {
    title: 'কিছু একটা সমস্যা হয়েছে',
    body: 'একটি অপ্রত্যাশিত ত্রুটির কারণে পাতাটি থেমে গেছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
    retry: 'আবার চেষ্টা করুন',
    goHome: 'হোমে ফিরুন',
  },
  status: {
    loading: 'লোড হচ্ছে...',
    errorLoading: 'তথ্য লোড করা যায়নি',
    retry: 'আবার চেষ্টা করুন',
    noUser: 'ব্যবহারকারীর কোনো তথ্য পাওয়া যায়নি',
  },
  dialog: {
    ok: 'ঠিক আছে',
    no: 'না',
    cancel: 'বাতিল',
    deleteConfirm: {
      title: 'আপনি কি নিশ্চিত?',
      text: 'এটি আর ফিরিয়ে আনা যাবে না!',
      confirm: 'হ্যাঁ, মুছে ফেলুন!',
      cancel: 'না, রেখে দিন',
    },
    deleted: { title: 'মুছে ফেলা হয়েছে!', text: 'আপনার আইটেমটি মুছে ফেলা হয়েছে।' },
    deleteFailed: { title: 'ত্রুটি!', text: 'কিছু একটা ভুল হয়েছে, আবার চেষ্টা করুন!' },
    deleting: 'মুছে ফেলা হচ্ছে...',
  },
  logout: {
    confirmTitle: 'আপনি কি নিশ্চিত?',
    confirmText: 'আপনি আপনার অ্যাকাউন্ট থেকে লগ আউট করতে যাচ্ছেন।',
    confirm: 'হ্যাঁ, লগ আউট করুন!',
    cancel: 'বাতিল',
    doneTitle: 'লগ আউট হয়েছে!',
    doneText: 'আপনি সফলভাবে লগ আউট করেছেন।',
    failedTitle: 'ত্রুটি!',
    failedText: 'লগ আউট করার সময় কিছু একটা ভুল হয়েছে।',
  },
  language: {
    label: 'ভাষা',
    loadFailed: 'এই ভাষাটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    saveFailed: 'এই ডিভাইসে ভাষাটি বদলেছে, তবে আপনার অ্যাকাউন্টে সংরক্ষণ করা যায়নি।',
  },
  categories: {
    'OTC Medicine': 'ওটিসি ওষুধ',
    Devices: 'চিকিৎসা সরঞ্জাম',
    'Personal Care': 'ব্যক্তিগত যত্ন',
    WomenChoice: 'নারীদের পছন্দ',
    'Diabetic Care': 'ডায়াবেটিস যত্ন',
    'Baby Care': 'শিশুর যত্ন',
    'Dental Care': 'দাঁতের যত্ন',
    Diapers: 'ডায়াপার',
    'Prescription Medicine': 'প্রেসক্রিপশনের ওষুধ',
  },
  pageTitle: '{{shopName}} | {{page}}',
  offline,
  seo: {
    description: 'ওষুধ ও স্বাস্থ্যপণ্য আপনার দরজায়, ফার্মাসিস্টের যাচাই করা প্রেসক্রিপশনে।',
    shop: 'ওষুধ, শিশুর যত্ন, ব্যক্তিগত যত্ন, চিকিৎসা সরঞ্জাম ও আরও অনেক কিছু দেখুন, দাম ও মজুত সহ।',
    category: 'অনলাইনে {{category}} কিনুন: দাম, মজুত ও ঘরে ডেলিভারি।',
    generic: '{{name}}: যে সব ওষুধে এটি আছে তাদের ব্র্যান্ড, শক্তি ও দাম।',
  },
};

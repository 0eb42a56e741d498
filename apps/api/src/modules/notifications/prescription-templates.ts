import type { Language, RejectionReason } from '@medibazaar/contract';
import { bnDigits, longDay, type MailCommon, type MailFamily } from './mail-parts.js';

// The mails of a prescription, in English and Bangla: its review (approved, rejected, near its last
// day) and the order a pharmacist built from it for a shopper who sent only the prescription.

export interface PrescriptionMailValues {
  /** To its owner: a pharmacist approved a prescription; `validUntil` is its last valid day (YYYY-MM-DD). */
  'prescription-approved': MailCommon & { patient: string; validUntil: string; url: string };
  /** To its owner: a pharmacist rejected a prescription, with a reason from the list and a note. */
  'prescription-rejected': MailCommon & { patient: string; reason: RejectionReason; note: string | null; url: string };
  /** To its owner: an approved prescription's last valid day is near. */
  'prescription-expiring': MailCommon & { patient: string; validUntil: string; url: string };
  /** A pharmacist built the order a shopper asked for with a prescription only; `answerBy` is written out. */
  'prescription-order-proposed': MailCommon & { patient: string; lines: number; answerBy: string; url: string };
}

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
  MailFamily<PrescriptionMailValues>,
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

const prescriptionOrderTemplates: MailFamily<PrescriptionMailValues>['prescription-order-proposed'] = {
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

export const prescriptionMailTemplates: MailFamily<PrescriptionMailValues> = {
  ...prescriptionTemplates,
  'prescription-order-proposed': prescriptionOrderTemplates,
};

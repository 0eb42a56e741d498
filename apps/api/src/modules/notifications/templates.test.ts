import { LANGUAGES } from '@medibazaar/contract';
import { describe, expect, it } from 'vitest';
import {
  MAIL_TEMPLATES,
  mailParts,
  renderMail,
  renderSms,
  SMS_TEMPLATES,
  type MailValues,
  type SmsValues,
} from './templates.js';

const values: MailValues = {
  'verify-email': {
    shopName: 'MediBazaar',
    name: 'Rahim <b>',
    url: 'https://shop.example/api/auth/verify-email?token=abc&x=1',
  },
  'reset-password': {
    shopName: 'MediBazaar',
    name: 'Rahim',
    url: 'https://shop.example/reset-password?token=xyz',
    minutes: 30,
  },
  'password-changed': { shopName: 'MediBazaar', name: 'Rahim', when: '24 November 2026 at 09:15' },
  'order-status': {
    shopName: 'MediBazaar',
    name: 'Rahim',
    number: 'MB-2026-000123',
    status: 'shipped',
    note: 'Rider: Karim, 01711-000000',
    url: 'https://shop.example/dashboard/orders/MB-2026-000123',
  },
  'seller-new-order': {
    shopName: 'MediBazaar',
    name: 'Karim Pharmacy',
    number: 'MB-2026-000124',
    units: 3,
    total: 1250.5,
    currency: 'BDT',
    paymentMethod: 'cod',
    url: 'https://shop.example/dashboard/orders/MB-2026-000124',
  },
  'low-stock': {
    shopName: 'MediBazaar',
    name: 'Karim Pharmacy',
    product: 'Napa Extra 500 mg',
    stock: 4,
    threshold: 5,
    url: 'https://shop.example/dashboard/updateItem/4f1c',
  },
  'lots-near-expiry': {
    shopName: 'MediBazaar',
    name: 'Karim Pharmacy',
    days: 90,
    lots: [{ product: 'Napa Extra 500 mg', batch: 'SQ2611', expiresOn: '2027-01-31', quantity: 12 }],
    more: 0,
    url: 'https://shop.example/dashboard',
  },
  'recall-notice': {
    shopName: 'MediBazaar',
    name: 'Rahim Uddin',
    product: 'Napa Extra 500 mg',
    batches: ['SQ2611'],
    reason: 'Tablets may hold less paracetamol than the label says (DGDA notice 12/2026).',
    instructions: 'Stop using it and bring the pack back to the shop for a full refund.',
    orders: ['MB-2026-000124'],
    url: 'https://shop.example/dashboard/orders',
  },
  'refund-failed': {
    shopName: 'MediBazaar',
    name: 'Admin',
    number: 'MB-2026-000125',
    amount: 42.5,
    currency: 'USD',
    reason: 'card_declined',
    refundOf: 'cancelled',
    url: 'https://shop.example/dashboard/orders/MB-2026-000125',
  },
  'prescription-approved': {
    shopName: 'MediBazaar',
    name: 'Rahim',
    patient: 'Rafi Ahmed',
    validUntil: '2027-05-24',
    url: 'https://shop.example/dashboard/prescriptions',
  },
  'prescription-rejected': {
    shopName: 'MediBazaar',
    name: 'Rahim',
    patient: 'Rafi Ahmed',
    reason: 'unreadable',
    note: 'Please photograph the page in daylight.',
    url: 'https://shop.example/dashboard/prescriptions',
  },
  'prescription-expiring': {
    shopName: 'MediBazaar',
    name: 'Rahim',
    patient: 'Rafi Ahmed',
    validUntil: '2026-12-08',
    url: 'https://shop.example/dashboard/prescriptions',
  },
  'prescription-order-proposed': {
    shopName: 'MediBazaar',
    name: 'Rahim',
    patient: 'Rafi Ahmed',
    lines: 3,
    answerBy: '28 November, 14:30',
    url: 'https://shop.example/dashboard/prescription-orders/1',
  },
  'order-approved': {
    shopName: 'MediBazaar',
    name: 'Rahim',
    number: 'MB-2026-000125',
    lines: [
      { name: 'Amoxicillin 500 mg', approved: 2, requested: 3, reason: 'quantity_exceeds', note: 'Five days only' },
      { name: 'Azithromycin 250 mg', approved: 0, requested: 1, reason: 'not_on_prescription', note: null },
      { name: 'Napa 500 mg', approved: 2, requested: 2, reason: null, note: null },
    ],
    total: 640,
    currency: 'BDT',
    paymentMethod: 'card',
    url: 'https://shop.example/dashboard/orders/MB-2026-000125',
  },
  'order-rejected': {
    shopName: 'MediBazaar',
    name: 'Rahim',
    number: 'MB-2026-000126',
    lines: [{ name: 'Amoxicillin 500 mg', approved: 0, requested: 3, reason: 'other', note: 'Ask your doctor first' }],
    paymentMethod: 'cod',
    url: 'https://shop.example/dashboard/orders/MB-2026-000126',
  },
  'order-hold-expired': {
    shopName: 'MediBazaar',
    name: 'Rahim',
    number: 'MB-2026-000127',
    hours: 24,
    paymentMethod: 'card',
    url: 'https://shop.example/dashboard/orders/MB-2026-000127',
  },
  'order-payment-expired': {
    shopName: 'MediBazaar',
    name: 'Rahim',
    number: 'MB-2026-000128',
    minutes: 30,
    url: 'https://shop.example/dashboard/orders/MB-2026-000128',
  },
  'order-payment-refused': {
    shopName: 'MediBazaar',
    name: 'Rahim',
    number: 'MB-2026-000129',
    url: 'https://shop.example/dashboard/orders/MB-2026-000129',
  },
  'seller-licence-approved': {
    shopName: 'MediBazaar',
    name: 'Shafiq',
    licenceNumber: 'DC-18426',
    expiresOn: '2027-06-30',
    url: 'https://shop.example/dashboard/drug-licence',
  },
  'seller-licence-rejected': {
    shopName: 'MediBazaar',
    name: 'Shafiq',
    licenceNumber: 'DC-18426',
    reason: 'The scan is blurred',
    url: 'https://shop.example/dashboard/drug-licence',
  },
  'seller-licence-expiring': {
    shopName: 'MediBazaar',
    name: 'Amina',
    seller: 'Shafiq Pharmacy',
    licenceNumber: 'DC-18426',
    expiresOn: '2027-06-30',
    forSeller: false,
    url: 'https://shop.example/dashboard/seller-licences',
  },
  'return-requested': {
    shopName: 'MediBazaar',
    name: 'Shafiq',
    number: 'MB-2026-000123',
    lines: [{ name: 'Napa Extra 500 mg', quantity: 2 }],
    reason: 'Two strips arrived crushed.',
    url: 'https://shop.example/dashboard/orders/MB-2026-000123',
  },
  'return-accepted': {
    shopName: 'MediBazaar',
    name: 'Amina',
    number: 'MB-2026-000123',
    lines: [{ name: 'Napa Extra 500 mg', quantity: 2 }],
    amount: 31.5,
    currency: 'USD',
    paymentMethod: 'card',
    url: 'https://shop.example/dashboard/orders/MB-2026-000123',
  },
  'return-refused': {
    shopName: 'MediBazaar',
    name: 'Amina',
    number: 'MB-2026-000123',
    lines: [{ name: 'Napa Extra 500 mg', quantity: 2 }],
    reason: 'The seal was broken after delivery.',
    url: 'https://shop.example/dashboard/orders/MB-2026-000123',
  },
};

const smsValues: SmsValues = {
  'order-status': { shopName: 'MediBazaar', number: 'MB-2026-000123', status: 'shipped', note: 'Rider: Karim' },
  'phone-code': { shopName: 'MediBazaar', code: '042917', minutes: 10 },
  'medicine-listed': {
    shopName: 'MediBazaar',
    requested: 'Monas 10 mg',
    product: 'Monas 10',
    url: 'https://shop.test/products/7f1c',
  },
  'recall-notice': {
    shopName: 'MediBazaar',
    name: 'Rahim Uddin',
    product: 'Napa Extra 500 mg',
    batches: ['SQ2611'],
    reason: 'Tablets may hold less paracetamol than the label says (DGDA notice 12/2026).',
    instructions: 'Stop using it and bring the pack back to the shop for a full refund.',
    orders: ['MB-2026-000124'],
    url: 'https://shop.example/dashboard/orders',
  },
};

const BENGALI = /[\u0980-\u09FF]/;

describe('mail templates', () => {
  for (const template of MAIL_TEMPLATES) {
    for (const language of LANGUAGES) {
      it(`${template} renders in ${language} with every part filled`, () => {
        const parts = mailParts(template, language, values[template] as never);
        const texts = [parts.subject, parts.heading, ...parts.paragraphs, parts.note ?? '', parts.action?.label ?? ''];
        for (const text of texts.filter((x) => x !== '')) {
          expect(text.trim()).not.toBe('');
          expect(text).not.toMatch(/undefined|null|NaN|\[object/);
          // Bangla mails are written in Bangla (names and links aside); English ones hold none.
          if (language === 'bn') expect(text).toMatch(BENGALI);
          else expect(text).not.toMatch(BENGALI);
        }
        const mail = renderMail(template, language, values[template] as never);
        expect(mail.html).toContain(`lang="${language}"`);
        expect(mail.html).toContain('MediBazaar');
        expect(mail.text).toContain('MediBazaar');
        for (const p of parts.paragraphs) expect(mail.text).toContain(p);
        if (parts.action) {
          // The link is written out in the text, and escaped in the HTML.
          expect(mail.text).toContain(parts.action.url);
          expect(mail.html).toContain(parts.action.url.replace(/&/g, '&amp;'));
        }
      });
    }
  }

  for (const template of SMS_TEMPLATES) {
    for (const language of LANGUAGES) {
      it(`text message ${template} renders in ${language} with no missing text`, () => {
        const text = renderSms(template, language, smsValues[template] as never);
        expect(text.startsWith('MediBazaar: ')).toBe(true);
        expect(text).not.toMatch(/undefined|null|NaN|\[object|\$\{/);
        if (language === 'bn') expect(text).toMatch(BENGALI);
        else expect(text).not.toMatch(BENGALI);
      });
    }
  }

  it('every mail and text message the shop can send is covered above', () => {
    expect(Object.keys(values).sort()).toEqual([...MAIL_TEMPLATES].sort());
    expect(Object.keys(smsValues).sort()).toEqual([...SMS_TEMPLATES].sort());
  });

  it('text messages carry what they are about: the order and its news, or the code', () => {
    expect(renderSms('order-status', 'en', smsValues['order-status'])).toBe(
      'MediBazaar: your order MB-2026-000123 is on its way. Note: Rider: Karim',
    );
    expect(renderSms('phone-code', 'bn', smsValues['phone-code'])).toContain('042917');
    expect(renderSms('phone-code', 'bn', smsValues['phone-code'])).toContain('১০ মিনিট');
  });

  it('amounts are written for the reader, in their language', () => {
    expect(mailParts('seller-new-order', 'en', values['seller-new-order']).paragraphs[1]).toContain('Tk\u00a01,250.50');
    expect(mailParts('seller-new-order', 'bn', values['seller-new-order']).paragraphs[1]).toContain('৳১,২৫০.৫০');
    expect(mailParts('refund-failed', 'en', values['refund-failed']).paragraphs[1]).toContain('$42.50');
  });

  it('a failed refund says what the money was for: a cancelled order, a returned order or a return', () => {
    const refund = values['refund-failed'];
    const said = (refundOf: 'cancelled' | 'returned' | 'return', language: 'en' | 'bn') =>
      mailParts('refund-failed', language, { ...refund, refundOf }).paragraphs[1];
    expect(said('cancelled', 'en')).toContain('for the cancelled order MB-2026-000125');
    expect(said('returned', 'en')).toContain('for the returned order MB-2026-000125');
    expect(said('return', 'en')).toContain('for the items the buyer returned from order MB-2026-000125');
    expect(said('return', 'en')).not.toContain('cancelled');
    expect(said('return', 'bn')).toContain('ক্রেতার ফেরত দেওয়া পণ্যের');
    expect(said('return', 'bn')).not.toContain('বাতিল');
  });

  it('prescription mails say the last valid day and the reason in the reader’s words', () => {
    expect(mailParts('prescription-approved', 'en', values['prescription-approved']).paragraphs[1]).toContain(
      'until 24 May 2027',
    );
    expect(mailParts('prescription-approved', 'bn', values['prescription-approved']).paragraphs[1]).toContain(
      '২৪ মে ২০২৭',
    );
    const rejected = mailParts('prescription-rejected', 'bn', values['prescription-rejected']).paragraphs;
    expect(rejected).toContain('কারণ: ছবি বা স্ক্যানটি পড়া যাচ্ছে না।');
    expect(rejected).toContain('ফার্মাসিস্টের নোট: Please photograph the page in daylight.');
    expect(mailParts('prescription-expiring', 'en', values['prescription-expiring']).subject).toBe(
      'Your prescription for Rafi Ahmed ends on 8 December 2026',
    );
  });

  it('order review mails name what changed, why, and what is charged, in the reader’s words', () => {
    const approved = mailParts('order-approved', 'en', values['order-approved']).paragraphs;
    expect(approved[2]).toBe(
      'Changed: Amoxicillin 500 mg: 2 of 3 approved (the prescription allows less; Five days only). ' +
        'Azithromycin 250 mg: not approved (it is not on the prescription).',
    );
    expect(approved[3]).toContain('Tk\u00a0640.00');
    const bn = mailParts('order-approved', 'bn', values['order-approved']).paragraphs;
    expect(bn[2]).toContain('Amoxicillin 500 mg: ৩টির মধ্যে ২টি অনুমোদিত');
    expect(bn[3]).toContain('৳৬৪০.০০');
    const rejected = mailParts('order-rejected', 'bn', values['order-rejected']).paragraphs;
    expect(rejected[2]).toBe('কারণ: Amoxicillin 500 mg: অনুমোদিত হয়নি (ফার্মাসিস্টের নোট দেখুন; Ask your doctor first).');
    expect(rejected[3]).toBe('কিছুই দিতে হবে না।');
    expect(mailParts('order-hold-expired', 'en', values['order-hold-expired']).paragraphs[1]).toContain('24 hours');
    expect(mailParts('order-hold-expired', 'bn', values['order-hold-expired']).paragraphs[1]).toContain('২৪ ঘণ্টা');
    expect(mailParts('order-payment-expired', 'en', values['order-payment-expired']).paragraphs[1]).toContain(
      '30 minutes',
    );
    expect(mailParts('order-payment-expired', 'bn', values['order-payment-expired']).paragraphs[1]).toContain(
      '৩০ মিনিট',
    );
  });

  it('escapes what the recipient typed', () => {
    const mail = renderMail('verify-email', 'en', values['verify-email']);
    expect(mail.html).toContain('Rahim &lt;b&gt;');
    expect(mail.html).not.toContain('Rahim <b>');
  });

  it('every message has the same parts in both languages', () => {
    for (const template of MAIL_TEMPLATES) {
      const en = mailParts(template, 'en', values[template] as never);
      const bn = mailParts(template, 'bn', values[template] as never);
      expect(bn.paragraphs).toHaveLength(en.paragraphs.length);
      expect(Boolean(bn.action)).toBe(Boolean(en.action));
      expect(Boolean(bn.note)).toBe(Boolean(en.note));
      expect(bn.action?.url).toBe(en.action?.url);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeBdMobile } from './addresses.js';
import { asciiDigits, typedNumber } from './digits.js';
import { PhoneCodeEntrySchema } from './notifications.js';
import { PhoneSignInSchema, isPhoneAccountEmail, phoneAccountEmail, realEmail } from './phone-sign-in.js';

describe('asciiDigits', () => {
  it('writes Bangla digits as ASCII and keeps everything else', () => {
    expect(asciiDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(asciiDigits('Napa ৫০০ mg, 10 pcs')).toBe('Napa 500 mg, 10 pcs');
  });
});

describe('typedNumber', () => {
  it('reads a price or a count typed in either digits', () => {
    expect(typedNumber('১২.৫০')).toBe(12.5);
    expect(typedNumber(' ৭ ')).toBe(7);
    expect(typedNumber('42')).toBe(42);
    expect(typedNumber(3)).toBe(3);
  });

  it('answers NaN for nothing or no number, so the form names the field', () => {
    expect(typedNumber('')).toBeNaN();
    expect(typedNumber('১২ টাকা')).toBeNaN();
    expect(typedNumber(undefined)).toBeNaN();
  });
});

describe('mobile numbers and codes in Bangla digits', () => {
  it('keeps one stored form, whatever the spelling', () => {
    for (const typed of ['০১৭১২৩৪৫৬৭৮', '+৮৮০১৭১২৩৪৫৬৭৮', '01712-345678', '+88 01712 345678']) {
      expect(normalizeBdMobile(typed)).toBe('01712345678');
    }
    expect(normalizeBdMobile('০১২১২৩৪৫৬৭৮')).toBeNull();
  });

  it('takes a code typed in Bangla as its ASCII digits', () => {
    expect(PhoneCodeEntrySchema.parse({ code: '১২৩৪৫৬' })).toEqual({ code: '123456' });
    expect(PhoneSignInSchema.parse({ phoneNumber: '০১৭১২৩৪৫৬৭৮', code: '০০০৭৭৭' })).toEqual({
      phoneNumber: '01712345678',
      code: '000777',
    });
    expect(PhoneCodeEntrySchema.safeParse({ code: '১২৩' }).success).toBe(false);
  });
});

describe('the stand-in email of an account made with a mobile number', () => {
  it('is recognised and never shown', () => {
    const email = phoneAccountEmail('01712345678');
    expect(isPhoneAccountEmail(email)).toBe(true);
    expect(isPhoneAccountEmail(email.toUpperCase())).toBe(true);
    expect(realEmail(email)).toBeNull();
    expect(realEmail('rahima@example.com')).toBe('rahima@example.com');
  });
});

import { describe, expect, it } from 'vitest';
import { BpcRegistrationSchema, DrugLicenceNumberSchema, gradeOfRegistration } from './pharmacy-licences.js';

describe('Pharmacy Council registration numbers', () => {
  it.each([
    ['A-1234', 'A-1234'],
    ['a 1234', 'A-1234'],
    ['B/56789', 'B-56789'],
    ['c123456', 'C-123456'],
  ])('keeps %s as %s', (written, kept) => {
    expect(BpcRegistrationSchema.parse(written)).toBe(kept);
  });

  it.each(['', '1234', 'D-1234', 'A-', 'A-1234567', 'A-12a4', 'AB-12'])('refuses %j', (written) => {
    const result = BpcRegistrationSchema.safeParse(written);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/registration number/);
  });

  it('reads the grade from the letter', () => {
    expect(gradeOfRegistration('B-56789')).toBe('B');
  });
});

describe('drug licence numbers', () => {
  it.each([
    ['DC-12345', 'DC-12345'],
    ['dc 12345', 'DC12345'],
    ['12345/2024', '12345/2024'],
    ['DL.DHK-0042', 'DL.DHK-0042'],
  ])('keeps %s as %s', (written, kept) => {
    expect(DrugLicenceNumberSchema.parse(written)).toBe(kept);
  });

  it.each(['', 'AB', 'DRUGLICENCE', '-1234', '1234#5', 'X'.repeat(29) + '12'])('refuses %j', (written) => {
    const result = DrugLicenceNumberSchema.safeParse(written);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/drug licence number/);
  });
});

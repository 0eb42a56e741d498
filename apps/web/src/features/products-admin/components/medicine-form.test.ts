import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkMedicine,
  medicineFieldOf,
  medicineInputOf,
  NOT_A_MEDICINE,
  type MedicineFormValues,
} from './medicine-form';

const schema = z.custom<MedicineFormValues>().superRefine(checkMedicine);
const fieldsWithProblems = (values: MedicineFormValues) => {
  const result = schema.safeParse(values);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => i.path.join('.')))].sort();
};

const complete: MedicineFormValues = {
  ...NOT_A_MEDICINE,
  isMedicine: true,
  generics: [{ id: '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f', name: 'Paracetamol', nameBn: null }],
  strength: '500 mg',
  form: 'tablet',
  newManufacturerName: 'New Pharma Ltd.',
  packSize: 10,
  packLabel: '10 tablets (1 strip)',
  dispensingClass: 'otc',
};

describe('the medicine part of the product form', () => {
  it('is not checked for a product that is not a medicine', () => {
    expect(fieldsWithProblems(NOT_A_MEDICINE)).toEqual([]);
    expect(medicineInputOf(NOT_A_MEDICINE)).toBeNull();
  });

  it('passes when complete, with a typed maker', () => {
    expect(fieldsWithProblems(complete)).toEqual([]);
  });

  it('names every missing field at once, the generic and the maker among them', () => {
    // How it is sold is not the form's to fill: the medicine reference sets it (decision 055).
    expect(fieldsWithProblems({ ...NOT_A_MEDICINE, isMedicine: true, packSize: Number.NaN })).toEqual([
      'form',
      'generics',
      'manufacturer',
      'packLabel',
      'packSize',
      'strength',
    ]);
  });

  it("puts the server's field names under the form's fields", () => {
    expect(medicineFieldOf('medicine.genericIds.1')).toBe('generics');
    expect(medicineFieldOf('medicine.newGenericName')).toBe('generics');
    expect(medicineFieldOf('medicine.manufacturerId')).toBe('manufacturer');
    expect(medicineFieldOf('medicine.packSize')).toBe('packSize');
    expect(medicineFieldOf('medicine')).toBeNull();
    expect(medicineFieldOf('medicine.unknown')).toBeNull();
  });
});

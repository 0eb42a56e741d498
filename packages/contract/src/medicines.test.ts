import { describe, expect, it } from 'vitest';
import { ProductListQuery } from './catalog.js';
import { SuggestQuery } from './medicines.js';
import { MedicineInputSchema, ProductCreateSchema } from './products-admin.js';

const id = '0b6f1d2e-3c4a-4b5d-8e6f-7a8b9c0d1e2f';
const facts = {
  genericIds: [id],
  strength: '500 mg',
  form: 'tablet',
  manufacturerId: id,
  packSize: 10,
  packLabel: '10 tablets (1 strip)',
  dispensingClass: 'otc',
};

describe('MedicineInputSchema', () => {
  it('takes picked generics and maker, or typed ones under "other"', () => {
    expect(MedicineInputSchema.safeParse(facts).success).toBe(true);
    const typed = {
      ...facts,
      genericIds: [],
      newGenericName: 'Levocetirizine',
      manufacturerId: undefined,
      newManufacturerName: 'Nodi Labs',
    };
    expect(MedicineInputSchema.safeParse(typed).success).toBe(true);
  });

  it.each([
    [{ genericIds: [] }, 'genericIds'],
    [{ genericIds: [id, id] }, 'genericIds'],
    [{ manufacturerId: undefined }, 'manufacturerId'],
    [{ newManufacturerName: 'Both' }, 'manufacturerId'],
    [{ form: 'pill' }, 'form'],
    [{ dispensingClass: 'sometimes' }, 'dispensingClass'],
    [{ packSize: 0 }, 'packSize'],
    [{ strength: '  ' }, 'strength'],
  ])('refuses %o naming %s', (change, field) => {
    const result = MedicineInputSchema.safeParse({ ...facts, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path[0]).toBe(field);
  });

  it('turns empty texts into null', () => {
    expect(MedicineInputSchema.parse({ ...facts, indications: ' ', brandBn: '' })).toMatchObject({
      indications: null,
      brandBn: null,
    });
  });

  it('is optional on a new product', () => {
    const product = { name: 'Gauze', des: 'Rolls.', price: 1, category: 'Devices', image: '/uploads/a.webp' };
    expect(ProductCreateSchema.safeParse(product).success).toBe(true);
    expect(ProductCreateSchema.safeParse({ ...product, medicine: null }).success).toBe(true);
  });
});

describe('the list and suggestion queries', () => {
  it('take the medicine filters and refuse bad values', () => {
    expect(
      ProductListQuery.parse({ generic: id, form: 'syrup', class: 'prescription', inStock: 'true' }),
    ).toMatchObject({
      inStock: true,
    });
    expect(ProductListQuery.safeParse({ generic: 'x' }).success).toBe(false);
    expect(ProductListQuery.safeParse({ class: 'otc-ish' }).success).toBe(false);
    expect(SuggestQuery.safeParse({}).success).toBe(false);
  });
});

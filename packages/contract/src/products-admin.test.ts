import { describe, expect, it } from 'vitest';
import { fitsCategory, ProductCreateSchema, ProductFieldsSchema, ProductUpdateSchema } from './products-admin.js';
import { RevenueByDayQuery } from './stats.js';

const valid = {
  name: 'Napa 500 mg',
  des: 'Paracetamol, 10 tablets.',
  price: 1.2,
  category: 'OTC Medicine',
  discount: 0,
  stock: 10,
};

const issuePath = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues[0]?.path.join('.');

describe('ProductFieldsSchema', () => {
  it('accepts a product at the limits and trims its text', () => {
    const parsed = ProductFieldsSchema.parse({
      ...valid,
      name: `  ${'n'.repeat(120)}  `,
      des: 'd'.repeat(2000),
      price: 100000,
      discount: 90,
    });
    expect(parsed.name).toHaveLength(120);
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: 'n'.repeat(121) }],
    ['name', { name: 'tab\tin name' }],
    ['des', { des: 'd'.repeat(2001) }],
    ['price', { price: 0 }],
    ['price', { price: 100000.01 }],
    ['price', { price: 9.999 }],
    ['price', { price: Number.NaN }],
    ['category', { category: 'Discount' }],
    ['discount', { discount: 91 }],
    ['discount', { discount: -1 }],
    ['stock', { stock: 0.5 }],
    ['stock', { stock: -3 }],
  ])('refuses a bad %s', (field, change) => {
    const result = ProductFieldsSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(issuePath(result)).toBe(field);
    expect(result.error?.issues[0]?.message).toMatch(/[A-Z].+\./);
  });

  it('keeps line breaks in a description', () => {
    expect(ProductFieldsSchema.parse({ ...valid, des: 'Line one.\nLine two.' }).des).toBe('Line one.\nLine two.');
  });
});

describe('ProductCreateSchema', () => {
  it('needs an image, takes discount and stock as 0 when left out, and refuses unknown fields', () => {
    const { discount: _d, stock: _s, ...rest } = valid;
    expect(ProductCreateSchema.safeParse(rest).success).toBe(false);
    expect(ProductCreateSchema.parse({ ...rest, image: '/uploads/ab/x.webp' })).toMatchObject({
      discount: 0,
      stock: 0,
    });
    expect(ProductCreateSchema.safeParse({ ...valid, image: '/x', sellerId: 'me' }).success).toBe(false);
    expect(ProductCreateSchema.safeParse({ ...valid, image: '/x', email: 'anyone@example.test' }).success).toBe(true);
  });

  it('refuses a discount that takes a unit below one cent, at the discount', () => {
    const result = ProductCreateSchema.safeParse({ ...valid, image: '/x', price: 0.04, discount: 90 });
    expect(result.success).toBe(false);
    expect(issuePath(result)).toBe('discount');
    expect(ProductCreateSchema.safeParse({ ...valid, image: '/x', price: 0.05, discount: 90 }).success).toBe(true);
  });
});

describe('ProductUpdateSchema', () => {
  it('takes any subset of the fields and fills in nothing', () => {
    expect(ProductUpdateSchema.parse({ stock: 3 })).toEqual({ stock: 3 });
    expect(ProductUpdateSchema.parse({})).toEqual({});
  });
});

describe('fitsCategory', () => {
  it('keeps prescription and controlled medicines out of OTC Medicine, and the rest out of Prescription Medicine', () => {
    expect(fitsCategory('OTC Medicine', null)).toBe(true);
    expect(fitsCategory('OTC Medicine', 'otc')).toBe(true);
    expect(fitsCategory('OTC Medicine', 'prescription')).toBe(false);
    expect(fitsCategory('OTC Medicine', 'controlled')).toBe(false);
    expect(fitsCategory('Prescription Medicine', 'prescription')).toBe(true);
    expect(fitsCategory('Prescription Medicine', 'controlled')).toBe(true);
    expect(fitsCategory('Prescription Medicine', 'otc')).toBe(false);
    expect(fitsCategory('Prescription Medicine', null)).toBe(false);
    expect(fitsCategory('Diabetic Care', 'prescription')).toBe(true);
    expect(fitsCategory('Diabetic Care', null)).toBe(true);
  });
});

describe('RevenueByDayQuery', () => {
  it('defaults to 30 days in UTC and accepts IANA time zones only', () => {
    expect(RevenueByDayQuery.parse({})).toEqual({ days: 30, tz: 'UTC' });
    expect(RevenueByDayQuery.parse({ days: '7', tz: 'Asia/Dhaka' })).toEqual({ days: 7, tz: 'Asia/Dhaka' });
    for (const tz of ['Mars/Olympus', "UTC'; drop table users", '../etc/passwd', '']) {
      expect(RevenueByDayQuery.safeParse({ tz }).success, tz).toBe(false);
    }
    expect(RevenueByDayQuery.safeParse({ days: '0' }).success).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';

let t: TestApp;
let me: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  me = await signUp(t);
});
afterAll(async () => t.close());

const address = {
  name: 'Rahim Uddin',
  phone: '+8801712345678',
  line1: 'House 4, Road 2',
  area: 'Dhanmondi',
  district: 'dhaka',
};

const addAddress = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/addresses', headers: me.headers, payload });

describe('text printed on invoices and packing slips', () => {
  it('takes Bangla and Latin, with the punctuation and accents people type', async () => {
    const res = await addAddress({
      ...address,
      name: 'রহিম উদ্দিন (Rahim) – O’Neil Café',
      line1: 'বাড়ি ৪, রোড ২। Flat 3/B',
      note: 'গেটে কল করুন “2nd gate” • 10–12 টা',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'রহিম উদ্দিন (Rahim) – O’Neil Café' });
  });

  it.each([
    ['name', '王小明', ['王', '小', '明']],
    ['line1', 'شارع 12', ['ش', 'ا', 'ر', 'ع']],
    ['note', 'Ring twice 🙂', ['🙂']],
    ['area', 'Gulshan ₹', ['₹']],
  ])('refuses %s holding characters the documents cannot print, naming them', async (field, value, characters) => {
    const res = await addAddress({ ...address, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNPRINTABLE_CHARACTERS', field, characters });
    expect(res.json().message).toContain('cannot be printed on invoices and delivery slips');
    expect(res.json().message).toContain(`${characters[0]} (U+`);
  });

  it("refuses such a name for an account, whose name a seller's invoices print", async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: me.headers,
      payload: { name: 'Karim 😀' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNPRINTABLE_CHARACTERS', field: 'name', characters: ['😀'] });
    expect(res.json().message).toContain('😀 (U+1F600)');
  });
});

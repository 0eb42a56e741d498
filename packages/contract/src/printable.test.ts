import { describe, expect, it } from 'vitest';
import { AddressInputSchema } from './addresses.js';
import { characterName, unprintableCharacters } from './printable.js';
import { ProductFieldsSchema } from './products-admin.js';

describe('text the shop can print on its documents', () => {
  it('is Bangla and the Latin the PDF standard fonts draw', () => {
    expect(unprintableCharacters('নাপা এক্সট্রা ৫০০ মি.গ্রা। Napa Extra 500 mg – “Café” O’Neil € ½ µg')).toEqual([]);
  });

  it('names everything else once each, in order', () => {
    expect(unprintableCharacters('王 王 مرحبا 🙂 ₹ Ω')).toEqual(['王', 'م', 'ر', 'ح', 'ب', 'ا', '🙂', '₹', 'Ω']);
    expect(characterName('🙂')).toBe('🙂 (U+1F642)');
    // Control characters have rules of their own (NUL_CHARACTER and the like).
    expect(unprintableCharacters('a\u0000b\u0085')).toEqual([]);
  });

  it('is checked by the address and product schemas the forms and the server share', () => {
    const address = AddressInputSchema.safeParse({
      name: 'Li 李',
      phone: '01712345678',
      line1: 'Road 1',
      area: 'Banani',
      district: 'dhaka',
    });
    expect(address.success).toBe(false);
    expect(address.error?.issues[0]).toMatchObject({ path: ['name'], params: { characters: ['李'] } });
    const product = ProductFieldsSchema.shape.name.safeParse('Vitamin C 💊');
    expect(product.error?.issues[0]?.message).toContain('💊 (U+1F48A)');
  });
});

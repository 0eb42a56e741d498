import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import i18n, { changeLanguage } from '../../../lib/i18n';
import type { ProductFormApi } from './product-form-schema';
import { showServerFieldError } from './product-form-errors';

/** Just enough of the form to see what would be shown under which field. */
function fakeForm() {
  const set: { field: string; message: string | undefined }[] = [];
  const form = {
    setError: (field: string, error: { message?: string }) => set.push({ field, message: error.message }),
  } as unknown as ProductFormApi;
  return { form, set };
}

const belowOneCent = new ApiRequestError(400, {
  code: 'VALIDATION_ERROR',
  field: 'discount',
  message: 'With this discount a unit would cost less than one cent. Lower the discount or raise the price.',
});

describe('showServerFieldError', () => {
  it("puts the server's own reason under the field it names, in English", () => {
    const { form, set } = fakeForm();
    expect(showServerFieldError(form, belowOneCent, i18n.t)).toBe(true);
    expect(set).toEqual([{ field: 'discount', message: belowOneCent.body.message }]);
  });

  it('leaves the field its own text in Bangla, where the server has no words', async () => {
    await changeLanguage('bn', { remember: false });
    try {
      const { form, set } = fakeForm();
      expect(showServerFieldError(form, belowOneCent, i18n.t)).toBe(true);
      expect(set).toEqual([{ field: 'discount', message: undefined }]);
    } finally {
      await changeLanguage('en', { remember: false });
    }
  });

  it("puts a prescription medicine refused under OTC Medicine (409) under the category, in the reader's language", async () => {
    const refused = new ApiRequestError(409, {
      code: 'PRESCRIPTION_MEDICINE_IN_OTC',
      field: 'category',
      message: 'This medicine needs a prescription, so it cannot be listed under OTC Medicine.',
    });
    const { form, set } = fakeForm();
    expect(showServerFieldError(form, refused, i18n.t)).toBe(true);
    expect(set).toEqual([{ field: 'category', message: expect.stringMatching(/^OTC Medicine holds only/) }]);
    await changeLanguage('bn', { remember: false });
    try {
      const bn = fakeForm();
      expect(showServerFieldError(bn.form, refused, i18n.t)).toBe(true);
      expect(bn.set).toEqual([{ field: 'category', message: expect.stringContaining('প্রেসক্রিপশনের ওষুধ') }]);
    } finally {
      await changeLanguage('en', { remember: false });
    }
  });

  it('leaves errors about no field of the form to the page', () => {
    const { form, set } = fakeForm();
    const other = new ApiRequestError(400, { code: 'VALIDATION_ERROR', field: 'email', message: 'No.' });
    expect(showServerFieldError(form, other, i18n.t)).toBe(false);
    expect(set).toEqual([]);
  });
});

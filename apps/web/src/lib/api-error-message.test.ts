import type { ApiError } from '@medibazaar/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { apiErrorMessage } from './api-error-message';
import { changeLanguage, textsFor } from './i18n';

const refusal = (body: Partial<ApiError>) => new ApiRequestError(400, body);

describe('apiErrorMessage', () => {
  afterEach(async () => {
    await changeLanguage('en', { remember: false });
  });

  it('gives a known code its text, in the reader’s language', async () => {
    const error = refusal({ code: 'PRODUCT_NOT_FOUND', message: 'No product 42' });
    expect(apiErrorMessage(error, textsFor('en'))).toBe('Product not found.');
    await changeLanguage('bn', { remember: false });
    expect(apiErrorMessage(error, textsFor('bn'))).toMatch(/[\u0980-\u09FF]/);
  });

  it('keeps the server’s English message where it names details, in English only', async () => {
    const error = refusal({ code: 'RATE_LIMITED', message: 'Wait 30 seconds.' });
    expect(apiErrorMessage(error, textsFor('en'))).toBe('Wait 30 seconds.');
    await changeLanguage('bn', { remember: false });
    expect(apiErrorMessage(error, textsFor('bn'))).not.toBe('Wait 30 seconds.');
  });

  it('shows the server’s message for a code it has no text for, else the fallback', () => {
    const t = textsFor('en');
    expect(apiErrorMessage(refusal({ code: 'SOMETHING_NEW', message: 'Something new.' }), t)).toBe('Something new.');
    expect(apiErrorMessage(refusal({ code: '__proto__' }), t, 'Could not save.')).toBe('Could not save.');
    expect(apiErrorMessage(new Error('offline'), t, 'Could not save.')).toBe('Could not save.');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import i18n, { changeLanguage } from '../../../lib/i18n';
import { AddressForm } from './address-form';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm(respond: () => Response = () => answer(201, {})) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => respond()),
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AddressForm onSaved={vi.fn()} />
    </QueryClientProvider>,
  );
}

/** Fills every required field with what prints, then `name` with `name`. */
async function fillIn(user: ReturnType<typeof userEvent.setup>, name: string) {
  const [nameBox, phone, line1, , area] = screen.getAllByRole('textbox');
  await user.type(nameBox!, name);
  await user.type(phone!, '01712345678');
  await user.type(line1!, 'House 4, Road 2');
  await user.type(area!, 'Dhanmondi');
  await user.selectOptions(screen.getByRole('combobox'), 'dhaka');
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en', { remember: false });
});

describe('AddressForm', () => {
  it('names the characters invoices cannot print, in English', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillIn(user, 'Wang 王');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByText(
        'These characters cannot be printed on invoices and delivery slips: 王 (U+738B). Use Bangla or English letters.',
      ),
    ).toBeInTheDocument();
  });

  it('names them in Bangla', async () => {
    await changeLanguage('bn', { remember: false });
    const user = userEvent.setup();
    renderForm();
    await fillIn(user, 'করিম 😀');
    await user.click(screen.getByRole('button', { name: 'ঠিকানা সংরক্ষণ করুন' }));
    expect(
      await screen.findByText(
        'এই অক্ষরগুলো ইনভয়েস ও ডেলিভারি স্লিপে ছাপা যায় না: 😀 (U+1F600)। বাংলা বা ইংরেজি অক্ষর ব্যবহার করুন।',
      ),
    ).toBeInTheDocument();
  });

  it('says the server’s refusal in Bangla, naming the characters it sent', async () => {
    await changeLanguage('bn', { remember: false });
    const refusal = new ApiRequestError(400, {
      message: "Invalid body field 'note': These characters cannot be printed …",
      code: 'UNPRINTABLE_CHARACTERS',
      field: 'note',
      characters: ['王'],
    });
    expect(apiErrorMessage(refusal, i18n.t)).toBe(
      'এই অক্ষরগুলো ইনভয়েস ও ডেলিভারি স্লিপে ছাপা যায় না: 王 (U+738B)। বাংলা বা ইংরেজি অক্ষর ব্যবহার করুন।',
    );
  });
});

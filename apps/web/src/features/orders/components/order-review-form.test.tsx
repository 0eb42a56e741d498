import type { Order, OrderLine } from '@medibazaar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderReviewForm, type PrescriptionStanding } from './order-review-form';

const confirmDialog = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../../lib/dialogs', () => ({ confirmDialog }));

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const line = (id: string, name: string, quantity: number, requiresPrescription: boolean): OrderLine => ({
  id,
  menuId: `p-${id}`,
  name,
  strength: null,
  category: 'OTC Medicine',
  quantity,
  unitPrice: 5,
  lineTotal: 5 * quantity,
  requiresPrescription,
  review: null,
});

const order = {
  number: 'MB-26-000042',
  status: 'awaiting_prescription',
  lines: [line('l1', 'Moxacil 500 mg', 3, true), line('l2', 'Zimax 500 mg', 1, true), line('l3', 'Napa', 2, false)],
} as Order;

function renderForm(
  respond: (init: RequestInit) => Response,
  standing: PrescriptionStanding = 'approved',
  antibioticLines: { lineId: string; generics: string; packSize: number | null }[] = [],
) {
  const fetch = vi.fn(async (_input: URL | string, init: RequestInit = {}) => respond(init));
  vi.stubGlobal('fetch', fetch);
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderReviewForm order={order} standing={standing} onDone={onDone} antibioticLines={antibioticLines} />
    </QueryClientProvider>,
  );
  return { fetch, onDone };
}

const lineItem = (name: string) =>
  screen.getAllByTestId('review-line').find((li) => within(li).queryByRole('heading', { name }))!;

afterEach(() => {
  vi.unstubAllGlobals();
  confirmDialog.mockClear();
});

describe('OrderReviewForm', () => {
  it('asks for a decision on every prescription line before saving, and sends nothing', async () => {
    const { fetch } = renderForm(() => answer(500, {}));
    await userEvent.click(screen.getByRole('button', { name: 'Save the review' }));
    expect(within(lineItem('Moxacil 500 mg')).getByText('Approve or reject this item.')).toBeInTheDocument();
    expect(within(lineItem('Zimax 500 mg')).getByText('Approve or reject this item.')).toBeInTheDocument();
    // The line without a prescription starts approved.
    expect(within(lineItem('Napa')).getByRole('radio', { name: 'Approve' })).toBeChecked();
    expect(within(lineItem('Moxacil 500 mg')).getAllByRole('radio')[0]).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    expect(confirmDialog).not.toHaveBeenCalled();
  });

  it('sends a smaller approval, a rejection with its reason and note, and the plain line as approved', async () => {
    let sent: unknown;
    const { onDone } = renderForm((init) => {
      sent = JSON.parse(String(init.body));
      return answer(200, { ...order, status: 'confirmed' });
    });
    const first = lineItem('Moxacil 500 mg');
    await userEvent.click(within(first).getByRole('radio', { name: 'Approve' }));
    const quantity = within(first).getByLabelText('Quantity to deliver');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    const second = lineItem('Zimax 500 mg');
    await userEvent.click(within(second).getByRole('radio', { name: 'Reject' }));
    await userEvent.selectOptions(within(second).getByLabelText('Reason'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Save the review' }));
    // Too many units, and "Other" without a note: said under each field.
    expect(within(first).getByText('Enter a whole number from 1 to 3.')).toBeInTheDocument();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save the review' }));
    expect(within(second).getByText('Say why in the note when the reason is “Other”.')).toBeInTheDocument();
    await userEvent.type(within(second).getByLabelText('Note for the customer'), 'Ask your doctor first.');
    await userEvent.click(screen.getByRole('button', { name: 'Save the review' }));

    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Save the review of order MB-26-000042?',
        text: expect.stringContaining('Approved: Moxacil 500 mg × 2, Napa × 2. Not approved: Zimax 500 mg.'),
      }),
    );
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual({
      lines: [
        { lineId: 'l1', decision: 'approve', quantity: 2 },
        { lineId: 'l2', decision: 'reject', reason: 'other', note: 'Ask your doctor first.' },
        { lineId: 'l3', decision: 'approve' },
      ],
    });
  });

  it('asks an antibiotic’s full course, warns when the approved packs hold less, and sends the course', async () => {
    let sent: unknown;
    renderForm(
      (init) => {
        sent = JSON.parse(String(init.body));
        return answer(200, { ...order, status: 'confirmed' });
      },
      'approved',
      [{ lineId: 'l1', generics: 'Amoxicillin', packSize: 10 }],
    );
    const first = lineItem('Moxacil 500 mg');
    await userEvent.click(within(first).getByRole('radio', { name: 'Approve' }));
    expect(within(first).getByText(/Antibiotic \(Amoxicillin\)/)).toBeInTheDocument();
    const course = within(first).getByLabelText('Full course on the prescription (units)');
    // Three packs of ten hold 30 units: a course of 30 is covered, one of 42 is not.
    await userEvent.type(course, '30');
    expect(within(first).queryByRole('status')).toBeNull();
    await userEvent.clear(course);
    await userEvent.type(course, '42');
    expect(within(first).getByRole('status')).toHaveTextContent(
      'Short of the full course: the approved packs hold 30; the prescription writes 42.',
    );
    // The plain prescription line has no course field.
    const second = lineItem('Zimax 500 mg');
    await userEvent.click(within(second).getByRole('radio', { name: 'Approve' }));
    expect(within(second).queryByLabelText('Full course on the prescription (units)')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save the review' }));
    await vi.waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      lines: [
        { lineId: 'l1', decision: 'approve', courseQuantity: 42 },
        { lineId: 'l2', decision: 'approve' },
        { lineId: 'l3', decision: 'approve' },
      ],
    });
  });

  it('reads a quantity and a course typed in Bangla digits, and sends them as numbers', async () => {
    let sent: unknown;
    renderForm(
      (init) => {
        sent = JSON.parse(String(init.body));
        return answer(200, { ...order, status: 'confirmed' });
      },
      'approved',
      [{ lineId: 'l1', generics: 'Amoxicillin', packSize: 10 }],
    );
    const first = lineItem('Moxacil 500 mg');
    await userEvent.click(within(first).getByRole('radio', { name: 'Approve' }));
    const quantity = within(first).getByLabelText('Quantity to deliver');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '২');
    await userEvent.type(within(first).getByLabelText('Full course on the prescription (units)'), '৩০');
    // Two packs of ten hold 20 units, short of the 30 written.
    expect(within(first).getByRole('status')).toHaveTextContent(
      'the approved packs hold 20; the prescription writes 30',
    );
    await userEvent.click(within(lineItem('Zimax 500 mg')).getByRole('radio', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the review' }));
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ text: expect.stringContaining('Moxacil 500 mg × 2') }),
    );
    await vi.waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      lines: [
        { lineId: 'l1', decision: 'approve', quantity: 2, courseQuantity: 30 },
        { lineId: 'l2', decision: 'approve' },
        { lineId: 'l3', decision: 'approve' },
      ],
    });
  });

  it('says in words when the order was reviewed meanwhile, and offers the way back to the queue', async () => {
    const { onDone } = renderForm(() =>
      answer(409, { statusCode: 409, code: 'ORDER_ALREADY_REVIEWED', message: 'Order already reviewed.' }),
    );
    for (const name of ['Moxacil 500 mg', 'Zimax 500 mg']) {
      await userEvent.click(within(lineItem(name)).getByRole('radio', { name: 'Approve' }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save the review' }));
    expect(await screen.findByText('This order has already been reviewed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the queue' }));
    expect(onDone).toHaveBeenCalledWith(null);
  });

  it('tells the pharmacist to approve a pending prescription first', () => {
    renderForm(() => answer(500, {}), 'pending');
    expect(screen.getByText('Approve the prescription first, or reject every item that needs it.')).toBeInTheDocument();
  });
});

import type { Order } from '@medibazaar/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { sessionQueryKey, type SessionUser } from '../../../lib/session';
import { createQueryClient } from '../../providers';
import { Component } from './order-detail';

const buyer: SessionUser = {
  id: 'u1',
  name: 'Rafi Ahmed',
  email: 'rafi@example.test',
  image: null,
  role: 'user',
  locale: null,
};

const order = (overrides: Partial<Order> = {}): Order => ({
  number: 'MB-26-000007',
  status: 'placed',
  buyerEmail: buyer.email,
  buyerName: buyer.name,
  sellerEmail: null,
  sellerName: null,
  address: {
    name: 'Rafi Ahmed',
    phone: '01712345678',
    line1: 'House 4, Road 2',
    line2: null,
    area: 'Dhanmondi',
    district: 'dhaka',
    division: 'dhaka',
    note: null,
  },
  zone: { id: 'z1', nameEn: 'Dhaka city', nameBn: 'ঢাকা শহর' },
  minDays: 1,
  maxDays: 1,
  lines: [
    {
      id: 'l1',
      menuId: 'p1',
      name: 'Napa 500 mg',
      strength: '500 mg',
      category: 'OTC Medicine',
      quantity: 2,
      unitPrice: 10,
      lineTotal: 20,
      requiresPrescription: false,
      review: null,
    },
  ],
  itemsTotal: 20,
  deliveryFee: 0,
  tax: 0,
  taxRate: 0,
  total: 20,
  currency: 'usd',
  paymentMethod: 'card',
  paymentStatus: 'paid',
  prescription: null,
  holdUntil: null,
  heldByRecall: false,
  claim: null,
  events: [
    {
      at: new Date().toISOString(),
      from: null,
      to: 'placed',
      by: 'buyer',
      byName: buyer.name,
      byRegistration: null,
      note: null,
      reason: null,
    },
  ],
  refunds: [],
  payment: null,
  placedWith: ['MB-26-000008'],
  allowedNext: ['cancelled'],
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...overrides,
});

function renderOrder(answer: Order, state?: unknown, who: SessionUser = buyer) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) =>
      url.pathname === `/api/orders/${answer.number}`
        ? new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 404 }),
    ),
  );
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, who);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: `/dashboard/orders/${answer.number}`, state }]}>
        <Routes>
          <Route path="/dashboard/orders/:number" element={<Component />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the order page', () => {
  it('names bKash and its TrxID for an order paid with bKash, in English and Bangla', async () => {
    const paid = order({ payment: { provider: 'bkash', transactionId: 'TR0011abc', reference: '9A1B2C3D' } });
    renderOrder(paid);
    expect(await screen.findByTestId('order-paid-by')).toHaveTextContent('Paid by bKash · TrxID 9A1B2C3D');
    cleanup();
    await changeLanguage('bn', { remember: false });
    try {
      renderOrder(paid);
      expect(await screen.findByTestId('order-paid-by')).toHaveTextContent('বিকাশ দিয়ে পরিশোধিত · TrxID 9A1B2C3D');
    } finally {
      await changeLanguage('en');
    }
  });

  it('confirms a card payment with the order number, what comes next and the orders placed with it', async () => {
    renderOrder(order(), { confirmation: 'paid' });
    const banner = await screen.findByTestId('order-confirmation');
    expect(within(banner).getByRole('heading', { name: 'Payment Succeeded!' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('Order MB-26-000007 is paid and placed.');
    expect(banner).toHaveTextContent('one more order was placed with it');
    expect(banner).not.toHaveTextContent(/pi_|succeeded/);
    expect(screen.getByRole('link', { name: 'Order MB-26-000008' })).toHaveAttribute(
      'href',
      '/dashboard/orders/MB-26-000008',
    );
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Card · Paid');
    expect(screen.queryByRole('link', { name: 'Pay by card' })).toBeNull();
    expect(screen.getByText('Tax (0%)')).toBeInTheDocument();
    expect(screen.getByTestId('order-tax')).toHaveTextContent('$0.00');
  });

  it('shows the tax the order was placed with, and its rate', async () => {
    renderOrder(order({ itemsTotal: 20, tax: 1.5, taxRate: 7.5, total: 21.5, placedWith: [] }));
    expect(await screen.findByText('Tax (7.5%)')).toBeInTheDocument();
    expect(screen.getByTestId('order-tax')).toHaveTextContent('$1.50');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$21.50');
  });

  it('confirms a cash order without a payment, and shows no banner when opened later', async () => {
    renderOrder(order({ paymentMethod: 'cod', paymentStatus: 'due', placedWith: [] }), { confirmation: 'placed' });
    const banner = await screen.findByTestId('order-confirmation');
    expect(within(banner).getByRole('heading', { name: 'Thank you: your order is placed' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('you pay on delivery');
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Cash on delivery · Due on delivery');
  });

  it('offers its buyer the card step while a card order waits for payment', async () => {
    renderOrder(order({ paymentStatus: 'awaiting', placedWith: [] }));
    expect(await screen.findByRole('link', { name: 'Pay by card' })).toHaveAttribute(
      'href',
      '/dashboard/payments?orders=MB-26-000007',
    );
    expect(screen.queryByTestId('order-confirmation')).toBeNull();
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Card · Awaiting payment');
  });

  it('tells the buyer an SSLCommerz payment is being checked, and offers no second payment', async () => {
    renderOrder(
      order({
        paymentStatus: 'awaiting',
        allowedNext: [],
        placedWith: [],
        payment: { provider: 'sslcommerz', transactionId: 'c0ffee', reference: '2611271A2B3C4D' },
      }),
    );
    const banner = await screen.findByTestId('payment-check');
    expect(within(banner).getByRole('heading', { name: 'Your payment is being checked' })).toBeInTheDocument();
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Card · Paid — being checked');
    expect(screen.queryByRole('link', { name: 'Pay by card' })).toBeNull();
  });

  it('shows a refund of a cancelled card order in words', async () => {
    renderOrder(
      order({
        status: 'cancelled',
        paymentStatus: 'refunded',
        allowedNext: [],
        placedWith: [],
        refunds: [
          {
            id: 'r1',
            amount: 20,
            status: 'succeeded',
            provider: 'sandbox',
            failureReason: null,
            createdAt: new Date().toISOString(),
            updatedAt: new Date().toISOString(),
          },
        ],
      }),
    );
    expect(await screen.findByTestId('order-refund')).toHaveTextContent('Refund: $20.00 · Refunded');
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Card · Refunded');
  });

  it('says an order waits for a pharmacist: the card only authorized, the prescription, how long the items are held', async () => {
    const rxLine = { ...order().lines[0]!, id: 'l2', name: 'Moxacil 500 mg', requiresPrescription: true };
    renderOrder(
      order({
        status: 'awaiting_prescription',
        paymentStatus: 'authorized',
        placedWith: [],
        holdUntil: '2026-11-25T09:00:00.000Z',
        prescription: { id: 'rx1', status: 'pending', validUntil: null },
        lines: [rxLine],
      }),
      { confirmation: 'paid' },
    );
    const banner = await screen.findByTestId('order-confirmation');
    expect(within(banner).getByRole('heading', { name: 'Thank you: your order is placed' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('your card is authorized');
    const check = screen.getByTestId('order-check');
    expect(check).toHaveTextContent('A pharmacist checks this order');
    expect(check).toHaveTextContent('Prescription: Pending review');
    expect(screen.getByTestId('order-hold')).toHaveTextContent(/held for you until Nov 25, 2026/);
    expect(screen.getByTestId('order-payment')).toHaveTextContent(
      'Card · Authorized — charged after a pharmacist approves',
    );
    expect(screen.getByTestId('prescription-needed')).toHaveTextContent('Prescription needed');
    expect(screen.getAllByText('Awaiting prescription check').length).toBeGreaterThan(0);
  });

  it("shows each line's review: fewer units approved, or not approved with the reason and note; a released card hold", async () => {
    const base = order().lines[0]!;
    renderOrder(
      order({
        status: 'cancelled',
        paymentStatus: 'void',
        allowedNext: [],
        placedWith: [],
        lines: [
          {
            ...base,
            id: 'a',
            name: 'Moxacil 500 mg',
            quantity: 1,
            requiresPrescription: true,
            review: { decision: 'approved', requestedQuantity: 3, reason: 'quantity_exceeds', note: null },
          },
          {
            ...base,
            id: 'b',
            name: 'Zimax 500 mg',
            quantity: 0,
            requiresPrescription: true,
            review: { decision: 'rejected', requestedQuantity: 1, reason: 'other', note: 'Ask your doctor.' },
          },
        ],
      }),
    );
    const reviews = await screen.findAllByTestId('line-review');
    expect(reviews[0]).toHaveTextContent('Approved 1 of 3');
    expect(reviews[1]).toHaveTextContent('Not approved: Other');
    expect(reviews[1]).toHaveTextContent('Pharmacist’s note: Ask your doctor.');
    expect(screen.getByTestId('order-payment')).toHaveTextContent(
      'Card · Not charged — any hold on the card is released',
    );
    expect(screen.queryByTestId('order-check')).toBeNull();
  });

  it('puts back in the cart what was asked for, a line the pharmacist did not approve included', async () => {
    const base = order().lines[0]!;
    const rejected = order({
      status: 'cancelled',
      paymentStatus: 'void',
      allowedNext: [],
      placedWith: [],
      lines: [
        {
          ...base,
          menuId: 'rx1',
          quantity: 0,
          requiresPrescription: true,
          review: { decision: 'rejected', requestedQuantity: 3, reason: 'not_on_prescription', note: null },
        },
      ],
    });
    const added: unknown[] = [];
    renderOrder(rejected);
    const answered = vi.mocked(fetch);
    const original = answered.getMockImplementation()!;
    answered.mockImplementation(async (url: URL | RequestInfo, init?: RequestInit) => {
      if (String(url).endsWith('/api/carts') && init?.method === 'POST') {
        added.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ acknowledged: true, insertedId: 'c1', quantity: 3 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      return original(url as URL);
    });
    (await screen.findByRole('button', { name: 'Reorder' })).click();
    await vi.waitFor(() => expect(added).toEqual([{ menuId: 'rx1', quantity: 3 }]));
  });

  it("offers the packing slip to the order's seller and admins, in the reader's language, and not to its buyer", async () => {
    const seller: SessionUser = { ...buyer, id: 's1', email: 'seller@example.test', role: 'seller' };
    const admin: SessionUser = { ...buyer, id: 'a1', email: 'admin@example.test', role: 'admin' };
    const sold = order({ sellerEmail: seller.email, sellerName: 'Seller', placedWith: [] });
    for (const who of [seller, admin]) {
      renderOrder(sold, undefined, who);
      const link = await screen.findByRole('link', { name: 'Print packing slip' });
      expect(link).toHaveAttribute('href', '/api/orders/MB-26-000007/packing-slip.pdf?lang=en');
      expect(link).toHaveAttribute('target', '_blank');
      cleanup();
    }
    renderOrder(sold);
    await screen.findByRole('link', { name: 'Download invoice' });
    expect(screen.queryByRole('link', { name: 'Print packing slip' })).toBeNull();
  });
});

import { randomUUID } from 'node:crypto';
import type { PrescriptionRequest, PrescriptionRequestPage } from '@medibazaar/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine, createPrescription, createProduct } from '../../../test/factories.js';
import { orderHelpers } from '../../../test/orders.js';
import { linkIn, startSmtpServer, createMailingTestApp, type Smtp } from '../../../test/smtp.js';
import { auditLog, prescriptionRequests, prescriptions } from '../../../test/tables.js';

let smtp: Smtp;
let t: TestApp;
let pharmacist: SignedIn;
let shopper: SignedIn;
let other: SignedIn;
const { addAddress } = orderHelpers(() => t);

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createMailingTestApp(smtp);
  await createCatalogBasics(t.db);
  [pharmacist, shopper, other] = await Promise.all([signUp(t, { role: 'pharmacist' }), signUp(t), signUp(t)]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const ask = (who: SignedIn, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/prescription-requests', headers: who.headers, payload });
const read = (who: SignedIn, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/prescription-requests/${id}`, headers: who.headers });
const propose = (who: SignedIn, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/prescription-requests/${id}/proposal`, headers: who.headers, payload });
const act = (who: SignedIn, id: string, action: 'accept' | 'decline' | 'cancel', payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/prescription-requests/${id}/${action}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
const approve = (prescriptionId: string) =>
  t.db
    .update(prescriptions)
    .set({ status: 'approved', validUntil: '2099-12-31', reviewedAt: new Date() })
    .where(eq(prescriptions.id, prescriptionId));

/** A waiting request of `who`, on a fresh pending prescription and address of theirs. */
async function waitingRequest(who: SignedIn, note?: string) {
  const prescription = await createPrescription(t.db, who.id, { patientName: 'Rafi Ahmed' });
  const address = await addAddress(who);
  const res = await ask(who, { prescriptionId: prescription.id, addressId: address.id, ...(note ? { note } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return { request: res.json() as PrescriptionRequest, prescription, address };
}

describe('asking for an order by prescription', () => {
  it('keeps the request waiting, shows it to its shopper and to pharmacists, and hides it from anyone else', async () => {
    const { request } = await waitingRequest(shopper, 'Please send the 10-tablet strips.');
    expect(request).toMatchObject({ status: 'waiting', note: 'Please send the 10-tablet strips.', proposal: null });
    expect(request.prescription.patientName).toBe('Rafi Ahmed');
    expect((await read(shopper, request.id)).statusCode).toBe(200);
    expect((await read(pharmacist, request.id)).json().buyer.id).toBe(shopper.id);
    expect((await read(other, request.id)).statusCode).toBe(404);
    const queue = (
      await t.app.inject({
        method: 'GET',
        url: '/api/prescription-requests?status=waiting',
        headers: pharmacist.headers,
      })
    ).json() as PrescriptionRequestPage;
    expect(queue.items.map((r) => r.id)).toContain(request.id);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/prescription-requests', headers: other.headers })
    ).json();
    expect(mine.items.map((r: PrescriptionRequest) => r.id)).not.toContain(request.id);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, request.id), eq(auditLog.action, 'prescription_request.created')));
    expect(audit).toBeDefined();
  });

  it('refuses someone else’s prescription or address, bad ids and a rejected prescription, naming the field', async () => {
    const mine = await createPrescription(t.db, other.id);
    const address = await addAddress(other);
    const theirs = await createPrescription(t.db, shopper.id);
    expect((await ask(other, { prescriptionId: theirs.id, addressId: address.id })).json().code).toBe(
      'PRESCRIPTION_NOT_USABLE',
    );
    const otherAddress = await addAddress(shopper);
    const wrongAddress = await ask(other, { prescriptionId: mine.id, addressId: otherAddress.id });
    expect(wrongAddress.statusCode).toBe(400);
    expect(wrongAddress.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND', field: 'addressId' });
    const badId = await ask(other, { prescriptionId: 'nope', addressId: address.id });
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('prescriptionId');
    const rejected = await createPrescription(t.db, other.id, { status: 'rejected' });
    expect((await ask(other, { prescriptionId: rejected.id, addressId: address.id })).statusCode).toBe(409);
    const longNote = await ask(other, { prescriptionId: mine.id, addressId: address.id, note: 'x'.repeat(501) });
    expect(longNote.statusCode).toBe(400);
  });

  it('lets a shopper have at most 3 waiting, even when asked for at once, and take one back', async () => {
    const buyer = await signUp(t);
    const address = await addAddress(buyer);
    const papers = await Promise.all([1, 2, 3, 4].map(() => createPrescription(t.db, buyer.id)));
    const answers = await Promise.all(papers.map((p) => ask(buyer, { prescriptionId: p.id, addressId: address.id })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('TOO_MANY_PRESCRIPTION_REQUESTS');
    const first = answers.find((a) => a.statusCode === 201)!.json() as PrescriptionRequest;
    expect((await act(other, first.id, 'cancel')).statusCode).toBe(404);
    const cancelled = await act(buyer, first.id, 'cancel');
    expect(cancelled.json().status).toBe('cancelled');
    expect((await act(buyer, first.id, 'cancel')).json().code).toBe('PRESCRIPTION_REQUEST_MOVED_ON');
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.statusCode).toBe(409);
    const again = await ask(buyer, { prescriptionId: papers[3]!.id, addressId: address.id });
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('a pharmacist building the order', () => {
  it('needs the prescription approved, refuses their own, controlled medicines and unknown products', async () => {
    const { request, prescription } = await waitingRequest(shopper);
    const product = await createProduct(t.db, { priceCents: 1200, stock: 50 });
    const line = { productId: product.id, quantity: 2 };
    expect((await propose(pharmacist, request.id, { lines: [line] })).json().code).toBe('PRESCRIPTION_NOT_APPROVED');
    await approve(prescription.id);
    expect((await propose(shopper, request.id, { lines: [line] })).statusCode).toBe(403);
    const unknown = await propose(pharmacist, request.id, { lines: [line, { productId: randomUUID(), quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', field: 'lines.1.productId' });
    const controlled = await createMedicine(t.db, { dispensingClass: 'controlled' });
    const refused = await propose(pharmacist, request.id, { lines: [{ productId: controlled.id, quantity: 1 }] });
    expect(refused.json()).toMatchObject({ code: 'NOT_SOLD_ONLINE', field: 'lines.0.productId' });
    expect((await propose(pharmacist, request.id, { lines: [line, line] })).statusCode).toBe(400);
    expect((await propose(pharmacist, request.id, { lines: [] })).statusCode).toBe(400);
    expect((await propose(pharmacist, request.id, { lines: [{ ...line, quantity: 100 }] })).statusCode).toBe(400);
    // Nothing was kept by the refusals.
    expect((await read(shopper, request.id)).json()).toMatchObject({ status: 'waiting', proposal: null });

    const pharmacistOwn = await waitingRequest(pharmacist);
    await approve(pharmacistOwn.prescription.id);
    const own = await propose(pharmacist, pharmacistOwn.request.id, { lines: [line] });
    expect(own.json().code).toBe('OWN_PRESCRIPTION_REVIEW');
  });

  it('keeps the lines with the substitute marked, gives the shopper the hold time and mails them once', async () => {
    const buyer = await signUp(t);
    const { request, prescription } = await waitingRequest(buyer);
    await approve(prescription.id);
    const napa = await createProduct(t.db, { name: 'Napa 500 mg', priceCents: 1200, discountPercent: 10, stock: 50 });
    const ace = await createProduct(t.db, { name: 'Ace 500 mg', priceCents: 1100, stock: 1 });
    const res = await propose(pharmacist, request.id, {
      lines: [
        { productId: napa.id, quantity: '২' },
        { productId: ace.id, quantity: 3, substituteFor: 'Renova 500 mg' },
      ],
      note: 'Renova is out of stock; Ace is the same medicine.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const built = res.json() as PrescriptionRequest;
    expect(built.status).toBe('proposed');
    expect(built.proposal!.lines).toEqual([
      expect.objectContaining({ productId: napa.id, quantity: 2, unitPrice: 1080, substituteFor: null, inStock: true }),
      expect.objectContaining({ productId: ace.id, quantity: 3, substituteFor: 'Renova 500 mg', inStock: false }),
    ]);
    const hours = (Date.parse(built.proposal!.answerBy) - Date.parse(built.proposal!.proposedAt)) / 3_600_000;
    expect(hours).toBeCloseTo(t.config.prescriptionHoldHours, 3);
    expect((await propose(pharmacist, request.id, { lines: [{ productId: napa.id, quantity: 1 }] })).json().code).toBe(
      'PRESCRIPTION_REQUEST_MOVED_ON',
    );
    // The sign-up's confirmation, then the proposal's.
    const [mail, ...more] = (await smtp.waitFor(buyer.email, 2)).filter((m) =>
      m.subject.includes('prescription for Rafi'),
    );
    expect(mail?.subject).toBe('Your order from the prescription for Rafi Ahmed is ready');
    expect(more).toEqual([]);
    expect(linkIn(mail!, `${t.config.publicUrl}/dashboard/prescription-orders/`)).toBe(
      `${t.config.publicUrl}/dashboard/prescription-orders/${request.id}`,
    );
  });
});

describe('the shopper’s answer', () => {
  async function proposed(who: SignedIn) {
    const { request, prescription } = await waitingRequest(who);
    await approve(prescription.id);
    const product = await createProduct(t.db, { priceCents: 900, stock: 20 });
    const res = await propose(pharmacist, request.id, { lines: [{ productId: product.id, quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    return request.id;
  }

  it('accepts once; nobody else may answer', async () => {
    const id = await proposed(shopper);
    expect((await act(other, id, 'accept')).statusCode).toBe(404);
    expect((await act(pharmacist, id, 'accept')).statusCode).toBe(404);
    const accepted = await act(shopper, id, 'accept');
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
    expect(accepted.json().proposal.lines).toHaveLength(1);
    expect((await act(shopper, id, 'decline', {})).json().code).toBe('PRESCRIPTION_REQUEST_MOVED_ON');
  });

  it('declines with a reason', async () => {
    const id = await proposed(shopper);
    const declined = await act(shopper, id, 'decline', { reason: 'I found it nearer home.' });
    expect(declined.json()).toMatchObject({ status: 'declined', declineReason: 'I found it nearer home.' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.action, 'prescription_request.declined')));
    expect(audit).toBeDefined();
  });

  it('reads expired after the hold time and refuses a late answer', async () => {
    const id = await proposed(shopper);
    await t.db
      .update(prescriptionRequests)
      .set({ answerBy: sql`now() - interval '1 minute'` })
      .where(eq(prescriptionRequests.id, id));
    expect((await read(shopper, id)).json().status).toBe('expired');
    const late = await act(shopper, id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PROPOSAL_EXPIRED');
    const [row] = await t.db.select().from(prescriptionRequests).where(eq(prescriptionRequests.id, id));
    expect(row!.status).toBe('expired');
  });
});

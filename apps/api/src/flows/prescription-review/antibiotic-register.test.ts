import { randomUUID } from 'node:crypto';
import type { AntibioticRegisterPage, Order, OrderReviewPage, Prescription } from '@medibazaar/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine, createPrescription } from '../../../test/factories.js';
import { antibioticRegister, prescriptions } from '../../../test/tables.js';
import { latinTextOf } from '../../modules/orders/pdf.test-helpers.js';
import { addToCart, dhakaAddress } from '../../modules/payments/payments.test-helpers.js';

let t: TestApp;
let farhana: SignedIn;
let tanvir: SignedIn;
let admin: SignedIn;
let seller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  [farhana, tanvir, admin, seller] = await Promise.all([
    signUp(t, { role: 'pharmacist', name: 'Farhana Kabir', registration: 'A-1234' }),
    signUp(t, { role: 'pharmacist', name: 'Tanvir Hasan', registration: 'B-567' }),
    signUp(t, { role: 'admin' }),
    signUp(t, { role: 'seller' }),
  ]);
});
afterAll(async () => t.close());

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });

/** Who placed each order, by number. */
const placedBy = new Map<string, SignedIn>();

const review = (who: SignedIn, number: string, lines: Record<string, unknown>[]) =>
  call(who, 'POST', `/api/orders/${number}/review`, { lines });

const registerOf = async (who: SignedIn, query = '') => {
  const res = await call(who, 'GET', `/api/antibiotic-register${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AntibioticRegisterPage;
};

/**
 * A cash order of `quantity` packs of an antibiotic (10 capsules a pack) and, when asked, of a
 * prescription medicine that is not one, on the buyer's approved prescription: it waits for a
 * pharmacist at once.
 */
async function antibioticOrder(options: { quantity?: number; plainToo?: boolean; patientName?: string } = {}) {
  const buyer = await signUp(t);
  const antibiotic = await createMedicine(t.db, {
    name: `Amoxil ${randomUUID().slice(0, 6)}`,
    stock: 20,
    sellerId: seller.id,
    antibiotic: true,
  });
  await addToCart(t, buyer, antibiotic.id, options.quantity ?? 1);
  const plain = options.plainToo ? await createMedicine(t.db, { stock: 20, sellerId: seller.id }) : null;
  if (plain) await addToCart(t, buyer, plain.id, 1);
  const prescription = await createPrescription(t.db, buyer.id, {
    status: 'approved',
    ...(options.patientName ? { patientName: options.patientName } : {}),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
    payload: { addressId: await dhakaAddress(t, buyer), paymentMethod: 'cod', prescriptionId: prescription.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [order] = res.json().orders as Order[];
  placedBy.set(order!.number, buyer);
  const lineOf = (productId: string) => order!.lines.find((l) => l.menuId === productId)!;
  return { buyer, antibiotic, plain, prescription, order: order!, lineOf };
}

describe('PUT /api/pharmacists/:id/registration', () => {
  it('keeps a number of the Pharmacy Council’s form as "A-1234", audited, and lists it', async () => {
    const newcomer = await signUp(t, { role: 'pharmacist', name: 'Nadia Islam', registration: null });
    const res = await call(admin, 'PUT', `/api/pharmacists/${newcomer.id}/registration`, { registration: ' c 98765 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: newcomer.id, role: 'pharmacist', registration: 'C-98765' });
    const list = await call(farhana, 'GET', '/api/pharmacists');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(expect.objectContaining({ name: 'Nadia Islam', registration: 'C-98765' }));
    const audit = await call(admin, 'GET', `/api/audit?objectId=${newcomer.id}`);
    expect(audit.json().items[0]).toMatchObject({
      action: 'user.registration_changed',
      before: { registration: null },
      after: { registration: 'C-98765' },
    });
  });

  it('refuses a number of another form (400 naming the field), a taken one and a customer’s account', async () => {
    const newcomer = await signUp(t, { role: 'pharmacist', registration: null });
    for (const registration of ['1234', 'D-12', 'A-1234567', '', 42]) {
      const res = await call(admin, 'PUT', `/api/pharmacists/${newcomer.id}/registration`, { registration });
      expect(res.statusCode, String(registration)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'registration' });
      expect(res.json().message).toContain('Pharmacy Council registration number');
    }
    const taken = await call(admin, 'PUT', `/api/pharmacists/${newcomer.id}/registration`, { registration: 'a/1234' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('PHARMACIST_REGISTRATION_TAKEN');
    const customer = await signUp(t);
    const notOne = await call(admin, 'PUT', `/api/pharmacists/${customer.id}/registration`, { registration: 'A-9' });
    expect(notOne.statusCode).toBe(409);
    expect(notOne.json().code).toBe('NOT_A_PHARMACIST');
    const byPharmacist = await call(farhana, 'PUT', `/api/pharmacists/${newcomer.id}/registration`, {
      registration: 'A-99',
    });
    expect(byPharmacist.statusCode).toBe(403);
  });
});

describe('a reviewer without a Pharmacy Council registration', () => {
  it('cannot claim or decide a prescription or an order, and is told what to do (409)', async () => {
    const unnamed = await signUp(t, { role: 'pharmacist', registration: null });
    const { order, lineOf, antibiotic } = await antibioticOrder();
    const pending = await createPrescription(t.db, (await signUp(t)).id);
    const attempts = [
      call(unnamed, 'POST', `/api/prescriptions/${pending.id}/claim`),
      call(unnamed, 'POST', `/api/prescriptions/${pending.id}/approve`, {}),
      call(unnamed, 'POST', `/api/prescriptions/${pending.id}/reject`, { reason: 'unreadable' }),
      call(unnamed, 'POST', `/api/orders/${order.number}/claim`),
      review(unnamed, order.number, [{ lineId: lineOf(antibiotic.id).id, decision: 'approve' }]),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('PHARMACIST_REGISTRATION_MISSING');
      expect(res.json().message).toContain('Ask an admin to add it');
    }
    expect((await registerOf(admin, `?order=${order.number}`)).total).toBe(0);
  });
});

describe('a pharmacist’s own order', () => {
  it('is refused on every review route, also when only its prescription is theirs', async () => {
    const { order, prescription, lineOf, antibiotic } = await antibioticOrder();
    // The order rests on a prescription of Farhana's (as if she had written it up for a relative).
    await t.db.update(prescriptions).set({ ownerId: farhana.id }).where(eq(prescriptions.id, prescription.id));
    for (const res of [
      await call(farhana, 'POST', `/api/orders/${order.number}/claim`),
      await review(farhana, order.number, [{ lineId: lineOf(antibiotic.id).id, decision: 'approve' }]),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('OWN_ORDER_REVIEW');
    }
    const own = await call(farhana, 'POST', `/api/prescriptions/${prescription.id}/reject`, { reason: 'unreadable' });
    expect(own.statusCode).toBe(409);
    const res = await review(tanvir, order.number, [{ lineId: lineOf(antibiotic.id).id, decision: 'approve' }]);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the antibiotic register', () => {
  it('holds an approved antibiotic line once, signed with the pharmacist’s number; the review shows it', async () => {
    const { order, antibiotic, plain, lineOf } = await antibioticOrder({ quantity: 2, plainToo: true });
    const queue = await call(tanvir, 'GET', '/api/review/orders?limit=100');
    const item = (queue.json() as OrderReviewPage).items.find((i) => i.order.number === order.number)!;
    expect(item.antibioticLines).toEqual([
      { lineId: lineOf(antibiotic.id).id, generics: expect.stringMatching(/^Testmycin/), packSize: 10 },
    ]);
    const res = await review(farhana, order.number, [
      { lineId: lineOf(antibiotic.id).id, decision: 'approve', courseQuantity: 21 },
      { lineId: lineOf(plain!.id).id, decision: 'approve' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Order).events.at(-1)).toMatchObject({
      by: 'pharmacist',
      byName: 'Farhana Kabir',
      byRegistration: 'A-1234',
    });
    // The invoice names who approved each prescription line.
    const buyer = placedBy.get(order.number)!;
    const invoice = await call(buyer, 'GET', `/api/orders/${order.number}/invoice.pdf`);
    expect(invoice.statusCode).toBe(200);
    const text = latinTextOf(invoice.rawPayload);
    expect(text.match(/Prescription checked and approved by Farhana Kabir \(BPC A-1234\)/g)).toHaveLength(2);
    const { items, total } = await registerOf(tanvir, `?order=${order.number}`);
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      orderNumber: order.number,
      patientName: 'Rafi Ahmed',
      prescriberName: 'Dr. Nasrin Akter',
      prescriberBmdc: 'A-12345',
      medicine: antibiotic.name,
      strength: '500 mg',
      form: 'capsule',
      packs: 2,
      units: 20,
      courseQuantity: 21,
      pharmacistId: farhana.id,
      pharmacistName: 'Farhana Kabir',
      pharmacistRegistration: 'A-1234',
    });
  });

  it('holds a line once when two pharmacists approve it at the same moment', async () => {
    const { order, antibiotic, lineOf } = await antibioticOrder();
    const lines = [{ lineId: lineOf(antibiotic.id).id, decision: 'approve' }];
    const answers = await Promise.all([review(farhana, order.number, lines), review(tanvir, order.number, lines)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const rows = await t.db.select().from(antibioticRegister).where(eq(antibioticRegister.orderNumber, order.number));
    expect(rows).toHaveLength(1);
  });

  it('writes nothing for a rejected antibiotic, and a second write of a line does nothing', async () => {
    const { order, antibiotic, lineOf } = await antibioticOrder();
    const res = await review(farhana, order.number, [
      { lineId: lineOf(antibiotic.id).id, decision: 'reject', reason: 'not_on_prescription' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await registerOf(admin, `?order=${order.number}`)).total).toBe(0);
    const { recordAntibioticLines } = await import('../../modules/antibiotic-register/index.js');
    const line = {
      orderLineId: randomUUID(),
      orderNumber: order.number,
      patientName: 'P',
      prescriberName: 'D',
      prescriberBmdc: 'A-1',
      medicine: 'M',
      generics: 'G',
      packs: 1,
      units: 10,
      pharmacistId: farhana.id,
      pharmacistName: 'Farhana Kabir',
      pharmacistRegistration: 'A-1234',
    };
    expect(await recordAntibioticLines(t.db, [line])).toBe(1);
    expect(await recordAntibioticLines(t.db, [{ ...line, packs: 5, units: 50 }])).toBe(0);
    const rows = await t.db
      .select()
      .from(antibioticRegister)
      .where(eq(antibioticRegister.orderLineId, line.orderLineId));
    expect(rows.map((r) => r.packs)).toEqual([1]);
  });

  it('is filtered by medicine, pharmacist, order and days, and refuses a bad day naming the field', async () => {
    const first = await antibioticOrder();
    const second = await antibioticOrder();
    await review(farhana, first.order.number, [{ lineId: first.lineOf(first.antibiotic.id).id, decision: 'approve' }]);
    await review(tanvir, second.order.number, [
      { lineId: second.lineOf(second.antibiotic.id).id, decision: 'approve' },
    ]);
    const byMedicine = await registerOf(admin, `?medicine=${encodeURIComponent(second.antibiotic.name.slice(-6))}`);
    expect(byMedicine.items.map((i) => i.orderNumber)).toEqual([second.order.number]);
    const byTanvir = await registerOf(admin, `?pharmacistId=${tanvir.id}&limit=100`);
    expect(byTanvir.items.map((i) => i.orderNumber)).toContain(second.order.number);
    expect(byTanvir.items.map((i) => i.orderNumber)).not.toContain(first.order.number);
    const today = new Date().toISOString().slice(0, 10);
    expect((await registerOf(admin, `?from=${today}&to=${today}&order=${first.order.number}`)).total).toBe(1);
    expect((await registerOf(admin, `?to=2020-01-01&order=${first.order.number}`)).total).toBe(0);
    const bad = await call(admin, 'GET', '/api/antibiotic-register?from=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'from' });
    const backwards = await call(admin, 'GET', '/api/antibiotic-register?from=2026-05-02&to=2026-05-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ field: 'to' });
    for (const who of [seller, first.buyer]) {
      expect((await call(who, 'GET', '/api/antibiotic-register')).statusCode).toBe(403);
      expect((await call(who, 'GET', '/api/antibiotic-register/export.csv')).statusCode).toBe(403);
    }
  });

  it('exports the filtered lines as CSV, a formula-looking cell made harmless', async () => {
    const { order, antibiotic, lineOf } = await antibioticOrder({ patientName: '=HYPERLINK("http://x")' });
    await review(farhana, order.number, [{ lineId: lineOf(antibiotic.id).id, decision: 'approve', courseQuantity: 5 }]);
    const res = await call(tanvir, 'GET', `/api/antibiotic-register/export.csv?order=${order.number}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="antibiotic-register-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'date,order_number,patient,prescriber,prescriber_bmdc,medicine,generics,strength,form,packs,units,course_quantity,pharmacist,pharmacist_bpc,pharmacist_id',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `${order.number},"'=HYPERLINK(""http://x"")",Dr. Nasrin Akter,A-12345,${antibiotic.name}`,
    );
    expect(lines[1]).toContain(`,1,10,5,Farhana Kabir,A-1234,${farhana.id}`);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    // The engine's own refusal, as the query library passes it on.
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'allowed',
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    const [row] = await t.db.select().from(antibioticRegister).limit(1);
    expect(row).toBeDefined();
    expect(await refusal(sql`update antibiotic_register set packs = 9 where id = ${row!.id}`)).toMatch(
      /antibiotic register is append-only: UPDATE/,
    );
    expect(await refusal(sql`delete from antibiotic_register`)).toMatch(/antibiotic register is append-only: DELETE/);
    expect(await refusal(sql`truncate antibiotic_register`)).toMatch(/antibiotic register is append-only: TRUNCATE/);
    expect((await t.db.select().from(antibioticRegister).where(eq(antibioticRegister.id, row!.id)))[0]).toEqual(row);
  });
});

describe('who reviewed, named with their registration', () => {
  it('shows the prescription’s reviewer with their Pharmacy Council number', async () => {
    const buyer = await signUp(t);
    const pending = await createPrescription(t.db, buyer.id);
    const res = await call(farhana, 'POST', `/api/prescriptions/${pending.id}/approve`, {});
    expect(res.statusCode, res.body).toBe(200);
    const seen = await call(buyer, 'GET', `/api/prescriptions/${pending.id}`);
    expect((seen.json() as Prescription).reviewedBy).toEqual({
      id: farhana.id,
      name: 'Farhana Kabir',
      registration: 'A-1234',
    });
  });
});

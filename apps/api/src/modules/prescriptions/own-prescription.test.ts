import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createPrescription } from '../../../test/factories.js';

let t: TestApp;
let pharmacist: SignedIn;
let colleague: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [pharmacist, colleague, admin] = await Promise.all([
    signUp(t, { role: 'pharmacist' }),
    signUp(t, { role: 'pharmacist' }),
    signUp(t, { role: 'admin' }),
  ]);
});
afterAll(async () => t.close());

const decide = (who: SignedIn, id: string, step: 'claim' | 'approve' | 'reject') =>
  t.app.inject({
    method: 'POST',
    url: `/api/prescriptions/${id}/${step}`,
    headers: who.headers,
    payload: step === 'reject' ? { reason: 'unreadable' } : step === 'approve' ? {} : undefined,
  });

describe('a reviewer’s own prescription', () => {
  it('cannot be claimed, approved or rejected by them (409 OWN_PRESCRIPTION_REVIEW), pharmacist or admin', async () => {
    for (const reviewer of [pharmacist, admin]) {
      const own = await createPrescription(t.db, reviewer.id);
      for (const step of ['claim', 'approve', 'reject'] as const) {
        const res = await decide(reviewer, own.id, step);
        expect(res.statusCode, `${reviewer.role} ${step}`).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'OWN_PRESCRIPTION_REVIEW',
          message: 'This prescription is your own: another pharmacist must review it.',
        });
      }
      const got = await t.app.inject({ method: 'GET', url: `/api/prescriptions/${own.id}`, headers: reviewer.headers });
      expect(got.json()).toMatchObject({ status: 'pending', claim: null });
    }
  });

  it('is approved by another pharmacist', async () => {
    const own = await createPrescription(t.db, pharmacist.id);
    const res = await decide(colleague, own.id, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved' });
  });
});

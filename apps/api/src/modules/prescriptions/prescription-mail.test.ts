import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isoDay, type Prescription } from '@medibazaar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { startSmtpServer, createMailingTestApp } from '../../../test/smtp.js';
import { loadConfig } from '../../core/config.js';
import { prescriptions } from '../../../test/tables.js';
import { tempUploadsDir } from '../uploads/uploads.test-helpers.js';
import { pngPage, prescriptionUpload } from './prescriptions.test-helpers.js';
import { EXPIRING_JOB, queueExpiringPrescriptionMails } from './prescription-mails.js';

const day = (offset: number) => isoDay(new Date(Date.now() + offset * 86_400_000));

describe('prescription mails', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let pharmacist: SignedIn;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createMailingTestApp(
      smtp,
      {},
      {
        storage: { kind: 'local', dir: tempUploadsDir(), privateDir: mkdtempSync(path.join(tmpdir(), 'mb-private-')) },
      },
    );
    pharmacist = await signUp(t, { role: 'pharmacist' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function uploaded(owner: SignedIn): Promise<Prescription> {
    const res = await t.app.inject(await prescriptionUpload(owner.headers, [await pngPage()]));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const decide = (id: string, action: 'approve' | 'reject', payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/prescriptions/${id}/${action}`,
      headers: pharmacist.headers,
      payload,
    });
  const jobsTo = async (email: string, template: string) =>
    Number(
      (
        (await t.db.execute(
          sql`select count(*) as n from pgboss.job where name = 'mail' and data->>'to' = ${email} and data->>'template' = ${template}`,
        )) as unknown as { rows: { n: string | number }[] }
      ).rows[0]!.n,
    );

  it('tells the owner, in their language, until when an approved prescription is valid, once', async () => {
    const owner = await signUp(t);
    await t.db.execute(sql`update users set locale = 'bn' where id = ${owner.id}`);
    // Order news by mail off: a decision on a prescription still goes (decision 041).
    await t.db.execute(
      sql`insert into notification_settings (user_id, order_email) values (${owner.id}, false)
          on conflict (user_id) do update set order_email = false`,
    );
    const p = await uploaded(owner);
    const approved = await decide(p.id, 'approve', { validUntil: '2027-01-15' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await decide(p.id, 'approve', {})).statusCode).toBe(409);

    const [mail] = (await smtp.waitFor(owner.email, 2)).filter((m) => m.subject.includes('প্রেসক্রিপশন'));
    expect(mail!.subject).toBe('Rafi Ahmed-এর প্রেসক্রিপশন অনুমোদিত হয়েছে');
    expect(mail!.text).toContain('১৫ জানুয়ারি ২০২৭ পর্যন্ত');
    expect(mail!.text).toContain(`${t.config.publicUrl}/dashboard/prescriptions`);
    expect(await jobsTo(owner.email, 'prescription-approved')).toBe(1);
  });

  it('tells the owner why a prescription was rejected, with the pharmacist’s note', async () => {
    const owner = await signUp(t);
    const p = await uploaded(owner);
    const rejected = await decide(p.id, 'reject', {
      reason: 'patient_mismatch',
      note: 'The name on the paper is Rafiq.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const [mail] = (await smtp.waitFor(owner.email, 2)).filter((m) => m.subject.includes('not approved'));
    expect(mail!.subject).toBe('Your prescription for Rafi Ahmed was not approved');
    expect(mail!.text).toContain('Reason: The patient’s name does not match the prescription.');
    expect(mail!.text).toContain('Pharmacist’s note: The name on the paper is Rafiq.');
  });

  it('a refused decision queues no mail: the mail is written with the decision', async () => {
    const owner = await signUp(t);
    const p = await uploaded(owner);
    const refused = await decide(p.id, 'approve', { validUntil: day(-1) });
    expect(refused.statusCode).toBe(400);
    expect(await jobsTo(owner.email, 'prescription-approved')).toBe(0);
  });

  it('the daily job mails each owner once about an approved prescription ending within 14 days', async () => {
    const [soon, later, rejected, ended, lastDay] = await Promise.all([
      signUp(t),
      signUp(t),
      signUp(t),
      signUp(t),
      signUp(t),
    ]);
    const row = (ownerId: string, status: string, validUntil: string | null) => ({
      ownerId,
      patientName: 'Rafi Ahmed',
      doctorName: 'Dr. Nasrin Akter',
      bmdcNumber: 'A-12345',
      writtenOn: day(-30),
      status,
      validUntil,
      rejectionReason: status === 'rejected' ? 'unreadable' : null,
    });
    await t.db
      .insert(prescriptions)
      .values([
        row(soon.id, 'approved', day(5)),
        row(later.id, 'approved', day(20)),
        row(rejected.id, 'rejected', null),
        row(ended.id, 'approved', day(-1)),
        row(lastDay.id, 'approved', day(14)),
      ]);

    expect(await queueExpiringPrescriptionMails(t.db, t.app.notifications, t.config.publicUrl)).toBe(2);
    // Run again the same day: nothing is queued twice.
    expect(await queueExpiringPrescriptionMails(t.db, t.app.notifications, t.config.publicUrl)).toBe(0);
    for (const who of [soon, lastDay]) expect(await jobsTo(who.email, 'prescription-expiring')).toBe(1);
    for (const who of [later, rejected, ended]) expect(await jobsTo(who.email, 'prescription-expiring')).toBe(0);
    const [mail] = (await smtp.waitFor(soon.email, 2)).filter((m) => m.subject.includes('ends on'));
    expect(mail!.subject).toMatch(/^Your prescription for Rafi Ahmed ends on \d{1,2} [A-Z][a-z]+ \d{4}$/);
    // Nor the next day, after the queue has archived the sent mails and forgotten their ids.
    await t.db.execute(sql`delete from pgboss.job where name = 'mail' and data->>'template' = 'prescription-expiring'`);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await queueExpiringPrescriptionMails(t.db, t.app.notifications, t.config.publicUrl, tomorrow)).toBe(0);
    expect(await jobsTo(lastDay.email, 'prescription-expiring')).toBe(0);
  });

  it('the job is on the queue’s daily schedule', async () => {
    const { rows } = (await t.db.execute(
      sql`select cron, timezone from pgboss.schedule where name = ${EXPIRING_JOB}`,
    )) as unknown as { rows: { cron: string; timezone: string }[] };
    expect(rows).toEqual([{ cron: '0 8 * * *', timezone: 'Asia/Dhaka' }]);
  });
});

describe('recurring jobs switched on', () => {
  it('the queue keeps the schedule and the app starts and stops cleanly with its timekeeper running', async () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    const t = await createTestApp({
      notifications: { ...base.notifications, scheduledJobs: true },
      storage: { kind: 'local', dir: tempUploadsDir(), privateDir: mkdtempSync(path.join(tmpdir(), 'mb-private-')) },
    });
    try {
      const { rows } = (await t.db.execute(
        sql`select name from pgboss.schedule where name = ${EXPIRING_JOB}`,
      )) as unknown as { rows: { name: string }[] };
      expect(rows).toHaveLength(1);
      // pg-boss's timekeeper, which starts scheduled jobs when due, runs on this engine.
      const { rows: keeper } = (await t.db.execute(
        sql`select name from pgboss.queue where name = '__pgboss__send-it'`,
      )) as unknown as { rows: { name: string }[] };
      expect(keeper).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

import { centsToDollars } from '@medibazaar/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bkashRefundAttempts } from '../payments.schema.js';
import { type BkashClient, BkashRefusal } from './bkash-client.js';
import { providerUnavailable } from './provider.js';

const taka = (cents: number) => centsToDollars(cents).toFixed(2);
const cents = (amount: unknown) => Math.round(Number(amount) * 100);
const REFUND_PATH = '/tokenized/checkout/payment/refund';

export interface BkashRefundInput {
  paymentId: string;
  trxId: string;
  amountCents: number;
  /** The shop's name of the refund, the same on every attempt. */
  reference: string;
}

/**
 * bKash's refund call has no idempotency key: a refund whose answer was lost (a timeout, the shop
 * killed) and that is then tried again would be made twice. So each refund is written down before
 * it is sent, with the newest refund bKash had for the payment then (its refund status). Before
 * any refund of the payment is sent, the refund status is read again: a newer refund that no
 * attempt of the shop claims is the lost one's (of its amount), recorded as made; when that lost
 * one is the refund being tried again, it is not sent a second time.
 */
export class BkashRefunds {
  constructor(
    private readonly db: Db,
    private readonly client: BkashClient,
  ) {}

  async refund(input: BkashRefundInput): Promise<void> {
    const [attempt] = await this.db
      .select()
      .from(bkashRefundAttempts)
      .where(eq(bkashRefundAttempts.reference, input.reference));
    if (attempt?.refundTrxId) return;
    const latest = await this.latestRefund(input);
    if (latest && (await this.resolveLostAttempt(input.paymentId, latest)) === input.reference) return;
    // Written down (or its mark moved on) before bKash is asked, so a lost answer is found out next time.
    await this.db
      .insert(bkashRefundAttempts)
      .values({
        reference: input.reference,
        paymentId: input.paymentId,
        amountCents: input.amountCents,
        latestBefore: latest?.refundTrxId ?? null,
      })
      .onConflictDoUpdate({
        target: bkashRefundAttempts.reference,
        set: { latestBefore: latest?.refundTrxId ?? null, updatedAt: sql`now()` },
      });
    let json: Record<string, unknown>;
    try {
      json = await this.client.call(REFUND_PATH, {
        paymentID: input.paymentId,
        trxID: input.trxId,
        amount: taka(input.amountCents),
        sku: input.reference.slice(0, 255),
        reason: 'Order cancelled',
      });
    } catch (err) {
      if (err instanceof BkashRefusal) throw providerUnavailable();
      throw err;
    }
    if (json.transactionStatus !== 'Completed' || typeof json.refundTrxID !== 'string') throw providerUnavailable();
    await this.made(input.reference, json.refundTrxID);
  }

  /**
   * bKash's refund status: the same call without an amount answers the newest refund of the
   * payment. A refusal (no refund yet) is "none"; bKash unreachable stops the refund here.
   */
  private async latestRefund(input: BkashRefundInput): Promise<{ refundTrxId: string; amountCents: number } | null> {
    try {
      const json = await this.client.call(REFUND_PATH, { paymentID: input.paymentId, trxID: input.trxId });
      if (typeof json.refundTrxID !== 'string' || json.transactionStatus !== 'Completed') return null;
      return { refundTrxId: json.refundTrxID, amountCents: cents(json.amount) };
    } catch (err) {
      if (err instanceof BkashRefusal) return null;
      throw err;
    }
  }

  /**
   * bKash's newest refund of the payment, when no attempt of the shop has it yet, is the one made
   * by an attempt whose answer was lost: one still waiting for its answer, of that amount, sent
   * when bKash's newest refund was another. Answers that attempt's reference, now recorded made.
   * Done before any other refund of the payment is sent, so the newest one is always the lost one's.
   */
  private async resolveLostAttempt(
    paymentId: string,
    latest: { refundTrxId: string; amountCents: number },
  ): Promise<string | null> {
    if (await this.db.$count(bkashRefundAttempts, eq(bkashRefundAttempts.refundTrxId, latest.refundTrxId))) {
      return null;
    }
    const waiting = await this.db
      .select({ reference: bkashRefundAttempts.reference, latestBefore: bkashRefundAttempts.latestBefore })
      .from(bkashRefundAttempts)
      .where(
        and(
          eq(bkashRefundAttempts.paymentId, paymentId),
          eq(bkashRefundAttempts.amountCents, latest.amountCents),
          isNull(bkashRefundAttempts.refundTrxId),
        ),
      );
    const lost = waiting.find((a) => a.latestBefore !== latest.refundTrxId);
    if (!lost) return null;
    await this.made(lost.reference, latest.refundTrxId);
    return lost.reference;
  }

  private async made(reference: string, refundTrxId: string): Promise<void> {
    await this.db
      .update(bkashRefundAttempts)
      .set({ refundTrxId, updatedAt: sql`now()` })
      .where(eq(bkashRefundAttempts.reference, reference));
  }
}

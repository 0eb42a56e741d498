import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { cardBrand, SANDBOX_TEST_CARDS, type SandboxConfirmInput, type SandboxOutcome } from '@medibazaar/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { sandboxPaymentIntents } from '../payments.schema.js';
import type {
  CaptureInput,
  CreateIntentInput,
  IntentStatus,
  PaymentProvider,
  ProviderIntent,
  RefundInput,
} from './provider.js';

const SECRET_SEPARATOR = '_secret_';
const hash = (s: string) => createHash('sha256').update(s).digest();

/** What the sandbox says to a card; the reasons read like a card processor's. */
export type SandboxDecision =
  | { ok: true; card: { brand: string; last4: string } }
  | { ok: false; code: Exclude<SandboxOutcome, 'succeeded'> | 'test_mode_live_card'; message: string };

const DECLINE_MESSAGES = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  test_mode_live_card:
    'Your card was declined: this shop takes test payments only. Use one of the test card numbers shown on this page.',
} as const;

const intentColumns = {
  id: sandboxPaymentIntents.id,
  amountCents: sandboxPaymentIntents.amountCents,
  currency: sandboxPaymentIntents.currency,
  status: sandboxPaymentIntents.status,
  clientSecretHash: sandboxPaymentIntents.clientSecretHash,
  metadata: sandboxPaymentIntents.metadata,
  cardBrand: sandboxPaymentIntents.cardBrand,
  cardLast4: sandboxPaymentIntents.cardLast4,
  captureMethod: sandboxPaymentIntents.captureMethod,
};
type IntentRow = {
  id: string;
  amountCents: number;
  currency: string;
  status: string;
  clientSecretHash: string;
  metadata: Record<string, string>;
  cardBrand: string | null;
  cardLast4: string | null;
  captureMethod: string;
};

function toIntent(row: IntentRow): ProviderIntent {
  return {
    id: row.id,
    status: row.status === 'refunded' ? 'succeeded' : (row.status as IntentStatus),
    amountCents: row.amountCents,
    currency: row.currency,
    metadata: row.metadata,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    captureMethod: row.captureMethod === 'manual' ? 'manual' : 'automatic',
  };
}

/**
 * The built-in card processor for the embedded default and for tests. No money
 * moves. It keeps its intents in its own table; the browser confirms one by
 * sending the card to `POST /api/sandbox/confirm` with the intent's client
 * secret, and the outcome follows from the card number (see SANDBOX_TEST_CARDS).
 * It never stores or logs a card number: only the brand and the last four digits.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly minimumCents = 1;

  constructor(private readonly db: Db) {}

  async createIntent(input: CreateIntentInput) {
    const id = `pi_sbx_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${id}${SECRET_SEPARATOR}${randomBytes(24).toString('base64url')}`;
    await this.db.insert(sandboxPaymentIntents).values({
      id,
      amountCents: input.amountCents,
      currency: input.currency,
      clientSecretHash: hash(clientSecret).toString('hex'),
      metadata: { ...input.metadata },
      captureMethod: input.captureMethod ?? 'automatic',
    });
    return { id, clientSecret };
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    const [row] = await this.db
      .select(intentColumns)
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, id))
      .limit(1);
    return row ? toIntent(row) : null;
  }

  /**
   * Gives back all that is left of a succeeded intent, or part of it. A key it has seen
   * refunds nothing again; more than is left is refused, as a processor refuses it.
   */
  async refund(intentId: string, input: RefundInput = {}) {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          amountCents: sandboxPaymentIntents.amountCents,
          capturedCents: sandboxPaymentIntents.capturedCents,
          status: sandboxPaymentIntents.status,
          refunds: sandboxPaymentIntents.refunds,
        })
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, intentId))
        .for('update');
      if (!row) throw new Error('No such payment to refund.');
      if (input.idempotencyKey && row.refunds.some((r) => r.key === input.idempotencyKey)) return;
      // Refunding what is left of a payment given back in full already gives nothing more.
      if (row.status === 'refunded' && input.amountCents === undefined) return;
      if (row.status !== 'succeeded') throw new Error('This payment has not been made: there is nothing to refund.');
      // A captured authorization paid what was captured, not what was held.
      const paid = row.capturedCents ?? row.amountCents;
      const left = paid - row.refunds.reduce((sum, r) => sum + r.amountCents, 0);
      const amountCents = input.amountCents ?? left;
      if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > left) {
        throw new Error(`A refund of ${amountCents} is more than the ${left} left of this payment.`);
      }
      await tx
        .update(sandboxPaymentIntents)
        .set({
          refunds: [...row.refunds, { key: input.idempotencyKey ?? null, amountCents }],
          status: amountCents === left ? 'refunded' : 'succeeded',
          updatedAt: sql`now()`,
        })
        .where(eq(sandboxPaymentIntents.id, intentId));
    });
  }

  /**
   * The intent a client secret opens, locked for the rest of the transaction so two
   * confirmations of one intent run one after the other. Null for an unknown or wrong secret.
   */
  async lockIntent(tx: DbOrTx, clientSecret: string): Promise<ProviderIntent | null> {
    const at = clientSecret.indexOf(SECRET_SEPARATOR);
    if (at <= 0) return null;
    const id = clientSecret.slice(0, at);
    const [row] = await tx
      .select(intentColumns)
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, id))
      .for('update')
      .limit(1);
    if (!row) return null;
    const expected = Buffer.from(row.clientSecretHash, 'hex');
    const given = hash(clientSecret);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return toIntent(row);
  }

  /** Decides what happens to a card, from its number alone. */
  decide(card: SandboxConfirmInput['card']): SandboxDecision {
    const digits = card.number.replace(/[\s-]/g, '');
    const known = SANDBOX_TEST_CARDS.find((c) => c.number === digits);
    if (!known) return { ok: false, code: 'test_mode_live_card', message: DECLINE_MESSAGES.test_mode_live_card };
    if (known.outcome !== 'succeeded') {
      return { ok: false, code: known.outcome, message: DECLINE_MESSAGES[known.outcome] };
    }
    return { ok: true, card: { brand: cardBrand(digits), last4: digits.slice(-4) } };
  }

  /** The card went through: charged, or for a manual-capture intent only authorized (`requires_capture`). */
  async markSucceeded(tx: DbOrTx, id: string, card: { brand: string; last4: string }): Promise<ProviderIntent> {
    const [row] = await tx
      .update(sandboxPaymentIntents)
      .set({
        status: sql`case when ${sandboxPaymentIntents.captureMethod} = 'manual' then 'requires_capture' else 'succeeded' end`,
        cardBrand: card.brand,
        cardLast4: card.last4,
        lastErrorCode: null,
        updatedAt: sql`now()`,
      })
      .where(eq(sandboxPaymentIntents.id, id))
      .returning(intentColumns);
    return toIntent(row!);
  }

  /** Keeps the reason of the last declined attempt, as a processor would (not the card). */
  async recordDecline(id: string, code: string) {
    await this.db
      .update(sandboxPaymentIntents)
      .set({ lastErrorCode: code, updatedAt: sql`now()` })
      .where(and(eq(sandboxPaymentIntents.id, id), eq(sandboxPaymentIntents.status, 'requires_payment_method')));
  }

  /**
   * Takes part or all of an authorized intent, as a processor captures: once (a second call,
   * whatever its key, finds it captured and takes nothing more), never more than was held.
   */
  async capture(intentId: string, input: CaptureInput) {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          amountCents: sandboxPaymentIntents.amountCents,
          status: sandboxPaymentIntents.status,
          capturedCents: sandboxPaymentIntents.capturedCents,
        })
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, intentId))
        .for('update');
      if (!row) throw new Error('No such payment to capture.');
      if (row.capturedCents !== null) return;
      if (row.status !== 'requires_capture')
        throw new Error('This payment is not authorized: there is nothing to capture.');
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > row.amountCents) {
        throw new Error(`A capture of ${input.amountCents} is more than the ${row.amountCents} authorized.`);
      }
      await tx
        .update(sandboxPaymentIntents)
        .set({ status: 'succeeded', capturedCents: input.amountCents, updatedAt: sql`now()` })
        .where(eq(sandboxPaymentIntents.id, intentId));
    });
  }

  /** Releases an authorization: nothing is charged. One voided already stays voided. */
  async voidAuthorization(intentId: string) {
    const [row] = await this.db
      .update(sandboxPaymentIntents)
      .set({ status: 'canceled', updatedAt: sql`now()` })
      .where(and(eq(sandboxPaymentIntents.id, intentId), eq(sandboxPaymentIntents.status, 'requires_capture')))
      .returning({ id: sandboxPaymentIntents.id });
    if (row) return;
    const intent = await this.retrieveIntent(intentId);
    if (intent?.status !== 'canceled') throw new Error('This payment is not authorized: there is nothing to void.');
  }

  async cancel(id: string) {
    await this.db
      .update(sandboxPaymentIntents)
      .set({ status: 'canceled', updatedAt: sql`now()` })
      .where(and(eq(sandboxPaymentIntents.id, id), eq(sandboxPaymentIntents.status, 'requires_payment_method')));
  }
}

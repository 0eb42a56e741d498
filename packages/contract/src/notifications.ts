import { z } from 'zod';

/** A mail or text message that failed every try (GET /api/notifications/dead-letters, admins). */
export const DeadLetterSchema = z.object({
  id: z.uuid(),
  channel: z.enum(['mail', 'sms']),
  to: z.string().describe('The address or phone number it was for'),
  template: z.string().nullable().describe('Which message it was (`verify-email`, `reset-password`, …)'),
  tries: z.number().int().min(1),
  error: z.string().nullable().describe('Why the last try failed'),
  createdAt: z.iso.datetime(),
  failedAt: z.iso.datetime().nullable(),
});
export type DeadLetter = z.infer<typeof DeadLetterSchema>;

export const DeadLetterListSchema = z.object({ items: z.array(DeadLetterSchema) });
export type DeadLetterList = z.infer<typeof DeadLetterListSchema>;

export const DeadLetterParams = z.object({ id: z.uuid({ error: 'must be the id of a dead letter (a UUID)' }) });

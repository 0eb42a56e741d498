import { z } from 'zod';
import { CONTROL_CHARACTER, ID_MAX_LENGTH } from './constants.js';

/** The error body every 4xx/5xx answer carries. */
export const ErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Stable machine-readable code, for translated messages in the client. */
  code: z.string().optional(),
  /** The field a validation error is about, when there is one. */
  field: z.string().optional(),
  /** ORDER_TRANSITION_NOT_ALLOWED: the states the caller may move the order to instead. */
  allowed: z.array(z.string()).optional(),
  /** UNPRINTABLE_CHARACTERS: the characters the shop's documents cannot print. */
  characters: z.array(z.string()).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

/**
 * An email address in a path (`/api/users/:email` and the like): no control
 * characters (PostgreSQL text cannot hold NUL, and no address has one).
 */
export const emailInPath = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => !CONTROL_CHARACTER.test(s), 'must not contain control characters');

/** An id in a path. Malformed ids are answered with 404 by the route, not 400. */
export const IdParams = z.object({ id: z.string().min(1).max(ID_MAX_LENGTH) }).strict();

export const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number(),
  }),
  uptimeSeconds: z.number(),
});

/** A page of a server-paginated list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** Query-string integers arrive as text; this coerces and bounds them. */
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

import { z } from 'zod';

/** `POST /api/jwt`: a bearer token for the caller's own session. */
export const JwtRequestSchema = z
  .object({
    /** Accepted for the legacy call shape (docs/api.md#ignored-fields); it must be the caller's own email. */
    email: z.email().max(254).optional(),
  })
  .strict();
export const JwtResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
});

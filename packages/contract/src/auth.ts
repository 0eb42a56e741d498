import { z } from 'zod';
import { ROLES } from './constants.js';

export const RoleSchema = z.enum(ROLES);

/** `POST /api/jwt`: a bearer token for the caller's own session. */
export const JwtRequestSchema = z
  .object({
    /** Accepted for the spec's call shape; it must be the caller's own email. */
    email: z.email().max(254).optional(),
  })
  .strict();
export const JwtResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
});
export type JwtResponse = z.infer<typeof JwtResponseSchema>;

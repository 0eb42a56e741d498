import { z } from 'zod';
import { ROLES } from './constants.js';
import { pageOf } from './common.js';

/** A person as the spec's /users calls read them. */
export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;
export const UserPageSchema = pageOf(UserSchema);

export const RoleUpdateSchema = z.object({ role: z.enum(ROLES) }).strict();
export const ModifiedCountSchema = z.object({ modifiedCount: z.number().int() });
export const DeletedCountSchema = z.object({ deletedCount: z.number().int() });
export const InsertedIdSchema = z.object({ insertedId: z.string().nullable() });
export const AdminStatusSchema = z.object({ admin: z.boolean() });
export const SellerStatusSchema = z.object({ seller: z.boolean() });

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

/** A seller in the admin's seller list, with how many products they sell. */
export const SellerSchema = UserSchema.extend({ productCount: z.number().int().nonnegative() });
export type Seller = z.infer<typeof SellerSchema>;
export const SellerPageSchema = pageOf(SellerSchema);

export const UserListQuery = z
  .object({
    q: z.string().trim().max(100).optional(),
    role: z.enum(ROLES).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(10),
  })
  .strict();

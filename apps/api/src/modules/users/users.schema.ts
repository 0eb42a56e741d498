import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * People with an account. Shaped so the sign-in library can use it as its own
 * user table (text ids, email_verified, image, role), see
 * docs/decisions/005-one-users-table.md. The ban columns are no longer read or written
 * (the library's admin endpoints are not offered, decision 029); they stay so that no
 * migration drops data.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('user'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    locale: text('locale'),
    /**
     * The mobile number the person signs in with (national form 01XXXXXXXXX), proved by a code
     * sent to it: the sign-in library's phone-number plugin reads and writes both columns.
     */
    phoneNumber: text('phone_number').unique(),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'seller', 'pharmacist', 'admin')`),
    index('users_role_idx').on(t.role, t.createdAt),
  ],
);

/**
 * A pharmacist's (or reviewing admin's) registration with the Bangladesh Pharmacy Council
 * (decision 057), as "A-1234": set by an admin from the certificate; without it nobody claims
 * or decides a review. One account per number. Kept apart from `users`, whose columns the
 * sign-in library reads.
 */
export const pharmacistRegistrations = pgTable('pharmacist_registrations', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  registration: text('registration').notNull().unique(),
  setBy: text('set_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

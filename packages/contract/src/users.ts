import { z } from 'zod';
import { printableOnDocuments } from './printable.js';
import { CONTROL_CHARACTER, LANGUAGES, REGISTRATION_ROLES, ROLES } from './constants.js';
import { emailInPath, pageOf } from './common.js';

/** A person as the /users calls answer them (legacy `_id`: docs/api.md#names). */
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

/** Limits of an account's own details, enforced by the server and mirrored by the forms. */
export const ACCOUNT_LIMITS = {
  nameMax: 80,
  emailMax: 254,
  imageUrlMax: 2048,
  passwordMin: 8,
  passwordMax: 128,
} as const;

/**
 * A person's name: one line. Control characters are refused before trimming, because the
 * sign-in library stores the name as it was sent, and a line break in it would reach the
 * plain-text part of every mail the account gets.
 */
export const NameSchema = z
  .string()
  // NUL is left to the server's own rule for every field, which names it (NUL_CHARACTER).
  .refine(
    (s) => !CONTROL_CHARACTER.test(s.replaceAll('\u0000', '')),
    'Use one line for the name, without control characters.',
  )
  .trim()
  .min(1, 'Enter your name.')
  .max(ACCOUNT_LIMITS.nameMax, `Use at most ${ACCOUNT_LIMITS.nameMax} characters for the name.`)
  // A seller's name is printed on invoices and packing slips.
  .superRefine(printableOnDocuments);

export const EmailSchema = z
  .string()
  .trim()
  .max(ACCOUNT_LIMITS.emailMax, 'This email address is too long.')
  .pipe(z.email('Enter a valid email address.'))
  .transform((e) => e.toLowerCase());

export const PasswordSchema = z
  .string()
  .min(ACCOUNT_LIMITS.passwordMin, `Password must be at least ${ACCOUNT_LIMITS.passwordMin} characters.`)
  .max(ACCOUNT_LIMITS.passwordMax, `Password must be at most ${ACCOUNT_LIMITS.passwordMax} characters.`)
  .regex(/\p{L}/u, 'Password must contain at least one letter.')
  .regex(/\p{N}/u, 'Password must contain at least one number.');

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** A photo on the web: an absolute http(s) address only (never javascript:, data: and the like). */
export const ImageUrlSchema = z
  .string()
  .trim()
  .max(ACCOUNT_LIMITS.imageUrlMax, 'This image address is too long.')
  .refine(isHttpUrl, 'Enter an image address starting with http:// or https://.');

/** A profile photo: an http(s) address or an image uploaded to this shop. */
export const ProfileImageSchema = z
  .string()
  .trim()
  .max(ACCOUNT_LIMITS.imageUrlMax, 'This image address is too long.')
  .refine(
    (v) => isHttpUrl(v) || /^\/uploads\/(?:[\w-]+\/)*[\w-]+\.[a-z0-9]{2,5}$/i.test(v),
    'Enter an image address starting with http:// or https://, or upload an image.',
  );

/** Registration role: user or seller, never admin. Legacy clients send 'User'/'Seller' (docs/api.md#ignored-fields). */
export const RegistrationRoleSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(REGISTRATION_ROLES, 'Choose User or Seller.'),
);

/** An empty optional field counts as not given. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `POST /api/users` from the register page: creates the account, signs it in. */
export const RegistrationSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    image: z.preprocess(blankToUndefined, ImageUrlSchema.optional()),
    role: RegistrationRoleSchema,
  })
  .strict();
export type Registration = z.input<typeof RegistrationSchema>;

/**
 * What `POST /api/users` accepts on the wire: the registration above, or a signed-in
 * person's own `{ email, name, image }` (the legacy call after a provider sign-in, docs/api.md#ignored-fields),
 * which changes nothing. The server checks the registration fields itself so each
 * problem is named.
 */
export const CreateUserBody = z
  .object({
    name: z.string().max(1000).optional(),
    email: z.string().max(1000),
    password: z.string().max(1000).optional(),
    image: z
      .string()
      .max(ACCOUNT_LIMITS.imageUrlMax * 2)
      .nullish(),
    role: z.string().max(50).optional(),
  })
  .strict();

export const LanguageSchema = z.enum(LANGUAGES, 'Choose English (en) or Bangla (bn).');

/** `PATCH /api/users/me`: the profile page edits name and photo; the language menu sets the language. */
export const ProfileUpdateSchema = z
  .object({
    name: NameSchema.optional(),
    /** An empty value or null removes the photo. */
    image: z.union([z.literal('').transform(() => null), z.null(), ProfileImageSchema]).optional(),
    locale: LanguageSchema.optional(),
  })
  .strict()
  .refine(
    (v) => v.name !== undefined || v.image !== undefined || v.locale !== undefined,
    'Change the name, the photo or the language.',
  );
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

/** One's own account as `PATCH /api/users/me` answers it: with the remembered language. */
export const OwnUserSchema = UserSchema.extend({ locale: LanguageSchema.nullable() });
export type OwnUser = z.infer<typeof OwnUserSchema>;

/** A person addressed by email in a path (`/api/users/:email`). */
export const UserEmailParams = z.object({ email: emailInPath(ACCOUNT_LIMITS.emailMax) }).strict();

export const UserListSchema = z.array(UserSchema);
export const SellerListQuery = UserListQuery.omit({ role: true });

/** `POST /api/auth/sign-in/email` as the login form sends it. */
export const SignInSchema = z
  .object({
    email: z.string().trim().min(1, 'Enter your email address.').pipe(z.email('Enter a valid email address.')),
    password: z.string().min(1, 'Enter your password.').max(ACCOUNT_LIMITS.passwordMax),
  })
  .strict();
export type SignIn = z.input<typeof SignInSchema>;

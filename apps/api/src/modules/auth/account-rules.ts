import {
  ACCOUNT_LIMITS,
  CONTROL_CHARACTER,
  EmailSchema,
  ImageUrlSchema,
  NameSchema,
  PasswordSchema,
  ProfileImageSchema,
} from '@medibazaar/contract';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { z } from 'zod';
import { HttpError } from '../../core/http-errors.js';
import { importProfilePhoto, photoToKeep, shownPhoto, type ProfilePhotos } from '../uploads/index.js';

// The shop's rules for the sign-in library's accounts: what a name, email, password and photo
// must be on its own endpoints, and the photos it shows and keeps.

/** Refuses a value with the first problem the schema names. */
function check<T extends z.ZodType>(schema: T, value: unknown, field: string) {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new APIError('BAD_REQUEST', {
      message: result.error.issues[0]?.message ?? `Invalid ${field}`,
      code: 'VALIDATION_ERROR',
      field,
    });
  }
}

/** A profile photo refused (it could not be loaded, or is no image) in the library's own terms. */
async function libraryErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
    throw new APIError('BAD_REQUEST', { message: err.message, code: err.code, field: err.field });
  }
}

/**
 * The shop's rules for accounts, applied to the library's own endpoints too:
 * the password policy, name length, and photos given as web addresses, which are
 * fetched once and replaced by the shop's own copy before the library stores them.
 */
export const accountRules = (photos: ProfilePhotos) =>
  createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const givesImage = body.image !== undefined && body.image !== null && body.image !== '';
    switch (ctx.path) {
      case '/sign-up/email':
        check(NameSchema, body.name, 'name');
        check(EmailSchema, body.email, 'email');
        check(PasswordSchema, body.password, 'password');
        if (givesImage) {
          check(ImageUrlSchema, body.image, 'image');
          const image = await libraryErrors(() => importProfilePhoto(photos, String(body.image).trim(), null));
          return { context: { body: { ...body, image } } };
        }
        break;
      case '/update-user':
        if (body.name !== undefined) check(NameSchema, body.name, 'name');
        if (givesImage) {
          check(ProfileImageSchema, body.image, 'image');
          // Nothing is fetched for a caller the endpoint is about to refuse.
          const session = await getSessionFromCtx(ctx);
          if (!session) break;
          const image = await libraryErrors(() =>
            photoToKeep(photos, String(body.image), session.user.image ?? null, session.user.id),
          );
          return { context: { body: { ...body, image } } };
        }
        break;
      case '/phone-number/verify':
        // A number no account has yet makes one, named so when a name is given.
        if (body.name !== undefined) check(NameSchema, body.name, 'name');
        break;
      case '/change-password':
      case '/reset-password':
      case '/set-password':
        check(PasswordSchema, body.newPassword, 'newPassword');
        break;
    }
  });

/**
 * Whatever person the library answers (the session, a sign-in, a sign-up) carries
 * only a photo the shop stores itself.
 */
export const shownPhotos = (photos: ProfilePhotos) =>
  createAuthMiddleware(async (ctx) => {
    const returned: unknown = ctx.context.returned;
    if (!returned || typeof returned !== 'object' || !('user' in returned)) return;
    const user = returned.user;
    if (!user || typeof user !== 'object' || !('image' in user)) return;
    const image = shownPhoto(photos.storage, user.image as string | null);
    if (image === user.image) return;
    return ctx.json({ ...returned, user: { ...user, image } });
  });

/**
 * A name and photo the shop can show, whatever an identity provider sent: the
 * provider's photo becomes the shop's own copy, or none when it cannot be loaded
 * (a photo never stands in the way of signing in).
 */
export async function tidyNewUser(
  photos: ProfilePhotos,
  user: { name?: string | null; email?: string | null; image?: string | null },
) {
  const fallback = (user.email ?? '').split('@')[0] || 'Shopper';
  // A provider's name is taken, not refused: its control characters become spaces (one line, as NameSchema wants).
  const given = (user.name ?? '').replace(new RegExp(CONTROL_CHARACTER.source, 'g'), ' ').trim();
  const name = given.slice(0, ACCOUNT_LIMITS.nameMax) || fallback.slice(0, ACCOUNT_LIMITS.nameMax);
  let image: string | null = null;
  // An email sign-up's photo was copied before the library got it.
  if (user.image && photos.storage.ownsUrl(user.image)) image = user.image;
  else if (user.image && ImageUrlSchema.safeParse(user.image).success) {
    image = await importProfilePhoto(photos, user.image.trim(), null).catch(() => null);
  }
  return { name, image };
}

import {
  AdminStatusSchema,
  DeletedCountSchema,
  ErrorSchema,
  IdParams,
  MeSchema,
  ModifiedCountSchema,
  OwnUserSchema,
  ProfileUpdateSchema,
  RoleUpdateSchema,
  SellerListQuery,
  SellerPageSchema,
  SellerStatusSchema,
  UserEmailParams,
  UserListQuery,
  UserListSchema,
  UserPageSchema,
} from '@medibazaar/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../core/http-errors.js';
import { findMe, findUserByEmail, listSellers, listUsers, updateProfile } from './users.repository.js';
import type { UsersNeeds } from './users-needs.js';
import { changeRole, removeUser } from './users.service.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/** The caller's own email (compared case-insensitively); anyone else's is not found. */
function ownEmail(req: FastifyRequest, email: string) {
  const me = req.user!;
  if (email.trim().toLowerCase() !== me.email.toLowerCase()) throw notFound('User not found', 'USER_NOT_FOUND');
  return me;
}

export const usersRoutes: FastifyPluginAsyncZod<{ needs: UsersNeeds }> = async (app, { needs }) => {
  /** A person as answered: a photo stored anywhere but the shop is not shown. */
  const shown = <T extends { image: string | null }>(user: T): T => ({
    ...user,
    image: needs.photos.shown(user.image),
  });

  app.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Everyone with an account, newest first (admins only)',
        querystring: UserListQuery,
        response: { 200: UserPageSchema, ...errors },
      },
    },
    async (req) => {
      const page = await listUsers(app.db, req.query);
      return { ...page, items: page.items.map(shown) };
    },
  );

  app.get(
    '/users/sellers',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Sellers with how many products each sells (admins only)',
        querystring: SellerListQuery,
        response: { 200: SellerPageSchema, ...errors },
      },
    },
    async (req) => {
      const page = await listSellers(app.db, req.query, needs.productCount);
      return { ...page, items: page.items.map(shown) };
    },
  );

  app.get(
    '/users/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in account: name, email, mobile number and role (401 when signed out)',
        description:
          '`email` is null for an account made with a mobile number and no email linked; `phone` is the ' +
          'number it signs in with (01XXXXXXXXX), null when none. Works with the session cookie or a bearer token.',
        response: { 200: MeSchema, ...errors },
      },
    },
    async (req) => {
      const me = await findMe(app.db, req.user!.id);
      if (!me) throw notFound('User not found', 'USER_NOT_FOUND');
      return me;
    },
  );

  app.get(
    '/users/:email',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['users'],
        summary: 'One person as a one-item list: yourself, or anyone for an admin',
        params: UserEmailParams,
        response: { 200: UserListSchema, ...errors },
      },
    },
    async (req) => {
      const me = req.user!;
      const email = req.params.email.trim().toLowerCase();
      if (me.role !== 'admin' && email !== me.email.toLowerCase()) throw notFound('User not found', 'USER_NOT_FOUND');
      const user = await findUserByEmail(app.db, email);
      if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
      return [shown(user)];
    },
  );

  app.get(
    '/users/admin/:email',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['users'],
        summary: 'Whether you are an admin (your own email only)',
        params: UserEmailParams,
        response: { 200: AdminStatusSchema, ...errors },
      },
    },
    async (req) => ({ admin: ownEmail(req, req.params.email).role === 'admin' }),
  );

  app.get(
    '/users/seller/:email',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['users'],
        summary: 'Whether you are a seller (your own email only)',
        params: UserEmailParams,
        response: { 200: SellerStatusSchema, ...errors },
      },
    },
    async (req) => ({ seller: ownEmail(req, req.params.email).role === 'seller' }),
  );

  app.patch(
    '/users/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: 'Change your own name, photo or language (`locale`: en or bn)',
        description:
          'A photo is given as a web address: the server fetches it once (public internet only, at most ' +
          '5 MB, JPEG, PNG, WebP, AVIF or GIF) and keeps its own WebP copy, whose `/uploads/` address is ' +
          'answered. Sending the current photo back keeps it; an empty value removes it. A photo that ' +
          'cannot be loaded is a 400 naming the `image` field (`IMAGE_FETCH_FAILED`, `UNSUPPORTED_IMAGE_TYPE`).',
        body: ProfileUpdateSchema,
        response: { 200: OwnUserSchema, ...errors },
      },
    },
    async (req) => {
      const me = req.user!;
      const changes = { ...req.body };
      if (req.body.image !== undefined) changes.image = await needs.photos.keep(req.body.image, me.image, me.id);
      const user = await updateProfile(app.db, me.id, changes);
      if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
      return shown(user);
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: "Change someone's role (admins only; never your own; the last admin stays)",
        params: IdParams,
        body: RoleUpdateSchema,
        response: { 200: ModifiedCountSchema, ...errors },
      },
    },
    async (req) => ({ modifiedCount: await changeRole(app.db, req.user!.id, req.params.id, req.body.role) }),
  );

  app.delete(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Delete an account (admins only; never your own; the last admin stays)',
        description:
          'Their sessions end and their cart empties; products they sold stay in the shop as shop-owned; ' +
          'their payments stay in the books with email and amounts.',
        params: IdParams,
        response: { 200: DeletedCountSchema, ...errors },
      },
    },
    async (req) => {
      const deletedCount = await removeUser(app.db, req.user!.id, req.params.id);
      // A seller's products become the shop's own: every list showing them changed.
      if (deletedCount) needs.productsChanged();
      return { deletedCount };
    },
  );
};

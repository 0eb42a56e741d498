import {
  AddressInputSchema,
  AddressListSchema,
  AddressSchema,
  DeletedCountSchema,
  DeliveryZoneInputSchema,
  DeliveryZoneListSchema,
  DeliveryZoneSchema,
  ErrorSchema,
  IdParams,
  OrderCancelSchema,
  OrderListQuery,
  OrderNumberParams,
  OrderPageSchema,
  OrderQuoteRequestSchema,
  OrderQuoteSchema,
  OrderReviewPageSchema,
  OrderReviewQuery,
  OrderSchema,
  OrderTransitionSchema,
  PRESCRIPTION_LIMITS,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createAddress,
  createZone,
  deleteAddress,
  deleteZone,
  listAddresses,
  listZones,
  toZone,
  updateAddress,
  updateZone,
} from './delivery.repository.js';
import { memoParties } from './cash-memo.js';
import { renderInvoice } from './invoice.js';
import type { OrdersContext } from './orders-context.js';
import { quoteOrder } from './pricing.js';
import { getOrder, listOrders } from './order-read-model.js';
import { transitionOrder } from './transitions.js';
import { retryRefund } from './refunds.js';
import { claimOrder, listOrdersForReview, releaseOrderClaim } from './review-queue.js';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorSchema]));

export const ordersRoutes: FastifyPluginAsyncZod<{ ctx: OrdersContext }> = async (app, { ctx }) => {
  // -------------------------------------------------------------------------
  // Address book
  // -------------------------------------------------------------------------

  app.get(
    '/addresses',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['orders'],
        summary: "The caller's own address book, the default first",
        response: { 200: AddressListSchema, ...errors(401) },
      },
    },
    async (req) => listAddresses(app.db, req.user!.id),
  );

  app.post(
    '/addresses',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['orders'],
        summary: 'Adds an address to the caller’s book',
        description:
          'The phone is a Bangladeshi mobile number (01[3-9] and 8 digits, with or without +880); the district is ' +
          'one of the 64 ids (the division follows from it). The first address, or one sent with `isDefault`, is the default.',
        body: AddressInputSchema,
        response: { 201: AddressSchema, ...errors(400, 401, 409) },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return createAddress(app.db, req.user!.id, req.body);
    },
  );

  app.put(
    '/addresses/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: 'Changes one of the caller’s addresses',
        params: IdParams,
        body: AddressInputSchema,
        response: { 200: AddressSchema, ...errors(400, 401, 404) },
      },
    },
    async (req) => updateAddress(app.db, req.user!.id, req.params.id, req.body),
  );

  app.delete(
    '/addresses/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: 'Deletes one of the caller’s addresses (orders keep their own copy)',
        params: IdParams,
        response: { 200: DeletedCountSchema, ...errors(401, 404) },
      },
    },
    async (req) => {
      await deleteAddress(app.db, req.user!.id, req.params.id);
      return { deletedCount: 1 };
    },
  );

  // -------------------------------------------------------------------------
  // Delivery zones
  // -------------------------------------------------------------------------

  app.get(
    '/delivery-zones',
    {
      config: { access: 'public' },
      schema: {
        tags: ['orders'],
        summary:
          'Where the shop delivers: each zone’s districts, fee, free-delivery threshold, days and cash on delivery',
        response: { 200: DeliveryZoneListSchema },
      },
    },
    async () => (await listZones(app.db)).map(toZone),
  );

  app.post(
    '/delivery-zones',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary: 'Adds a delivery zone',
        description: 'A district belongs to one zone at most; one zone at most covers “everywhere else”.',
        body: DeliveryZoneInputSchema,
        response: { 201: DeliveryZoneSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return toZone(await createZone(app.db, req.body));
    },
  );

  app.put(
    '/delivery-zones/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary: 'Changes a delivery zone (orders already placed keep their fee and times)',
        params: IdParams,
        body: DeliveryZoneInputSchema,
        response: { 200: DeliveryZoneSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => toZone(await updateZone(app.db, req.params.id, req.body)),
  );

  app.delete(
    '/delivery-zones/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary: 'Deletes a delivery zone',
        params: IdParams,
        response: { 200: DeletedCountSchema, ...errors(401, 403, 404) },
      },
    },
    async (req) => {
      await deleteZone(app.db, req.params.id);
      return { deletedCount: 1 };
    },
  );

  // -------------------------------------------------------------------------
  // Orders
  // -------------------------------------------------------------------------

  app.post(
    '/orders/quote',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['orders'],
        summary: 'What ordering the caller’s cart to one of their addresses costs now: zone, fees, days and totals',
        body: OrderQuoteRequestSchema,
        response: { 200: OrderQuoteSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (req) => quoteOrder(ctx, req.user!, req.body.addressId),
  );

  app.get(
    '/orders',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['orders'],
        summary: 'Orders, newest first: the caller’s own, a seller’s to fulfil (`scope=selling`) or, for admins, all',
        description: 'Filters: status, zone (id), paymentMethod, from and to (days, UTC).',
        querystring: OrderListQuery,
        response: { 200: OrderPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => listOrders(ctx, req.user!, req.query),
  );

  app.get(
    '/orders/:number',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: 'One order with its lines, address, totals, timeline and refunds (its buyer, its seller, admins)',
        params: OrderNumberParams,
        response: { 200: OrderSchema, ...errors(401, 404) },
      },
    },
    async (req) => getOrder(ctx, req.user!, req.params.number),
  );

  app.post(
    '/orders/:number/transitions',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: 'Moves an order to its next state, as the transition table allows the caller',
        description:
          'Refused with 409 ORDER_TRANSITION_NOT_ALLOWED and `allowed` (the states the caller may choose instead) ' +
          'for any move not in the table or not the caller’s to make.',
        params: OrderNumberParams,
        body: OrderTransitionSchema,
        response: { 200: OrderSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (req) =>
      transitionOrder(ctx, req.user!, req.params.number, req.body.to, req.body.note, {
        collectedBy: req.body.collectedBy,
      }),
  );

  // -------------------------------------------------------------------------
  // The pharmacist's review of orders holding prescription medicines
  // -------------------------------------------------------------------------

  app.get(
    '/review/orders',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags: ['orders'],
        summary:
          'Orders waiting for a pharmacist and ready for review (cash, a card authorized, or any holding stock), oldest first, with their prescriptions',
        querystring: OrderReviewQuery,
        response: { 200: OrderReviewPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => listOrdersForReview(ctx, req.user!, req.query.page, req.query.limit),
  );

  app.post(
    '/orders/:number/claim',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags: ['orders'],
        summary: `Start (or keep) reviewing an order: no one else may decide on it for ${PRESCRIPTION_LIMITS.claimMinutes} minutes`,
        description:
          '409 `ORDER_CLAIMED` while another pharmacist reviews it, 409 `OWN_ORDER_REVIEW` for an order of ' +
          'one’s own, 404 for any order not awaiting review (nothing is said of it).',
        params: OrderNumberParams,
        response: { 200: OrderSchema, ...errors(401, 403, 404, 409) },
      },
    },
    async (req) => claimOrder(ctx, req.user!, req.params.number),
  );

  app.delete(
    '/orders/:number/claim',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags: ['orders'],
        summary: 'Stop reviewing an order (your own claim only); 404 for any order not awaiting review',
        params: OrderNumberParams,
        response: { 200: OrderSchema, ...errors(401, 403, 404) },
      },
    },
    async (req) => releaseOrderClaim(ctx, req.user!, req.params.number),
  );

  app.post(
    '/orders/:number/cancel',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: 'Cancels an order: its stock goes back, and a paid card order is refunded through the provider',
        description:
          'Cancelling an order already cancelled answers it as it is, decided under the order’s lock: ' +
          'parallel cancels all answer the cancelled order, and its stock and refund move once.',
        params: OrderNumberParams,
        body: OrderCancelSchema.nullish(),
        response: { 200: OrderSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (req) =>
      transitionOrder(ctx, req.user!, req.params.number, 'cancelled', req.body?.note, { repeatAnswersAsIs: true }),
  );

  app.post(
    '/orders/:number/refund',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary: 'Tries a failed refund again',
        params: OrderNumberParams,
        response: { 200: OrderSchema, ...errors(401, 403, 404, 409) },
      },
    },
    async (req) => retryRefund(ctx, req.user!, req.params.number),
  );

  app.get(
    '/orders/:number/invoice.pdf',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary:
          'The order’s invoice as a cash memo (PDF): the shop’s and the seller’s pharmacies with their drug licences, and the approving pharmacist of prescription lines; in the language asked for (`?lang=bn`)',
        params: OrderNumberParams,
        querystring: z.object({ lang: z.enum(['en', 'bn']).default('en') }).strict(),
        response: { 200: z.any(), ...errors(401, 404) },
      },
    },
    async (req, reply) => {
      const order = await getOrder(ctx, req.user!, req.params.number);
      const { shopName, shopAddress, shopDrugLicence } = app.config;
      const parties = await memoParties(ctx.db, order, {
        name: shopName,
        address: shopAddress,
        licence: shopDrugLicence,
      });
      const pdf = await renderInvoice(order, req.query.lang, app.config.currency, parties);
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${order.number}.pdf"`)
        .header('cache-control', 'private, no-store');
      return pdf;
    },
  );
};

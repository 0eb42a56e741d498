import { CashHandInInputSchema, CashHandInResultSchema, CashToHandInSchema, ErrorSchema } from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashToHandIn, handInCash } from './cash-collections.js';

/** Cash on delivery, reconciled: what each collector still holds, and the admin's "received". */
export const cashCollectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cash-collections',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary: 'Cash collected on delivery and not yet handed in, per collector, the largest sum first',
        response: { 200: CashToHandInSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async () => cashToHandIn(app.db),
  );

  app.post(
    '/cash-collections/hand-in',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary: 'Marks collections received by the shop, all or none, each audited on its order',
        body: CashHandInInputSchema,
        response: {
          200: CashHandInResultSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (req) => handInCash(app.db, req.user!, req.body.paymentIds),
  );
};

import fp from 'fastify-plugin';
import { prescriptionOrderRoutes } from './prescription-order.routes.js';

/**
 * Accepting an order built from a prescription, a flow across modules (docs/architecture.md,
 * "Flows"): the shopper's answer (prescription-requests) and its lines in their cart (carts), in
 * one transaction. Read `acceptProposal` in `accept-proposal.ts` top to bottom.
 */
export const prescriptionOrderFlow = fp(
  async (app) => {
    await app.register(prescriptionOrderRoutes, { prefix: '/api' });
  },
  {
    name: 'prescription-order',
    dependencies: ['sessions', 'openapi', 'carts', 'prescription-requests'],
    decorators: { fastify: ['db'] },
  },
);

import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The request being answered, for code far from the route that still records who did
 * something and from where (the audit trail): the order, user and product services take
 * no request, and passing one through every call would change them all.
 */
export const requestContext = new AsyncLocalStorage<FastifyRequest>();

/** Runs the rest of every request (hooks, handler) inside its context. */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (req, _reply, done) => requestContext.run(req, done));
  },
  { name: 'request-context' },
);

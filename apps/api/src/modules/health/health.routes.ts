import { HealthSchema } from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Reports whether the server and its database answer',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_req, reply) => {
      const uptimeSeconds = Math.round(process.uptime());
      try {
        const latencyMs = await app.database.ping();
        return { status: 'ok' as const, database: { engine: app.database.engine, ok: true, latencyMs }, uptimeSeconds };
      } catch (err) {
        app.log.error({ err }, 'health check: database did not answer');
        return reply.code(503).send({
          status: 'error' as const,
          database: { engine: app.database.engine, ok: false, latencyMs: 0 },
          uptimeSeconds,
        });
      }
    },
  );
};

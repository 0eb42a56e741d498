import fp from 'fastify-plugin';
import { antibioticRegisterRoutes } from './antibiotic-register.routes.js';

/**
 * The antibiotic register (decision 057): its table, the page and the CSV for pharmacists and
 * admins. The prescription-review flow writes it (`recordAntibioticLines`) as it approves lines.
 */
export const antibioticRegisterModule = fp(
  async (app) => {
    await app.register(antibioticRegisterRoutes, { prefix: '/api' });
  },
  { name: 'antibiotic-register', dependencies: ['sessions', 'openapi'], decorators: { fastify: ['db'] } },
);

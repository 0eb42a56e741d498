import type { InjectOptions } from 'fastify';
import type { TestApp } from './app.js';
import type { SignedIn } from './auth.js';

/**
 * The authorization matrix: every endpoint × every kind of caller, with the status
 * each must get. Each module keeps its rows in `<domain>.access.ts` exporting
 * `accessCases`; `modules/auth/authorization-matrix.test.ts` runs them all and fails
 * when a registered /api route has no row.
 */
export const PERSONAS = ['visitor', 'user', 'otherUser', 'pharmacist', 'seller', 'otherSeller', 'admin'] as const;
export type Persona = (typeof PERSONAS)[number];

export interface MatrixWorld {
  t: TestApp;
  /** Signed-in people (visitor has none). `user` and `otherUser` are both role user, etc. */
  people: Record<Exclude<Persona, 'visitor'>, SignedIn>;
}

export interface AccessCase {
  /** `METHOD /api/path/:param` exactly as the route is registered. */
  route: string;
  /** A short description of the situation, e.g. "someone else's cart item". */
  name: string;
  /**
   * Builds the request. Called once per persona with fresh data made in `world`
   * (create the rows the request touches here: they belong to whoever the case says).
   */
  request: (world: MatrixWorld, as: Persona) => Promise<InjectOptions> | InjectOptions;
  /** The status each persona must get; a list allows any of them. */
  expect: Record<Persona, number | number[]>;
}

import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { isOpen } from '../src/modules/orders/open-order-limits.js';
import { orders } from './tables.js';
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

/** The caller's session headers (none for a visitor). */
export const headersOf = (world: MatrixWorld, as: Persona) => (as === 'visitor' ? {} : world.people[as].headers);

/** The same status for every caller. */
export const everyone = (status: number | number[]): Record<Persona, number | number[]> =>
  Object.fromEntries(PERSONAS.map((p) => [p, status])) as Record<Persona, number | number[]>;

/** Visitors are asked to sign in; everyone signed in gets `status`. */
export const signedIn = (status: number | number[]): Record<Persona, number | number[]> => ({
  ...everyone(status),
  visitor: 401,
});

/** Admins only: visitors are asked to sign in, everyone else is refused. */
export const adminsOnly = (status: number | number[] = 200): Record<Persona, number | number[]> => ({
  ...everyone(403),
  visitor: 401,
  admin: status,
});

/** Only the `user` persona's own: visitors are asked to sign in, to anyone else it does not exist. */
export const USERS_OWN: Record<Persona, number | number[]> = { ...everyone(404), visitor: 401, user: 200 };

/**
 * Cancels the open orders (waiting for a card payment or a pharmacist) of one persona, straight in
 * the database. The matrix places many orders for the same people, more than the 3 open orders one
 * account may have at once (decision 050); each case that places one starts with room for it.
 */
export async function makeRoomForOrders(world: MatrixWorld, who: { id: string }): Promise<void> {
  await world.t.db
    .update(orders)
    .set({ status: 'cancelled' })
    .where(and(eq(orders.buyerId, who.id), isOpen));
}

/**
 * Transactions PostgreSQL aborts because two of them wait on each other's rows. Two writers
 * that lock the same rows in opposite orders (a recall locks a product, then the orders
 * holding its batch; a cancellation locks its order, then the order's products) can meet on
 * one order at the same moment: PostgreSQL then rolls one back with `deadlock_detected`.
 * Nothing of the rolled-back transaction is kept, so running it again from the start is
 * correct, and by then the other one has committed.
 */

/** SQLSTATE 40P01 deadlock_detected, 40001 serialization_failure. */
const CONFLICT_STATES = new Set(['40P01', '40001']);

/** How many times a transaction is run in all before its conflict reaches the caller. */
const ATTEMPTS = 3;

/** Whether an error (or a cause Drizzle wrapped it in) is a lock conflict PostgreSQL rolled back. */
export function isLockConflict(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONFLICT_STATES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `transaction` (a whole `db.transaction(...)` call, with no effect outside the database
 * before its commit) again when PostgreSQL rolls it back for a lock conflict, at most three
 * times in all. A short random pause first, so the two do not meet again in step.
 */
export async function retryingLockConflicts<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isLockConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

import { dropJourneysDatabase } from './journeys-database.js';

/** After the journeys: the database the journeys' shop used on PostgreSQL, if it had one. */
export default async function globalTeardown(): Promise<void> {
  if (process.env.E2E_DATABASE_URL) await dropJourneysDatabase(process.env.E2E_DATABASE_URL);
}

import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sellerLicences } from './sellers.schema.js';

/** Today on the shop's calendar (Asia/Dhaka), as the database sees it when a statement runs. */
const dhakaToday = sql`(now() at time zone 'Asia/Dhaka')::date`;

/**
 * "Is this seller's shop open?", as a condition on a product row's seller column: true for a
 * shop-owned product (no seller) and for a seller with an approved licence whose last day is
 * today or later in Dhaka. It is asked when the statement runs, so a licence's last day passing
 * hides the seller's products the next day without anyone acting (decision 056). One lookup on
 * `seller_licences_in_force_idx` per seller's product row read.
 */
export const sellerLicensed = (sellerId: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`(${sellerId} is null or exists (select 1 from ${sellerLicences} where ${sellerLicences.sellerId} = ${sellerId} and ${sellerLicences.status} = 'approved' and ${sellerLicences.expiresOn} >= ${dhakaToday}))`;

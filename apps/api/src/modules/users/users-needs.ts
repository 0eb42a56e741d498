import type { NotificationSettings, NotificationSettingsInput } from '@medibazaar/contract';
import type { SQL } from 'drizzle-orm';

/**
 * What the users routes need of modules above them, given by the server (`app.ts`) when it
 * registers the users module. Every module reads the users table, so the users module imports
 * none of them: it names what it needs here and the server fills it in from the uploads module
 * (profile photos), the catalog (sellers' product counts, the kept product pages) and
 * notifications (a person's message settings and phone).
 */
export interface UsersNeeds {
  photos: {
    /**
     * The photo to keep for a requested change: none for an empty value, the current one sent
     * back unchanged, else the shop's stored copy of the web address given (a 400 naming
     * `image` when it cannot be loaded).
     */
    keep(requested: string | null, current: string | null, userId: string): Promise<string | null>;
    /** What pages show for a stored photo: the shop's own copy, or none at all. */
    shown(image: string | null | undefined): string | null;
  };
  /** How many products the seller whose id is `sellerId` sells, as a column of the seller list's statement. */
  productCount(sellerId: SQL): SQL<number>;
  /** A removed seller's products became the shop's own: every kept list showing them changed. */
  productsChanged(): void;
  /** The signed-in person's message settings and verified phone, kept by the notifications module. */
  messageSettings: {
    read(userId: string): Promise<NotificationSettings>;
    save(userId: string, input: NotificationSettingsInput): Promise<NotificationSettings>;
    /** A code asked for too soon or too often is refused with an error carrying `retryAfter` (seconds). */
    sendPhoneCode(userId: string, phone: string): Promise<NotificationSettings>;
    verifyPhone(userId: string, code: string): Promise<NotificationSettings>;
    removePhone(userId: string): Promise<NotificationSettings>;
  };
}

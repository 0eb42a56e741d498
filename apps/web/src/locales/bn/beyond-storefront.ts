import { auth } from './auth';
import { cart } from './cart';
import { content } from './content';
import { dashboard } from './dashboard';
import { errors } from './errors';
import { messages } from './messages';
import { orders } from './orders';
import { prescriptions } from './prescriptions';
import { sellers } from './sellers';

/**
 * বাংলা লেখা, দোকানের বাইরের অংশের: the Bangla counterpart of `en/beyond-storefront.ts`,
 * a chunk of its own loaded with it (`loadAllTexts` in lib/i18n.ts), so a Bangla reader's
 * home page and shop load only the storefront's texts.
 */
export const beyondStorefront = { auth, cart, content, dashboard, errors, messages, orders, prescriptions, sellers };

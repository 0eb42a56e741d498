import type { beyondStorefront as english } from '../en/beyond-storefront';
import { auth } from './auth';
import { cart } from './cart';
import { content } from './content';
import { dashboard } from './dashboard';
import { errors } from './errors';
import { lots } from './lots';
import { messages } from './messages';
import { orders } from './orders';
import { prescriptions } from './prescriptions';
import { requests } from './requests';
import { rxOrders } from './rx-orders';
import { sellers } from './sellers';
import type { TextsLike } from './shape';

/**
 * বাংলা লেখা, দোকানের বাইরের অংশের: the Bangla counterpart of `en/beyond-storefront.ts`,
 * a chunk of its own loaded with it (`loadAllTexts` in lib/i18n.ts), so a Bangla reader's
 * home page and shop load only the storefront's texts. Typed as the English part, so a
 * namespace added to one and not the other does not build.
 */
export const beyondStorefront: TextsLike<typeof english> = {
  auth,
  cart,
  content,
  dashboard,
  errors,
  lots,
  messages,
  orders,
  prescriptions,
  requests,
  rxOrders,
  sellers,
};

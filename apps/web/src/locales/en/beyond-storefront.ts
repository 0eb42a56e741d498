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

/**
 * The English texts beyond the storefront's (signing in, the cart and payments, the
 * dashboards, server errors): a chunk of their own, which the pages that show them
 * wait for (`loadAllTexts` in lib/i18n.ts), so the home page and the shop load
 * without them.
 */
export const beyondStorefront = {
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

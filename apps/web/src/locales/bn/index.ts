import type { Translation } from '../en';
import { auth } from './auth';
import { cart } from './cart';
import { common } from './common';
import { content } from './content';
import { dashboard } from './dashboard';
import { errors } from './errors';
import { messages } from './messages';
import { orders } from './orders';
import { prescriptions } from './prescriptions';
import { requests } from './requests';
import { sellers } from './sellers';
import { storefront } from './storefront';
import type { TextsLike } from './shape';

/** Bangla texts: loaded only when a visitor chooses or is detected as বাংলা. */
export const bn: TextsLike<Translation> = {
  common,
  storefront,
  auth,
  cart,
  content,
  dashboard,
  errors,
  messages,
  orders,
  prescriptions,
  requests,
  sellers,
};

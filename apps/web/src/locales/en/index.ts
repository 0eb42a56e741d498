import { auth } from './auth';
import { cart } from './cart';
import { common } from './common';
import { dashboard } from './dashboard';
import { errors } from './errors';
import { storefront } from './storefront';

export const en = { common, storefront, auth, cart, dashboard, errors };
export type Translation = typeof en;

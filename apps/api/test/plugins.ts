import { cardPaymentFlow } from '../src/flows/card-payment/card-payment.flow-plugin.js';
import { medicineClassFlow } from '../src/flows/medicine-class/medicine-class.flow-plugin.js';
import { placeOrderFlow } from '../src/flows/place-order/place-order.flow-plugin.js';
import { prescriptionOrderFlow } from '../src/flows/prescription-order/prescription-order.flow-plugin.js';
import { prescriptionReviewFlow } from '../src/flows/prescription-review/prescription-review.flow-plugin.js';
import { siteMapFlow } from '../src/flows/site-map/site-map.flow-plugin.js';
import { antibioticRegisterModule } from '../src/modules/antibiotic-register/antibiotic-register.module.js';
import { medicineRequestsModule } from '../src/modules/medicine-requests/medicine-requests.module.js';
import { sellerLicensingFlow } from '../src/flows/seller-licensing/seller-licensing.flow-plugin.js';
import { recallFlow } from '../src/flows/recall/recall.flow-plugin.js';
import { orderReturnFlow } from '../src/flows/order-return/order-return.flow-plugin.js';
import { auditModule } from '../src/modules/audit/audit.module.js';
import { authModule } from '../src/modules/auth/auth.module.js';
import { cartsModule } from '../src/modules/carts/carts.module.js';
import { catalogModule } from '../src/modules/catalog/catalog.module.js';
import { contentModule } from '../src/modules/content/content.module.js';
import { healthModule } from '../src/modules/health/health.module.js';
import { notificationsModule } from '../src/modules/notifications/notifications.module.js';
import { ordersModule } from '../src/modules/orders/orders.module.js';
import { paymentsModule } from '../src/modules/payments/payments.module.js';
import { prescriptionRequestsModule } from '../src/modules/prescription-requests/prescription-requests.module.js';
import { prescriptionsModule } from '../src/modules/prescriptions/prescriptions.module.js';
import { sellersModule } from '../src/modules/sellers/sellers.module.js';
import { statsModule } from '../src/modules/stats/stats.module.js';
import { uploadsModule } from '../src/modules/uploads/uploads.module.js';
import { usersModule } from '../src/modules/users/users.module.js';

/** What fastify-plugin records of a plugin: its name, the plugins and decorations it needs. */
export interface PluginMeta {
  name?: string;
  dependencies?: string[];
  decorators?: { fastify?: string[] };
}

export const metaOf = (plugin: unknown) => (plugin as Record<symbol, PluginMeta>)[Symbol.for('plugin-meta')] ?? {};

/** Every module's plugin, by the module's folder name under apps/api/src/modules/. */
export const modulePlugins = {
  'antibiotic-register': antibioticRegisterModule,
  audit: auditModule,
  auth: authModule,
  carts: cartsModule,
  catalog: catalogModule,
  content: contentModule,
  health: healthModule,
  'medicine-requests': medicineRequestsModule,
  notifications: notificationsModule,
  orders: ordersModule,
  payments: paymentsModule,
  'prescription-requests': prescriptionRequestsModule,
  prescriptions: prescriptionsModule,
  sellers: sellersModule,
  stats: statsModule,
  uploads: uploadsModule,
  users: usersModule,
};

/** Every flow's plugin (apps/api/src/flows/<flow>/), by its folder name. */
export const flowPlugins = {
  'card-payment': cardPaymentFlow,
  'medicine-class': medicineClassFlow,
  'order-return': orderReturnFlow,
  'place-order': placeOrderFlow,
  'prescription-order': prescriptionOrderFlow,
  'prescription-review': prescriptionReviewFlow,
  recall: recallFlow,
  'seller-licensing': sellerLicensingFlow,
  'site-map': siteMapFlow,
};

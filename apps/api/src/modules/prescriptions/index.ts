export { prescriptionsRoutes } from './prescriptions.routes.js';

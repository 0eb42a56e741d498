export { recordAudit, type AuditActor, type AuditEvent } from './audit.js';
export { requestContextPlugin } from './request-context.js';
export { auditRoutes } from './audit.routes.js';

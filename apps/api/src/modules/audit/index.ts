export { recordAudit, type AuditActor, type AuditEvent } from './audit.js';
export { auditModule } from './audit.module.js';

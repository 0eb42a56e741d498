export { recordAudit, type AuditActor, type AuditEvent } from './audit.js';

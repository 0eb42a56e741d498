export { recordAudit, recordAudits, type AuditEvent } from './audit.js';

export { recordAudit } from './audit.js';

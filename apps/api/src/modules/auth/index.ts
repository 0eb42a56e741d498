// What other modules and the server may use of accounts and sign-in.
export {
  CLIENT_IP_HEADER,
  createAuth,
  offeredEndpoints,
  registrationRole,
  setCredentialPassword,
  type Auth,
} from './auth.js';
export { assertMayOrder } from './email-verification.js';
export { crossSiteMessage, shopOrigins } from './origins.js';
export { createAttemptLimits, type AttemptLimits } from './attempt-limits.js';
export { createSessionReader, type SessionReader, type StoredSession } from './session-reader.js';
export { authModule } from './auth.module.js';

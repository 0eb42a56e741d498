// What other modules and the server may use of accounts and sign-in.
export { setCredentialPassword } from './password-hashing.js';
export { assertMayOrder } from './email-verification.js';

// What other modules and the server may use of users.
export { pharmacistRegistrations, users } from './users.schema.js';
export { registrationsOf, requireRegistration } from './pharmacists.js';
// What the users routes need of modules above them, filled in by the server.
export type { UsersNeeds } from './users-needs.js';

// What other modules and the server may use of users.
export { users } from './users.schema.js';
// What the users routes need of modules above them, filled in by the server.
export type { UsersNeeds } from './users-needs.js';

// What other modules and the server may use of users.
export { users } from './users.schema.js';

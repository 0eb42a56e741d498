// What other modules and flows may use of orders by prescription only: the shopper's answer to a
// pharmacist's order inside a flow's transaction (accepting fills the cart: flows/prescription-order),
// and reading a request back. The server imports the plugin from prescription-requests.module.ts;
// tests reach the tables through test/tables.ts.
export { answerProposalIn, proposalExpired, type Caller } from './prescription-requests.service.js';
export { readRequest } from './prescription-requests.repository.js';

// What other modules may use of orders by prescription only: nothing (the server imports the plugin
// from prescription-requests.module.ts; tests reach the tables through test/tables.ts).
export {};

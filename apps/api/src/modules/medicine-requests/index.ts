// What other modules may use of medicine requests: nothing (the server imports the plugin from
// medicine-requests.module.ts; tests reach the table through test/tables.ts).
export {};

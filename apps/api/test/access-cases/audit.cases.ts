import { type AccessCase, adminsOnly, headersOf } from '../access-matrix.js';

const ADMINS_ONLY = adminsOnly();

export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/audit',
    name: 'the audit trail',
    request: (world, as) => ({ method: 'GET', url: '/api/audit?limit=5', headers: headersOf(world, as) }),
    expect: ADMINS_ONLY,
  },
  {
    route: 'GET /api/audit/export.csv',
    name: 'the audit trail as CSV',
    request: (world, as) => ({
      method: 'GET',
      url: '/api/audit/export.csv?action=user.role_changed',
      headers: headersOf(world, as),
    }),
    expect: ADMINS_ONLY,
  },
];

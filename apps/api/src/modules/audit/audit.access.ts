import type { AccessCase, MatrixWorld, Persona } from '../../../test/access-matrix.js';

const headersOf = (world: MatrixWorld, as: Persona) => (as === 'visitor' ? {} : world.people[as].headers);
const ADMINS_ONLY = {
  visitor: 401,
  user: 403,
  otherUser: 403,
  pharmacist: 403,
  seller: 403,
  otherSeller: 403,
  admin: 200,
} as const;

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

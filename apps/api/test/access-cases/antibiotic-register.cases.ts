import { type AccessCase, everyone, headersOf } from '../access-matrix.js';

/** Pharmacists and admins read the register; visitors are asked to sign in, anyone else is refused. */
const REVIEWERS = { ...everyone(403), visitor: 401, pharmacist: 200, admin: 200 };

export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/antibiotic-register',
    name: 'the antibiotic register',
    request: (world, as) => ({ method: 'GET', url: '/api/antibiotic-register?limit=5', headers: headersOf(world, as) }),
    expect: REVIEWERS,
  },
  {
    route: 'GET /api/antibiotic-register/export.csv',
    name: 'the antibiotic register as CSV',
    request: (world, as) => ({
      method: 'GET',
      url: '/api/antibiotic-register/export.csv?from=2026-01-01',
      headers: headersOf(world, as),
    }),
    expect: REVIEWERS,
  },
  {
    route: 'GET /api/pharmacists',
    name: 'pharmacists with their Pharmacy Council registration',
    request: (world, as) => ({ method: 'GET', url: '/api/pharmacists', headers: headersOf(world, as) }),
    expect: REVIEWERS,
  },
  {
    route: 'PUT /api/pharmacists/:id/registration',
    name: 'record a pharmacist’s registration',
    request: (world, as) => ({
      method: 'PUT',
      url: `/api/pharmacists/${world.people.pharmacist.id}/registration`,
      headers: { ...headersOf(world, as), 'content-type': 'application/json' },
      payload: { registration: 'A-424242' },
    }),
    expect: { ...everyone(403), visitor: 401, admin: 200 },
  },
];

import { type AccessCase, headersOf } from '../access-matrix.js';

export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/health',
    name: 'the health check (for load balancers)',
    request: (world, as) => ({ method: 'GET', url: '/api/health', headers: headersOf(world, as) }),
    expect: { visitor: 200, user: 200, otherUser: 200, pharmacist: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
];

import type { AccessCase } from '../access-matrix.js';
import { usersOrder } from './orders.cases.js';

export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/orders/:number/packing-slip.pdf',
    name: "the packing slip of the user's order from the seller",
    request: async (world, as) => ({
      method: 'GET',
      url: `/api/orders/${await usersOrder(world)}/packing-slip.pdf`,
      headers: as === 'visitor' ? {} : world.people[as].headers,
    }),
    // Its seller and admins; its buyer is told it is not theirs; anyone else, as if it did not exist.
    expect: { visitor: 401, user: 403, otherUser: 404, pharmacist: 404, seller: 200, otherSeller: 404, admin: 200 },
  },
];

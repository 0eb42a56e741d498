import type { AccessCase } from '../access-matrix.js';
import { uploadRequest } from '../../src/modules/uploads/uploads.test-helpers.js';

export const accessCases: AccessCase[] = [
  {
    route: 'POST /api/uploads',
    // Text, not a picture: past the access check it is refused by content (415), so nothing is stored.
    name: 'a file that is not an image',
    request: (world, as) =>
      uploadRequest(as === 'visitor' ? {} : world.people[as].headers, {
        name: 'notes.png',
        type: 'image/png',
        bytes: Buffer.from('just some text, not a picture'),
      }),
    expect: { visitor: 401, user: 403, otherUser: 403, pharmacist: 403, seller: 415, otherSeller: 415, admin: 415 },
  },
];

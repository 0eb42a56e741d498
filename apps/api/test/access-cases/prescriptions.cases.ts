import { type AccessCase, headersOf, type MatrixWorld, type Persona, signedIn } from '../access-matrix.js';
import { pngPage, prescriptionUpload } from '../../src/modules/prescriptions/prescriptions.test-helpers.js';

const SIGNED_IN = signedIn;
/** Pharmacists and admins review; everyone else signed in is refused. */
const REVIEWERS = {
  visitor: 401,
  user: 403,
  otherUser: 403,
  pharmacist: 200,
  seller: 403,
  otherSeller: 403,
  admin: 200,
} as const;
/** The `user` persona's prescription: its owner, pharmacists and admins see it; to anyone else it does not exist. */
const OWNER_AND_REVIEWERS = {
  visitor: 401,
  user: 200,
  otherUser: 404,
  pharmacist: 200,
  seller: 404,
  otherSeller: 404,
  admin: 200,
} as const;

/** A fresh pending prescription of the `user` persona with one page. */
async function usersPrescription(world: MatrixWorld): Promise<{ id: string; pageId: string }> {
  const res = await world.t.app.inject(await prescriptionUpload(world.people.user.headers, [await pngPage()]));
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { id: string; pages: { id: string }[] };
  return { id: body.id, pageId: body.pages[0]!.id };
}

/** A link to the page that `to` asked for (the user's own link for a visitor). */
async function linkFor(world: MatrixWorld, to: Exclude<Persona, 'visitor'>, p: { id: string; pageId: string }) {
  const res = await world.t.app.inject({
    method: 'POST',
    url: `/api/prescriptions/${p.id}/pages/${p.pageId}/link`,
    headers: world.people[to].headers,
  });
  return (res.json() as { url: string }).url;
}

export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/prescriptions',
    name: "one's own prescriptions",
    request: (world, as) => ({ method: 'GET', url: '/api/prescriptions', headers: headersOf(world, as) }),
    expect: SIGNED_IN(200),
  },
  {
    route: 'POST /api/prescriptions',
    name: 'uploading one of one’s own',
    request: async (world, as) => prescriptionUpload(headersOf(world, as), [await pngPage()]),
    expect: SIGNED_IN(201),
  },
  {
    route: 'GET /api/prescriptions/pending',
    name: 'the review queue',
    request: (world, as) => ({ method: 'GET', url: '/api/prescriptions/pending', headers: headersOf(world, as) }),
    expect: REVIEWERS,
  },
  {
    route: 'GET /api/prescriptions/:id',
    name: "the user persona's prescription",
    request: async (world, as) => ({
      method: 'GET',
      url: `/api/prescriptions/${(await usersPrescription(world)).id}`,
      headers: headersOf(world, as),
    }),
    expect: OWNER_AND_REVIEWERS,
  },
  {
    route: 'DELETE /api/prescriptions/:id',
    name: "the user persona's prescription (its owner alone deletes it)",
    request: async (world, as) => ({
      method: 'DELETE',
      url: `/api/prescriptions/${(await usersPrescription(world)).id}`,
      headers: headersOf(world, as),
    }),
    expect: { visitor: 401, user: 200, otherUser: 404, pharmacist: 404, seller: 404, otherSeller: 404, admin: 404 },
  },
  {
    route: 'POST /api/prescriptions/:id/pages/:pageId/link',
    name: "a link to a page of the user persona's prescription",
    request: async (world, as) => {
      const p = await usersPrescription(world);
      return {
        method: 'POST',
        url: `/api/prescriptions/${p.id}/pages/${p.pageId}/link`,
        headers: headersOf(world, as),
      };
    },
    expect: OWNER_AND_REVIEWERS,
  },
  {
    route: 'GET /api/prescription-files/:pageId',
    name: 'a page through the link issued to the user persona (nobody else may use it)',
    request: async (world, as) => ({
      method: 'GET',
      url: await linkFor(world, 'user', await usersPrescription(world)),
      headers: headersOf(world, as),
    }),
    expect: { visitor: 401, user: 200, otherUser: 404, pharmacist: 404, seller: 404, otherSeller: 404, admin: 404 },
  },
  {
    route: 'GET /api/prescription-files/:pageId',
    name: 'a page through a link issued to the caller (only those who may see it get one that works)',
    request: async (world, as) => {
      const p = await usersPrescription(world);
      const allowed = as === 'user' || as === 'pharmacist' || as === 'admin';
      return {
        method: 'GET',
        url: await linkFor(world, allowed ? as : 'user', p),
        headers: headersOf(world, as),
      };
    },
    expect: OWNER_AND_REVIEWERS,
  },
  ...(['claim', 'approve', 'reject'] as const).map((step): AccessCase => ({
    route: `POST /api/prescriptions/:id/${step}`,
    name: `${step} a pending prescription of the user persona`,
    request: async (world, as) => ({
      method: 'POST',
      url: `/api/prescriptions/${(await usersPrescription(world)).id}/${step}`,
      headers: headersOf(world, as),
      payload: step === 'reject' ? { reason: 'unreadable' } : {},
    }),
    expect: REVIEWERS,
  })),
  {
    route: 'DELETE /api/prescriptions/:id/claim',
    name: 'stop reviewing a pending prescription of the user persona',
    request: async (world, as) => ({
      method: 'DELETE',
      url: `/api/prescriptions/${(await usersPrescription(world)).id}/claim`,
      headers: headersOf(world, as),
    }),
    expect: REVIEWERS,
  },
];

import { type AccessCase, adminsOnly, everyone, headersOf, type MatrixWorld, type Persona } from '../access-matrix.js';
import { DEFAULT_FOOTER, DEFAULT_HOURS, DEFAULT_NOTICE } from '../../src/modules/content/content-data.js';

const EVERYONE = everyone(200);
const NOBODY = everyone(404);
/** Admins only: visitors are asked to sign in, everyone else refused. */
const ADMINS = adminsOnly();

const put = (url: string, payload: unknown) => (world: MatrixWorld, as: Persona) => ({
  method: 'PUT' as const,
  url,
  headers: headersOf(world, as),
  payload: payload as object,
});

const page = {
  title: { en: 'Matrix page', bn: 'ম্যাট্রিক্স পাতা' },
  body: { en: 'Some *text*.', bn: 'কিছু *লেখা*।' },
};

/** The site's content: read by everyone, written by admins only. */
export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/content',
    name: 'the site content',
    request: (world, as) => ({ method: 'GET', url: '/api/content', headers: headersOf(world, as) }),
    expect: EVERYONE,
  },
  {
    route: 'PUT /api/content/notice',
    name: 'the notice panel',
    request: put('/api/content/notice', DEFAULT_NOTICE),
    expect: ADMINS,
  },
  {
    route: 'PUT /api/content/hours',
    name: 'the hours',
    request: put('/api/content/hours', DEFAULT_HOURS),
    expect: ADMINS,
  },
  {
    route: 'PUT /api/content/footer',
    name: 'the footer',
    request: put('/api/content/footer', DEFAULT_FOOTER),
    expect: ADMINS,
  },
  {
    route: 'PUT /api/content/sponsors',
    name: 'the sponsors',
    request: put('/api/content/sponsors', {
      sponsors: [{ name: 'Matrix Pharma', image: '/images/sponsors/aci.webp', link: null }],
    }),
    expect: ADMINS,
  },
  {
    route: 'GET /api/sponsors',
    name: 'the sponsors',
    request: (world, as) => ({ method: 'GET', url: '/api/sponsors', headers: headersOf(world, as) }),
    expect: EVERYONE,
  },
  {
    route: 'GET /api/pages',
    name: 'the simple pages',
    request: (world, as) => ({ method: 'GET', url: '/api/pages', headers: headersOf(world, as) }),
    expect: EVERYONE,
  },
  {
    route: 'GET /api/pages/:slug',
    name: 'a page that exists',
    request: async (world, as) => {
      await world.t.app.inject(put('/api/pages/matrix-read', page)(world, 'admin'));
      return { method: 'GET', url: '/api/pages/matrix-read', headers: headersOf(world, as) };
    },
    expect: EVERYONE,
  },
  {
    route: 'GET /api/pages/:slug',
    name: 'a page that does not exist',
    request: (world, as) => ({ method: 'GET', url: '/api/pages/no-such-page', headers: headersOf(world, as) }),
    expect: NOBODY,
  },
  { route: 'PUT /api/pages/:slug', name: 'a page', request: put('/api/pages/matrix-write', page), expect: ADMINS },
];

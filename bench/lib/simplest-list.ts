/**
 * The yardstick the uncached product list is weighed against (`npm run bench:api`, the
 * "vs simplest" rows): a bare Fastify handler answering the same page of the same rows
 * with the simplest indexed query that finds them, and nothing else — no medicine facts,
 * no count, no validation, no hooks. The shop's answer carries far more; the ratio of the
 * two says how much of the machine the shop's extras take.
 *
 * - A category page: `category = $1` on the category index, newest first, the page's limit and offset.
 * - A filtered page (a form, in stock): `form = $1 and stock > 0` on the form index, likewise.
 * - A search page: a search's work is finding the names; the simplest query for the rows it
 *   found is their primary keys, so the bare handler asks the shop's search once at start-up
 *   and then reads those rows by id.
 */
import { CATEGORIES } from '@medibazaar/contract';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../apps/api/src/db/client.js';
import { listPage, prepareList, type RawQuery } from './servers.js';

const PAGES = [1, 2, 3];
const FORMS = ['tablet', 'capsule', 'syrup'] as const;

/** The category pages: the first three of each category, in turn. */
export const CATEGORY_PAGE_PATHS = CATEGORIES.flatMap((category) =>
  PAGES.map((page) => `/api/products?category=${encodeURIComponent(category)}&page=${page}&limit=12`),
);
/** A search as typed, misspelt (the shop tolerates it): its first three pages. */
export const SEARCH_PAGE_PATHS = PAGES.map((page) => `/api/products?q=paracetamole&page=${page}&limit=12`);
/** Pages narrowed by two of the shop's filters, which the kept pages never hold: a form, in stock. */
export const FILTERED_PAGE_PATHS = FORMS.flatMap((form) =>
  PAGES.map((page) => `/api/products?form=${form}&inStock=true&page=${page}&limit=12`),
);

/** Where the bare server answers a shop path with its simplest query. */
export const SIMPLEST_PREFIX = '/simplest';

const COLUMNS = 'id, name, category, price_cents, description, image, discount_percent, stock';
const ORDER = 'order by created_at desc, id desc limit $2 offset $3';

interface Simplest {
  text: string;
  params: unknown[];
}

function simplestFor(url: URL): Simplest | null {
  const q = url.searchParams;
  const limit = Number(q.get('limit') ?? 12);
  const offset = (Number(q.get('page') ?? 1) - 1) * limit;
  const category = q.get('category');
  const form = q.get('form');
  if (category && !q.get('q'))
    return { text: `select ${COLUMNS} from products where category = $1 ${ORDER}`, params: [category, limit, offset] };
  if (form)
    return {
      text: `select ${COLUMNS} from products where form = $1 and stock > 0 ${ORDER}`,
      params: [form, limit, offset],
    };
  return null;
}

/**
 * Adds `GET /simplest/api/products?…` for every path above to the bare server. A search's rows
 * are found once, here, by the shop's own statements (decision 034's search), then read by id.
 */
export async function addSimplestList(app: FastifyInstance, db: DbOrTx, raw: RawQuery) {
  const byPath = new Map<string, Simplest>();
  for (const path of [...CATEGORY_PAGE_PATHS, ...FILTERED_PAGE_PATHS]) {
    const simplest = simplestFor(new URL(path, 'http://x'));
    if (!simplest) throw new Error(`no simplest query for ${path}`);
    byPath.set(path, simplest);
  }
  for (const path of SEARCH_PAGE_PATHS) {
    const page = await listPage(prepareList(db, path), raw);
    const ids = page.items.map((p) => p._id);
    if (!ids.length) throw new Error(`the search ${path} found nothing to read back`);
    byPath.set(path, { text: `select ${COLUMNS} from products where id = any($1::uuid[])`, params: [ids] });
  }
  app.get(`${SIMPLEST_PREFIX}/api/products`, async (req, reply) => {
    const simplest = byPath.get(req.url.slice(SIMPLEST_PREFIX.length));
    if (!simplest) return reply.code(404).send({ message: 'not a benchmark URL' });
    return { items: await raw(simplest.text, simplest.params) };
  });
}

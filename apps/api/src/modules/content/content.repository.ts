import {
  FooterContentSchema,
  HoursContentSchema,
  NoticeContentSchema,
  type ContentBlock,
  type ContentSponsor,
  type FooterContent,
  type HoursContent,
  type NoticeContent,
  type PageInput,
  type SiteContent,
  type SitePage,
  type SitePageSummary,
} from '@medibazaar/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { siteContent, sitePages, sponsors } from './content.schema.js';
import { DEFAULT_FOOTER, DEFAULT_HOURS, DEFAULT_NOTICE, DEFAULT_PAGES } from './content-data.js';

interface Blocks {
  notice: NoticeContent;
  hours: HoursContent;
  footer: FooterContent;
}
const DEFAULTS: Blocks = { notice: DEFAULT_NOTICE, hours: DEFAULT_HOURS, footer: DEFAULT_FOOTER };
const SCHEMAS = { notice: NoticeContentSchema, hours: HoursContentSchema, footer: FooterContentSchema };

export async function listSponsors(db: DbOrTx): Promise<ContentSponsor[]> {
  const rows = await db
    .select({ id: sponsors.id, name: sponsors.name, image: sponsors.image, link: sponsors.link })
    .from(sponsors)
    .orderBy(asc(sponsors.sortOrder), asc(sponsors.name));
  return rows.map((r) => ({ _id: r.id, name: r.name, image: r.image, link: r.link }));
}

/** All of the site's content: stored blocks, else the first content; the sponsors in their order. */
export async function readSiteContent(db: DbOrTx): Promise<SiteContent> {
  const [rows, sponsorList, [latestSponsor]] = await Promise.all([
    db.select({ key: siteContent.key, value: siteContent.value, updatedAt: siteContent.updatedAt }).from(siteContent),
    listSponsors(db),
    db.select({ at: sql<string | null>`max(${sponsors.updatedAt})::text` }).from(sponsors),
  ]);
  const blocks: Blocks = { ...DEFAULTS };
  let updatedAt: Date | null = null;
  for (const row of rows) {
    if (!(row.key in SCHEMAS)) continue;
    const key = row.key as ContentBlock;
    // Written through the same schema; a row that no longer fits (an older shape) shows the first content.
    const parsed = SCHEMAS[key].safeParse(row.value);
    if (parsed.success) (blocks as unknown as Record<string, unknown>)[key] = parsed.data;
    if (!updatedAt || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  const sponsorsAt = latestSponsor?.at ? new Date(latestSponsor.at) : null;
  if (sponsorsAt && updatedAt && sponsorsAt > updatedAt) updatedAt = sponsorsAt;
  return { ...blocks, sponsors: sponsorList, updatedAt: updatedAt?.toISOString() ?? null };
}

/** Stores one block (already checked by the route's schema), counting the write. */
export async function saveBlock<K extends ContentBlock>(db: DbOrTx, key: K, value: Blocks[K], userId: string | null) {
  await db
    .insert(siteContent)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({
      target: siteContent.key,
      set: { value, version: sql`${siteContent.version} + 1`, updatedAt: sql`now()`, updatedBy: userId },
    });
}

/** Replaces the sponsor list with `list`, in its order. */
export async function replaceSponsors(
  db: Db,
  list: { name: string; image: string; link: string | null }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sponsors);
    if (list.length) {
      await tx
        .insert(sponsors)
        .values(list.map((s, i) => ({ name: s.name.trim(), image: s.image, link: s.link, sortOrder: i })));
    }
  });
}

const pageColumns = {
  slug: sitePages.slug,
  titleEn: sitePages.titleEn,
  titleBn: sitePages.titleBn,
  updatedAt: sitePages.updatedAt,
};

export async function listPages(db: DbOrTx): Promise<SitePageSummary[]> {
  const rows = await db.select(pageColumns).from(sitePages).orderBy(asc(sitePages.slug));
  return rows.map((r) => ({
    slug: r.slug,
    title: { en: r.titleEn, bn: r.titleBn },
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function findPage(db: DbOrTx, slug: string): Promise<SitePage | null> {
  const [row] = await db
    .select({ ...pageColumns, bodyEn: sitePages.bodyEn, bodyBn: sitePages.bodyBn })
    .from(sitePages)
    .where(eq(sitePages.slug, slug));
  if (!row) return null;
  return {
    slug: row.slug,
    title: { en: row.titleEn, bn: row.titleBn },
    body: { en: row.bodyEn, bn: row.bodyBn },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Creates or rewrites a page. */
export async function savePage(db: DbOrTx, slug: string, page: PageInput, userId: string | null): Promise<SitePage> {
  const values = {
    titleEn: page.title.en.trim(),
    titleBn: page.title.bn.trim(),
    bodyEn: page.body.en,
    bodyBn: page.body.bn,
    updatedBy: userId,
  };
  const [row] = await db
    .insert(sitePages)
    .values({ slug, ...values })
    .onConflictDoUpdate({
      target: sitePages.slug,
      set: { ...values, version: sql`${sitePages.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: sitePages.updatedAt });
  return {
    slug,
    title: { en: values.titleEn, bn: values.titleBn },
    body: { en: values.bodyEn, bn: values.bodyBn },
    updatedAt: row!.updatedAt.toISOString(),
  };
}

/**
 * Writes the first content once: blocks and pages that have no row yet. The sponsors
 * come with the first content only, so sponsors an admin removed or changed since
 * stay as the admin left them.
 */
export async function seedContent(db: Db, seedSponsors: { name: string; image: string }[]): Promise<void> {
  const added = await db
    .insert(siteContent)
    .values((Object.keys(DEFAULTS) as ContentBlock[]).map((key) => ({ key, value: DEFAULTS[key] })))
    .onConflictDoNothing()
    .returning({ key: siteContent.key });
  if (added.some((r) => r.key === 'footer')) {
    await db
      .insert(sponsors)
      .values(seedSponsors.map((s, i) => ({ name: s.name, image: s.image, sortOrder: i })))
      .onConflictDoNothing();
  }
  await db
    .insert(sitePages)
    .values(
      Object.entries(DEFAULT_PAGES).map(([slug, p]) => ({
        slug,
        titleEn: p.title.en,
        titleBn: p.title.bn,
        bodyEn: p.body.en,
        bodyBn: p.body.bn,
      })),
    )
    .onConflictDoNothing();
}

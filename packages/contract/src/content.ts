import { z } from 'zod';
import { CONTROL_CHARACTER } from './constants.js';

/**
 * The content an admin edits (docs/product.md#site-content): the home page's notice
 * panel and business hours, the footer, the sponsors, and simple pages (About,
 * Terms, …). Every text a visitor reads comes in English and Bangla. The shop's
 * first content is the one docs/product.md#home describes (apps/api/src/modules/content/defaults.ts).
 */
export const CONTENT_LIMITS = {
  ticker: 300,
  message: 500,
  about: 600,
  address: 300,
  phone: 40,
  url: 2048,
  columns: 4,
  columnTitle: 40,
  linksPerColumn: 8,
  linkLabel: 60,
  socials: 8,
  sponsors: 20,
  sponsorName: 120,
  pageTitle: 120,
  pageBody: 20_000,
  slug: 60,
} as const;

/** The networks the footer has an icon for. */
export const SOCIAL_NETWORKS = ['facebook', 'x', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** One line of text: trimmed, no control characters. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep this to ${max} characters or fewer.`)
    .refine((s) => !CONTROL_CHARACTER.test(s), 'Use one line, without control characters.');

/** Text of several lines (Markdown): newlines and tabs allowed, other control characters not. */
const multiline = (max: number) =>
  z
    .string()
    .max(max, `Keep this to ${max} characters or fewer.`)
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), 'Remove the control characters.');

const filled = (s: string) => s.trim().length > 0;
const requiredLine = (max: number) => line(max).refine(filled, 'Fill in this text.');
const requiredMultiline = (max: number) => multiline(max).refine(filled, 'Fill in this text.');

/** A text in both languages, both required. */
export const localized = (max: number) => z.object({ en: requiredLine(max), bn: requiredLine(max) }).strict();
/** A text in both languages that may be left empty (then it is not shown). */
export const optionalLocalized = (max: number) => z.object({ en: line(max), bn: line(max) }).strict();

export const LocalizedTextSchema = z.object({ en: z.string(), bn: z.string() });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}
/** A path of this shop: starts with one slash, no spaces, and is more than a fragment ('/#' leads nowhere). */
const isShopPath = (value: string) => /^\/(?![/\\#])[^\s\\]*$/.test(value) || value === '/';

/** A web address outside the shop: http(s) only (never javascript:, data: and the like). */
export const HttpUrlSchema = line(CONTENT_LIMITS.url).refine(
  isHttpUrl,
  'Enter an address starting with http:// or https://.',
);
/** Where a footer link goes: a page of this shop (`/shop`, `/pages/about`) or an http(s) address. */
export const LinkHrefSchema = line(CONTENT_LIMITS.url).refine(
  (v) => isShopPath(v) || isHttpUrl(v),
  'Enter a page of this shop starting with / (like /pages/about) or an address starting with http:// or https://.',
);
/** A sponsor's logo: a picture of this shop (`/images/…`, `/uploads/…`) or an http(s) address. */
export const LogoSchema = line(CONTENT_LIMITS.url).refine(
  (v) => (isShopPath(v) && v !== '/') || isHttpUrl(v),
  'Enter a picture of this shop starting with / or an address starting with http:// or https://.',
);

/** A calendar day, YYYY-MM-DD, that exists. */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((v) => {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 2000;
  }, 'Enter a date that exists.');
/** A time of day, 24-hour HH:MM. */
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (24-hour).');

/** The notice panel: the scrolling line, the period the shop is open (none: not shown) and an optional message. */
export const NoticeContentSchema = z
  .object({
    ticker: localized(CONTENT_LIMITS.ticker),
    openPeriod: z.object({ from: IsoDateSchema, until: IsoDateSchema }).strict().nullable(),
    message: optionalLocalized(CONTENT_LIMITS.message),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.openPeriod && v.openPeriod.until < v.openPeriod.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['openPeriod', 'until'],
        message: 'The last day cannot come before the first day.',
      });
    }
  });
export type NoticeContent = z.infer<typeof NoticeContentSchema>;

/** When orders are taken, every day. */
export const HoursContentSchema = z
  .object({ opens: TimeOfDaySchema, closes: TimeOfDaySchema })
  .strict()
  .superRefine((v, ctx) => {
    if (v.closes <= v.opens) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: 'Closing time must come after opening time.' });
    }
  });
export type HoursContent = z.infer<typeof HoursContentSchema>;

export const FooterLinkSchema = z.object({ label: localized(CONTENT_LIMITS.linkLabel), href: LinkHrefSchema }).strict();

export const FooterColumnSchema = z
  .object({
    title: localized(CONTENT_LIMITS.columnTitle),
    links: z
      .array(FooterLinkSchema)
      .max(CONTENT_LIMITS.linksPerColumn, `At most ${CONTENT_LIMITS.linksPerColumn} links.`),
  })
  .strict();

export const SocialLinkSchema = z.object({ network: z.enum(SOCIAL_NETWORKS), url: HttpUrlSchema }).strict();

/** The footer: about text, phone, address, social links and link columns. */
export const FooterContentSchema = z
  .object({
    about: localized(CONTENT_LIMITS.about),
    phone: line(CONTENT_LIMITS.phone),
    address: optionalLocalized(CONTENT_LIMITS.address),
    socials: z.array(SocialLinkSchema).max(CONTENT_LIMITS.socials, `At most ${CONTENT_LIMITS.socials} links.`),
    columns: z.array(FooterColumnSchema).max(CONTENT_LIMITS.columns, `At most ${CONTENT_LIMITS.columns} columns.`),
  })
  .strict();
export type FooterContent = z.infer<typeof FooterContentSchema>;

/** A sponsor as stored and shown: logo, name and, when it has one, its website. */
export const SponsorInputSchema = z
  .object({
    name: requiredLine(CONTENT_LIMITS.sponsorName),
    image: LogoSchema,
    link: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), HttpUrlSchema.nullable()),
  })
  .strict();
export type SponsorInput = z.input<typeof SponsorInputSchema>;

export const SponsorsUpdateSchema = z
  .object({
    sponsors: z
      .array(SponsorInputSchema)
      .max(CONTENT_LIMITS.sponsors, `At most ${CONTENT_LIMITS.sponsors} sponsors.`)
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((s, i) => {
          const key = s.name.trim().toLowerCase();
          if (seen.has(key))
            ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'Two sponsors have this name.' });
          seen.add(key);
        });
      }),
  })
  .strict();
export type SponsorsUpdate = z.input<typeof SponsorsUpdateSchema>;

export const ContentSponsorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  link: z.string().nullable(),
});
export type ContentSponsor = z.infer<typeof ContentSponsorSchema>;

/** Everything `GET /api/content` answers: one read for the home page and the footer. */
export const SiteContentSchema = z.object({
  notice: NoticeContentSchema,
  hours: HoursContentSchema,
  footer: FooterContentSchema,
  sponsors: z.array(ContentSponsorSchema),
  /** When any of it last changed (ISO), null while it is all the shop's first content. */
  updatedAt: z.string().nullable(),
});
export type SiteContent = z.infer<typeof SiteContentSchema>;

/** The blocks written one by one (`PUT /api/content/{block}`). */
export const CONTENT_BLOCKS = ['notice', 'hours', 'footer'] as const;
export type ContentBlock = (typeof CONTENT_BLOCKS)[number];

/** A simple page's address: lower-case words joined by hyphens. */
export const PageSlugSchema = z
  .string()
  .max(CONTENT_LIMITS.slug, `Keep the address to ${CONTENT_LIMITS.slug} characters or fewer.`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.');
export const PageSlugParams = z.object({ slug: PageSlugSchema }).strict();

export const PageInputSchema = z
  .object({
    title: localized(CONTENT_LIMITS.pageTitle),
    body: z
      .object({
        en: requiredMultiline(CONTENT_LIMITS.pageBody),
        bn: requiredMultiline(CONTENT_LIMITS.pageBody),
      })
      .strict(),
  })
  .strict();
export type PageInput = z.input<typeof PageInputSchema>;

/** A simple page: its title and its Markdown body, in both languages. */
export const SitePageSchema = z.object({
  slug: z.string(),
  title: LocalizedTextSchema,
  body: LocalizedTextSchema,
  updatedAt: z.string(),
});
export type SitePage = z.infer<typeof SitePageSchema>;

export const SitePageSummarySchema = SitePageSchema.omit({ body: true });
export type SitePageSummary = z.infer<typeof SitePageSummarySchema>;
export const SitePageListSchema = z.array(SitePageSummarySchema);

/**
 * Business constants of the shop (docs/product.md#constants). One place for each. Nothing here uses the
 * schema library: the storefront's first load imports these and must not carry it.
 */

export const SHOP_NAME_DEFAULT = 'MediBazaar';

/**
 * The product categories (docs/product.md#catalogue), in display order: the spec's eight, then
 * Prescription Medicine, which holds the medicines sold on prescription (and those not sold
 * online) so that OTC Medicine holds only what is sold over the counter.
 */
export const CATEGORIES = [
  'OTC Medicine',
  'Devices',
  'Personal Care',
  'WomenChoice',
  'Diabetic Care',
  'Baby Care',
  'Dental Care',
  'Diapers',
  'Prescription Medicine',
] as const;
export type CategoryName = (typeof CATEGORIES)[number];
/** The category that holds only over-the-counter medicines and products that are not medicines. */
export const OTC_CATEGORY = 'OTC Medicine' satisfies CategoryName;
/** Where a prescription or controlled medicine goes instead of OTC_CATEGORY. */
export const PRESCRIPTION_CATEGORY = 'Prescription Medicine' satisfies CategoryName;

/**
 * Roles, stored lower-case. A pharmacist reviews prescriptions (decision 042); an admin may do
 * whatever a pharmacist does.
 */
export const ROLES = ['user', 'seller', 'pharmacist', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a person may choose when registering (never admin). */
export const REGISTRATION_ROLES = ['user', 'seller'] as const satisfies readonly Role[];

export const PAGE_SIZE = {
  shop: 10,
  adminProducts: 10,
  default: 10,
  max: 100,
} as const;

export const TRUNCATE = {
  productName: 15,
  productDescription: 40,
} as const;

export const HERO = {
  slides: 4,
  autoAdvanceMs: 3000,
} as const;

/** Carousel breakpoints (window min-width in px → settings), docs/product.md#constants. */
export const CATEGORY_CAROUSEL = {
  spaceBetween: 5,
  slidesPerView: 1,
  breakpoints: {
    640: { slidesPerView: 2 },
    768: { slidesPerView: 3 },
    1024: { slidesPerView: 4 },
  },
} as const;

export const PRODUCT_CAROUSEL = {
  spaceBetween: 20,
  slidesPerView: 1,
  breakpoints: {
    640: { slidesPerView: 1, spaceBetween: 20 },
    768: { slidesPerView: 2, spaceBetween: 25 },
    1024: { slidesPerView: 3, spaceBetween: 30 },
    1280: { slidesPerView: 3, spaceBetween: 5 },
    1536: { slidesPerView: 4, spaceBetween: 5 },
  },
} as const;

export const ROLE_TOAST_MS = 1500;
export const RECEIPT_WINDOW = { width: 600, height: 400 } as const;

/**
 * A payment's state: `authorized` holds the card for the amount without charging it (orders awaiting a
 * pharmacist's review); it becomes `succeeded` when captured, or `voided` when released without charge.
 */
export const PAYMENT_STATUSES = ['pending', 'authorized', 'succeeded', 'failed', 'voided'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Product limits enforced by the server and mirrored by forms. */
export const PRODUCT_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  priceMax: 100_000,
  discountMax: 90,
  stockMax: 1_000_000,
} as const;

/** The longest search the API takes (longer answers 400); the search box sends at most this. */
export const SEARCH_QUERY_MAX = 100;
/**
 * A search reads only this many characters of its query (the rest is left out): every name
 * the shop searches is shorter (the longest, a maker's Bangla name, has 48), and past it the
 * cost of matching would grow with the query's length.
 */
export const SEARCHED_QUERY_LENGTH = 64;
export const ID_MAX_LENGTH = 64;

/** The languages the shop speaks; an account may remember one of them. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
/**
 * Where a browser remembers the reader's language: its local storage and a cookie of
 * this name, which the server reads to paint a page in that language.
 */
export const LANGUAGE_COOKIE = 'medibazaar.lang';
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The id of the JSON data block in a page the server painted: the API answers the
 * page read for its data before it rendered, keyed by path, so the browser does not
 * fetch them again.
 */
export const FIRST_PAINT_DATA_ID = 'first-paint-data';

/**
 * Any control character (tab and newline included): nothing typed on one line holds one.
 * Here, not beside the schemas, because the storefront's first load checks return addresses with it.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * The dosage forms a medicine can have (docs/product.md#medicines), a fixed list. Kept here,
 * not beside the schemas, so a first load can name them without the schema library.
 */
export const DOSAGE_FORMS = [
  'tablet',
  'capsule',
  'syrup',
  'suspension',
  'injection',
  'infusion',
  'cream',
  'ointment',
  'gel',
  'lotion',
  'drops',
  'eye-drops',
  'ear-drops',
  'nasal-spray',
  'inhaler',
  'suppository',
  'powder',
  'sachet',
  'solution',
  'mouthwash',
] as const;
export type DosageForm = (typeof DOSAGE_FORMS)[number];

/**
 * How a medicine may be sold: over the counter, against a prescription, or not online at all
 * (`controlled`: listed with the reason, never added to a cart).
 */
export const DISPENSING_CLASSES = ['otc', 'prescription', 'controlled'] as const;
export type DispensingClass = (typeof DISPENSING_CLASSES)[number];

/** Limits of the medicine fields, enforced by the server and mirrored by forms. */
export const MEDICINE_LIMITS = {
  genericsMax: 6,
  genericNameMax: 80,
  manufacturerNameMax: 80,
  strengthMax: 60,
  packSizeMax: 10_000,
  packLabelMax: 60,
  textMax: 2000,
  summaryMax: 1000,
  brandBnMax: 120,
} as const;

/** Search suggestions: none below this many characters, at most `max` of them. */
export const SUGGEST = { minLength: 3, max: 8, countCap: 100 } as const;

/**
 * How a product list may be ordered: `best` (the default) is a search's ranking and, without a
 * search, newest first; `price` the price paid (discount applied), cheapest first; `unit-price`
 * that price per tablet, capsule or bottle of the pack (a product not sold in packs counts as one);
 * `name` alphabetical. Ties go newest first. Kept here, not beside the schemas, so the shop's first
 * load reads them without the schema library.
 */
export const PRODUCT_SORTS = ['best', 'price', 'unit-price', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The page sizes the shop offers; the first is its default. */
export const SHOP_PAGE_SIZES = [10, 20, 50] as const;
export type ShopPageSize = (typeof SHOP_PAGE_SIZES)[number];

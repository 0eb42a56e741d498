import { isLanguage, LANGUAGE_COOKIE, type Language } from '@medibazaar/contract';
import { useMemo, useSyncExternalStore } from 'react';
import type { Translation } from '../locales/en';
import { common } from '../locales/en/common';
import { storefront } from '../locales/en/storefront';
import { chosenLanguage, currentLanguage, setChosenLanguage } from './current-language';
import { formatNumber } from './format';
import { linkManifestFor } from '../pwa/register';

export { currentLanguage, readRenderLanguageFrom } from './current-language';

/**
 * The shop's texts in the reader's language (decision 027). Texts live in
 * `locales/<language>` as nested objects; a key is their path
 * (`common.nav.home`). `{{name}}` takes a value, and every number put into a text
 * is written in that text's language (১২টি পণ্য). With a numeric `count`, a text
 * that has plural forms (`results_one`, `results_other`) picks the form the
 * language's plural rules name for it.
 */

/** Each language named in itself, so a reader finds their own whatever the page shows now. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

type PluralForm = Intl.LDMLPluralRule;
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** Every text's key; a text with plural forms is named once, without its `_one`/`_other`. */
type TextKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : T[K] extends readonly unknown[]
      ? never
      : TextKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The keys of lists of texts (the hero's slides), read whole with `returnObjects`. */
type ListKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly unknown[]
      ? `${Prefix}${K}`
      : ListKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type ValueAt<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? ValueAt<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

export type TextKey = TextKeys<Translation>;
type ListKey = ListKeys<Translation>;

/** Values for a text's placeholders; `defaultValue` stands in for a key the texts lack. */
type TextValues = { readonly [name: string]: unknown; readonly defaultValue?: string };

export interface TFunction {
  (key: TextKey, values?: TextValues): string;
  /** A key made at run time (a card brand), with the text to show when the texts lack it. */
  (key: string, values: TextValues & { defaultValue: string }): string;
  <K extends ListKey>(key: K, options: { returnObjects: true }): ValueAt<Translation, K>;
}

type Texts = { readonly [key: string]: unknown };

/**
 * The storefront's English texts come with the first page; Bangla's are a chunk of their
 * own, which English readers never download. The rest comes in parts, in every language in
 * use (decision 060): everything beyond the storefront (`loadAllTexts`), or one area a
 * storefront part needs (`loadTextArea`). A language switched to later gets the same parts.
 */
const loaded: Partial<Record<Language, Texts>> = { en: { common, storefront } };
/** The languages whose first texts are in (English's come with the app). */
const firstTextsIn = new Set<Language>(['en']);
const firstTexts: Record<Exclude<Language, 'en'>, () => Promise<Texts>> = {
  bn: () => import('../locales/bn/first-load').then((m) => m.firstLoad),
};

/**
 * English areas a storefront part loads on its own, without the rest: a list's Add to
 * Cart brings the cart's texts, and the server's error texts come only when an error
 * is to be shown. Each is its own chunk, which the full set imports too.
 */
export type TextArea = 'cart' | 'errors';
type Part = TextArea | 'all';
const parts: Record<Language, Record<Part, () => Promise<Texts>>> = {
  en: {
    all: () => import('../locales/en/beyond-storefront').then((m) => m.beyondStorefront),
    cart: () => import('../locales/en/cart').then((m) => ({ cart: m.cart })),
    errors: () => import('../locales/en/errors').then((m) => ({ errors: m.errors })),
  },
  bn: {
    all: () => import('../locales/bn/beyond-storefront').then((m) => m.beyondStorefront),
    cart: () => import('../locales/bn/cart').then((m) => ({ cart: m.cart })),
    errors: () => import('../locales/bn/errors').then((m) => ({ errors: m.errors })),
  },
};
/** The parts asked for so far: a language loaded later loads them too. */
const wanted = new Set<Part>();
const partLoads = new Map<string, Promise<void>>();

/** Fetches one part of one language's texts, once (again after a failure). */
function loadPart(lng: Language, part: Part): Promise<void> {
  const key = `${lng} ${part}`;
  let load = partLoads.get(key);
  if (!load) {
    load = parts[lng][part]().then(
      (texts) => {
        loaded[lng] = { ...loaded[lng], ...texts };
      },
      (error: unknown) => {
        partLoads.delete(key);
        throw error;
      },
    );
    partLoads.set(key, load);
  }
  return load;
}

/**
 * Asks for a part in the languages it is read in: in the browser the page's own and the one it
 * is turning to, if another (a Bangla reader's page never reads the English cart texts: Bangla
 * has every key); on the server every language whose first texts are in (it paints in each). A
 * language switched to later gets the part then (loadTexts).
 */
async function want(part: Part): Promise<void> {
  wanted.add(part);
  const languages =
    typeof window === 'undefined' ? (Object.keys(loaded) as Language[]) : new Set([chosenLanguage(), requested]);
  await Promise.all([...languages].map((lng) => loadPart(lng, part)));
}

/**
 * Fetches the texts beyond the storefront's (signing in, cart and payments, dashboards,
 * server errors) once. Every page other than the home page and the shop waits for it
 * before it shows (fetched alongside the page's code); the home page and the shop never
 * need it.
 */
export function loadAllTexts(): Promise<void> {
  return want('all');
}

/** Fetches one area of the texts (see `TextArea`), once. */
export function loadTextArea(area: TextArea): Promise<void> {
  return want(area);
}

let requested: Language = chosenLanguage();

/** Fetches a language's texts, once, without switching to it (the server paints in several). */
export async function loadTexts(lng: Language): Promise<void> {
  // Merged, not assigned: a part asked for while these first texts loaded is already in.
  if (lng !== 'en' && !firstTextsIn.has(lng)) {
    const first = await firstTexts[lng]();
    firstTextsIn.add(lng);
    loaded[lng] = { ...first, ...loaded[lng] };
  }
  // What other languages already have, so the page reads the same areas in this one.
  await Promise.all([...wanted].map((part) => loadPart(lng, part)));
}
const listeners = new Set<() => void>();

function lookup(texts: Texts | undefined, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralForm(lng: Language, count: number): PluralForm {
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
  }
  return rules.select(count);
}

/** The text itself: a plural form where the text has them, else the key; English where a language lacks it. */
function find(lng: Language, key: string, count: unknown): unknown {
  for (const texts of lng === 'en' ? [loaded.en] : [loaded[lng], loaded.en]) {
    // Plural rules are asked only for texts that have forms: building them costs the
    // first render time, as any Intl object does (decision 022).
    if (typeof count === 'number' && typeof lookup(texts, `${key}_other`) === 'string') {
      const form = lookup(texts, `${key}_${pluralForm(lng, count)}`);
      return typeof form === 'string' ? form : lookup(texts, `${key}_other`);
    }
    const value = lookup(texts, key);
    if (value !== undefined) return value;
  }
  return undefined;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function translate(lng: Language, key: string, values?: TextValues & { returnObjects?: boolean }): unknown {
  const text = find(lng, key, values?.count);
  if (typeof text !== 'string')
    return text !== undefined && values?.returnObjects ? text : (values?.defaultValue ?? key);
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = lookup(values ?? {}, name);
    if (typeof value === 'number') return formatNumber(value, lng);
    return value === undefined || value === null ? '' : String(value);
  });
}

const fixedT = new Map<Language, TFunction>();
/**
 * The texts of one language; one function a language, so a component's `t` changes only with it.
 * Also read outside components, where the language is not the page's (the server's page heads).
 */
export function textsFor(lng: Language): TFunction {
  let t = fixedT.get(lng);
  if (!t) {
    t = ((key: string, values?: TextValues) => translate(lng, key, values)) as TFunction;
    fixedT.set(lng, t);
  }
  return t;
}

/** The language every text follows now, and its texts, for code outside components. */
const i18n = {
  get language(): Language {
    return currentLanguage();
  },
  t: ((key: string, values?: TextValues) => translate(currentLanguage(), key, values)) as TFunction,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current language's texts; the component renders again when the language changes. */
export function useTranslation() {
  const lng = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return useMemo(() => ({ t: textsFor(lng), i18n }), [lng]);
}

function readStoredLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_COOKIE);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function storeLanguage(lng: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_COOKIE, lng);
  } catch {
    // Private mode or storage full: the choice still holds for this visit.
  }
  // The server reads it to paint the next page in this language before the app loads.
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
}

/** The language a page's address asks for (`?lang=bn`: the links search engines list). */
function languageInAddress(): Language | null {
  if (typeof window === 'undefined') return null;
  const asked = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(asked) ? asked : null;
}

/**
 * The language the address asks for (kept as the reader's choice: they followed a link in it),
 * else the remembered choice, else the browser's own preference, else English.
 */
export function detectLanguage(): Language {
  const asked = languageInAddress();
  if (asked) {
    storeLanguage(asked);
    return asked;
  }
  const stored = readStoredLanguage();
  if (stored) {
    // Choices made before the server read a cookie: tell it too.
    if (!document.cookie.includes(`${LANGUAGE_COOKIE}=${stored}`)) storeLanguage(stored);
    return stored;
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferred.some((l) => l?.toLowerCase().startsWith('bn')) ? 'bn' : 'en';
}

let bengaliFont: Promise<unknown> | null = null;

function applyToDocument(lng: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  // Both languages the shop speaks are written left to right.
  document.documentElement.dir = 'ltr';
  // An install from now on names the shop in this language (its start page opens in it).
  linkManifestFor(lng);
  // The Bengali font's stylesheet, once, the first time the page shows Bangla (decision 036).
  // Not awaited: text shows in a fallback face until the font arrives.
  if (lng === 'bn')
    bengaliFont ??= import('./bengali-font').catch(() => {
      bengaliFont = null;
    });
}

/**
 * Loads the language's texts if needed, then switches every text at once (components
 * using `useTranslation` render again). `remember: false` leaves the browser's stored choice alone.
 */
export async function changeLanguage(lng: Language, { remember = true }: { remember?: boolean } = {}) {
  requested = lng;
  await loadTexts(lng);
  // A later choice made while these texts loaded wins.
  if (requested !== lng) return;
  if (lng !== chosenLanguage()) {
    setChosenLanguage(lng);
    applyToDocument(lng);
    for (const listener of listeners) listener();
  }
  if (remember) {
    storeLanguage(lng);
    // An address that asked for the other language would undo the choice on the next load.
    const asked = languageInAddress();
    if (asked && asked !== lng) {
      const url = new URL(window.location.href);
      url.searchParams.delete('lang');
      window.history.replaceState(window.history.state, '', url);
    }
  }
}

let accountAppliedFor: string | null = null;

/**
 * When someone signs in (or a signed-in page opens), the language remembered on the
 * account wins over this browser's, once per sign-in; a person who never chose one
 * keeps the browser's. Awaited by the session check, so what follows a sign-in (its
 * success dialog, the next page) already speaks the account's language.
 */
export async function applyAccountLanguage(user: { id: string; locale: Language | null } | null) {
  if (!user) {
    accountAppliedFor = null;
    return;
  }
  if (accountAppliedFor === user.id) return;
  accountAppliedFor = user.id;
  if (user.locale && user.locale !== currentLanguage()) {
    await changeLanguage(user.locale).catch(() => undefined);
  }
}

applyToDocument(chosenLanguage());
const detected = typeof window === 'undefined' ? 'en' : detectLanguage();

/**
 * Settles once the detected language's texts are in place. The app waits for it
 * before its first render, so a Bangla reader never sees the page flash in English;
 * if the Bangla texts cannot be fetched, the shop opens in English.
 */
export const languageReady: Promise<void> =
  detected === 'en' ? Promise.resolve() : changeLanguage(detected, { remember: false }).catch(() => undefined);

export default i18n;

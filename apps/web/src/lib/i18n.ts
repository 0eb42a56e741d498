import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@medibazaar/contract';
import i18n, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Translation } from '../locales/en';
import { formatNumber } from './format';

/** Each language named in itself, so a reader finds their own whatever the page shows now. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/** English is bundled; Bangla is its own chunk: English-only visitors never download it. */
const loaders: Record<Language, () => Promise<unknown>> = {
  en: () => Promise.resolve(en satisfies Translation),
  bn: () => import('../locales/bn').then((m) => m.bn),
};

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

/** The remembered choice, else the browser's own preference, else English. */
export function detectLanguage(): Language {
  const stored = readStoredLanguage();
  if (stored) {
    // Choices made before the server read a cookie: tell it too.
    if (!document.cookie.includes(`${LANGUAGE_COOKIE}=${stored}`)) storeLanguage(stored);
    return stored;
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferred.some((l) => l?.toLowerCase().startsWith('bn')) ? 'bn' : 'en';
}

export const currentLanguage = (): Language => {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : 'en';
};

/**
 * Loads the language's texts if needed, then switches every text at once (components
 * using `useTranslation` re-render). `remember: false` leaves the browser's stored choice alone.
 */
export async function changeLanguage(lng: Language, { remember = true }: { remember?: boolean } = {}) {
  if (!i18n.hasResourceBundle(lng, 'translation')) {
    i18n.addResourceBundle(lng, 'translation', await loaders[lng]());
  }
  await i18n.changeLanguage(lng);
  if (remember) storeLanguage(lng);
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

function applyToDocument(lng: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.documentElement.dir = i18n.dir(lng);
}

i18n.on('languageChanged', applyToDocument);

/** Formats every number put into a text through lib/format, in that text's language. */
const numbersInTexts: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value: unknown, _format, lng) => (typeof value === 'number' ? formatNumber(value, lng) : (value as string)),
};

void i18n
  .use(initReactI18next)
  .use(numbersInTexts)
  .init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    // Numbers inside texts ("{{count}} products") follow the text's language: ১২টি পণ্য.
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
  });

const detected = typeof window === 'undefined' ? 'en' : detectLanguage();

/**
 * Settles once the detected language's texts are in place. The app waits for it
 * before its first render, so a Bangla reader never sees the page flash in English;
 * if the Bangla texts cannot be fetched, the shop opens in English.
 */
export const languageReady: Promise<void> =
  detected === 'en' ? Promise.resolve() : changeLanguage(detected, { remember: false }).catch(() => undefined);

export default i18n;

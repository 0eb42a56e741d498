import type { Language } from '@medibazaar/contract';

/**
 * Which language the page speaks now, on its own so that formatting (lib/format.ts) and
 * the texts (lib/i18n.ts) both read it without needing each other. Only i18n.ts
 * switches it, after the texts for the new language are in place.
 */
let language: Language = 'en';

/**
 * On the server, the language of the page being painted, read per render (app/shell.tsx
 * keeps it for the render's own async context): pages painted at the same time in
 * different languages never see each other's. Undefined in the browser.
 */
let renderLanguage: (() => Language | undefined) | null = null;

/** Lets the server name the language of each render (see `renderLanguage`). */
export function readRenderLanguageFrom(read: () => Language | undefined) {
  renderLanguage = read;
}

/** The reader's language: the page being painted's on the server, the one chosen in the browser. */
export const currentLanguage = (): Language => renderLanguage?.() ?? language;

/** The browser's chosen language; callers announce the switch themselves. */
export const chosenLanguage = (): Language => language;

export function setChosenLanguage(lng: Language) {
  language = lng;
}

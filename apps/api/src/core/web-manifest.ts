import type { Language } from '@medibazaar/contract';

/** The colours of the installed app's title bar and splash screen: the page's `theme-color` and its background. */
const THEME_COLOR = '#0f766e';
const BACKGROUND_COLOR = '#f8fafc';

/** The manifest a page in this language links (`/manifest.<language>.webmanifest`). */
export const manifestPath = (language: Language) => `/manifest.${language}.webmanifest`;

/**
 * The web app manifest in one language (decision 060): what a phone needs to install the
 * shop, its name (the configured one) and icons drawn from the logo, opening on the home
 * page in that language. The same for every visitor.
 */
export function webAppManifest(shopName: string, language: Language) {
  return {
    id: '/',
    name: shopName,
    short_name: shopName,
    lang: language,
    dir: 'ltr',
    start_url: language === 'en' ? '/' : `/?lang=${language}`,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** The page the installed shop shows when the network is gone (pwa/offline-page.ts): apart, so the service worker carries only these. */
export const offline = {
  title: 'You are offline',
  text: 'This page needs the internet. Check your connection, then try again.',
  retry: 'Try again',
} as const;

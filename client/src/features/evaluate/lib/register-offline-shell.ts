/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * Registers the service worker that caches the app shell (vite-plugin-pwa, decision 0060), only
 * from the evaluator's screen: the admin pages never install it. Skipped where there is no
 * service worker (tests, old browsers) and in the dev server (the plugin serves none there).
 */
export function registerOfflineShell(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
}

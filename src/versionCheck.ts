import { STORAGE_KEYS } from './domain/constants';

/**
 * At start: when the stored version differs from the running one, local and session storage,
 * service workers and Cache Storage are cleared and the new version is stored (spec §4). The
 * staff app registers its worker again once someone is signed in (`registerAppWorker`), which
 * keeps the new version's offline copy and, where notifications are allowed, subscribes the
 * device to push anew.
 */
export const checkVersion = async (running: string = __APP_VERSION__) => {
  const stored = localStorage.getItem(STORAGE_KEYS.version);
  if (stored === running) return false;
  if (stored !== null) {
    localStorage.clear();
    sessionStorage.clear();
    await clearCaches();
  }
  localStorage.setItem(STORAGE_KEYS.version, running);
  return stored !== null;
};

/** Service workers (push and the offline copy) and Cache Storage (the app's offline copies). */
export const clearCaches = async () => {
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
  }
  if ('caches' in globalThis) {
    const keys = await caches.keys();
    await Promise.all(keys.map((k) => caches.delete(k)));
  }
};

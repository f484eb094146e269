import { clearCaches } from './versionCheck';

/**
 * Hidden shortcuts (documented in the README):
 * - Alt+Shift+K: clear the app cache (service workers, Cache Storage, saved list settings),
 *   keeping the login and the language, then reload;
 * - Alt+Shift+R: force reload: fetch a fresh copy of the page, bypassing cached files.
 */
export const SHORTCUTS = {
  clearCache: { key: 'KeyK', label: 'Alt+Shift+K' },
  forceReload: { key: 'KeyR', label: 'Alt+Shift+R' },
} as const;

const clearSavedSettings = () => {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('RaStore') && !key.endsWith('.locale')) localStorage.removeItem(key);
  }
};

const forceReload = () => {
  const url = new URL(window.location.href);
  url.searchParams.set('_r', Date.now().toString(36));
  window.location.replace(url.toString());
};

export const installShortcuts = () => {
  window.addEventListener('keydown', (event) => {
    if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return;
    if (event.code === SHORTCUTS.clearCache.key) {
      event.preventDefault();
      clearSavedSettings();
      void clearCaches().then(() => window.location.reload());
    } else if (event.code === SHORTCUTS.forceReload.key) {
      event.preventDefault();
      void clearCaches().then(forceReload);
    }
  });
};

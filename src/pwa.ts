import { DEFAULT_LOCALE, isLocale } from './domain/constants';
import { listenForInstallPrompt } from './installPrompt';

/**
 * The web app manifest in a language: one static file per language
 * (`public/manifest.<locale>.webmanifest`), so the installed app is named in the language it
 * was installed in. A manifest is fetched without cookies, so a single URL could not tell.
 */
export const manifestUrl = (locale: string) =>
  `/manifest.${isLocale(locale) ? locale : DEFAULT_LOCALE}.webmanifest`;

/**
 * Keeps `<link rel="manifest">` in the page's language: the server writes the visitor's into
 * the page, and the app sets `<html lang>` whenever the language changes, which this follows.
 */
export const followManifestLanguage = () => {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  const sync = () => {
    const href = manifestUrl(document.documentElement.lang);
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  sync();
  new MutationObserver(sync).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang'],
  });
};

/** At start, on every page: the manifest follows the language; the install offer is kept. */
export const startInstallable = () => {
  followManifestLanguage();
  listenForInstallPrompt();
};

import landingEn from '../../i18n/landing/en';
import landingKk from '../../i18n/landing/kk';
import landingRu, { type LandingMessages } from '../../i18n/landing/ru';
import { DEFAULT_LOCALE, isLocale, type Locale, STORAGE_KEYS } from '../../src/domain/constants';
import { acceptedLanguages, preferredLocale } from '../../src/domain/preferredLocale';
import { authPageOf } from '../../src/routes';
import { landingSnapshot } from './landingSnapshot';
import { LANDING_MODULES, type Manifest, pageModules } from './pageModules';

const LANDING: Record<Locale, LandingMessages> = { ru: landingRu, kk: landingKk, en: landingEn };

export interface PageRequest {
  path: string;
  /** `?lang=` */
  lang?: string;
  cookie?: string;
  /** The browser's languages (`Accept-Language`), asked only when nothing was chosen. */
  acceptLanguage?: string;
}

export interface SiteSettings {
  publicUrl: string;
  supportEmail: string;
  supportPhone?: string;
}

type MetaKeys = [title: keyof LandingMessages['meta'], description: keyof LandingMessages['meta']];

/** Pages with their own title and description; every other path keeps the generic ones. */
const PAGES: Record<string, MetaKeys> = {
  '/': ['title', 'description'],
  '/ru': ['title', 'description'],
  '/support': ['support_title', 'support_description'],
  '/tenants': ['tenants_title', 'tenants_description'],
};

/** Per public page with its own preloads: the modules (and catalogues) it starts with. */
const PAGE_MODULES: Record<string, (locale: Locale) => string[]> = {
  '/': (locale) => [...LANDING_MODULES, `i18n/landing/${locale}.ts`],
  '/ru': (locale) => [...LANDING_MODULES, `i18n/landing/${locale}.ts`],
  '/tenants': (locale) => [
    'src/site/SiteApp.tsx',
    'src/site/TenantsPage.tsx',
    `i18n/landing/${locale}.ts`,
    `i18n/${locale}.ts`,
  ],
};

const attr = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const cookieLocale = (cookie = '') => {
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${STORAGE_KEYS.language}=(\\w+)`));
  return match?.[1];
};

/** The browser says it holds a sign-in (`STORAGE_KEYS.signedIn`); the token itself stays with it. */
const signedIn = (cookie = '') =>
  new RegExp(`(?:^|;\\s*)${STORAGE_KEYS.signedIn}=1(?:;|$)`).test(cookie);

/**
 * `/ru` is always Russian; elsewhere `?lang=`, then the visitor's saved choice, then the first of
 * the browser's languages the product speaks, then Russian (as the page itself picks, in
 * `storedLocale`).
 */
export const pageLocale = ({ path, lang, cookie, acceptLanguage }: PageRequest): Locale => {
  if (path === '/ru') return 'ru';
  if (isLocale(lang)) return lang;
  const saved = cookieLocale(cookie);
  return isLocale(saved) ? saved : preferredLocale(acceptedLanguages(acceptLanguage));
};

/**
 * What the server writes into `index.html` for a path: `<html lang>`, the title, description,
 * Open Graph and language alternates in the page's language (crawlers run no JavaScript), the
 * support contacts, and the chunks the page loads next, so they arrive in parallel: the
 * landing's or a sign-in page's as preloads, the staff app's listed in `<meta name="staff-app">`
 * for the page to fetch once someone is (or is signing) in.
 */
export const renderPage = (
  html: string,
  request: PageRequest,
  site: SiteSettings,
  manifest: Manifest | null,
) => {
  const locale = pageLocale(request);
  const copy = LANDING[locale].meta;
  const keys = PAGES[request.path];
  const head: string[] = [`<meta name="support-email" content="${attr(site.supportEmail)}" />`];
  if (site.supportPhone) {
    head.push(`<meta name="support-phone" content="${attr(site.supportPhone)}" />`);
  }
  // The web app manifest in the page's language too (`public/manifest.<locale>.webmanifest`).
  let page = html
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(/\/manifest\.\w+\.webmanifest"/, `/manifest.${locale}.webmanifest"`);
  if (keys) {
    const [title, description] = [copy[keys[0]], copy[keys[1]]].map(attr);
    const isLanding = request.path === '/' || request.path === '/ru';
    const self =
      request.path === '/' && locale !== DEFAULT_LOCALE ? `/?lang=${locale}` : request.path;
    page = page
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
        `<meta name="description" content="${description}" />`,
      );
    head.push(
      `<link rel="canonical" href="${site.publicUrl}${self}" />`,
      '<meta property="og:type" content="website" />',
      `<meta property="og:site_name" content="${attr(LANDING[locale].name)}" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:url" content="${site.publicUrl}${self}" />`,
      `<meta property="og:image" content="${site.publicUrl}/landing/og-${locale}.jpg" />`,
      '<meta property="og:image:width" content="1280" />',
      '<meta property="og:image:height" content="800" />',
      `<meta property="og:locale" content="${copy.og_locale}" />`,
      '<meta name="twitter:card" content="summary_large_image" />',
    );
    if (isLanding) {
      head.push(
        `<link rel="alternate" hreflang="ru" href="${site.publicUrl}/ru" />`,
        `<link rel="alternate" hreflang="kk" href="${site.publicUrl}/?lang=kk" />`,
        `<link rel="alternate" hreflang="en" href="${site.publicUrl}/?lang=en" />`,
        `<link rel="alternate" hreflang="x-default" href="${site.publicUrl}/" />`,
      );
      page = page.replace(
        '<div id="root"></div>',
        `<div id="root">${landingSnapshot(locale, LANDING[locale])}</div>`,
      );
    }
  }
  if (manifest) {
    const { js, css, staff } = pageModules(
      manifest,
      request.path,
      locale,
      PAGE_MODULES[request.path]?.(locale) ?? null,
    );
    head.push(
      ...css.map((file) => `<link rel="stylesheet" href="/${file}" />`),
      ...js
        .filter((file) => !html.includes(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    );
    // Signed in, a staff page's HTML preloads the app as the parser reads it; otherwise the
    // page fetches the list itself once it knows (a sign-in page while someone signs in).
    if (staff.length > 0 && !authPageOf(request.path) && signedIn(request.cookie)) {
      head.push(...staff.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`));
    } else if (staff.length > 0) {
      head.push(`<meta name="staff-app" content="${staff.map((file) => `/${file}`).join(' ')}" />`);
    }
  }
  return page.replace(/\n?\s*<\/head>/, `\n    ${head.join('\n    ')}\n  </head>`);
};

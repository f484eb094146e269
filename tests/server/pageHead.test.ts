import { describe, expect, it } from 'vitest';
import { pageLocale, renderPage } from '../../server/lib/pageHead';
import type { Manifest } from '../../server/lib/pageModules';

const HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta name="description" content="generic" />
    <title>Arenda CRM</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const site = { publicUrl: 'https://crm.example.kz', supportEmail: 'help@example.kz' };

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true },
  'src/site/SiteApp.tsx': { file: 'assets/SiteApp.js', imports: ['index.html', '_translate'] },
  _translate: { file: 'assets/translate.js' },
  'src/site/Landing.tsx': { file: 'assets/Landing.js', css: ['assets/Landing.css'] },
  'i18n/landing/ru.ts': { file: 'assets/landing-ru.js' },
  'i18n/landing/kk.ts': { file: 'assets/landing-kk.js' },
  'i18n/landing/en.ts': { file: 'assets/landing-en.js' },
  'src/auth/AuthApp.tsx': {
    file: 'assets/AuthApp.js',
    imports: ['_http'],
    css: ['assets/auth.css'],
  },
  _http: { file: 'assets/http.js' },
  'i18n/ru.ts': { file: 'assets/ru.js' },
  'i18n/kk.ts': { file: 'assets/kk.js' },
  'i18n/ra-ru-extra.ts': { file: 'assets/ra-ru-extra.js' },
  'i18n/ra-kk.ts': { file: 'assets/ra-kk.js' },
  '../main/node_modules/ra-language-russian/dist/esm/index.js': { file: 'assets/ra-ru.js' },
  'src/admin/StaffApp.tsx': {
    file: 'assets/StaffApp.js',
    imports: ['index.html', '_http', '_mui'],
  },
  _mui: { file: 'assets/mui.js' },
  'src/admin/home/HomePage.tsx': { file: 'assets/HomePage.js', imports: ['_mui'] },
  'src/resources/requests-journal/index.tsx': { file: 'assets/journal.js', imports: ['_mui'] },
  'src/resources/landlords/index.ts': { file: 'assets/landlords.js', imports: ['_mui'] },
};

/** The files a page lists for the staff app, in its `<meta name="staff-app">`. */
const staffApp = (page: string) =>
  page.match(/<meta name="staff-app" content="([^"]*)" \/>/)?.[1].split(' ') ?? [];

describe('the page language', () => {
  it('is Russian on /ru whatever the visitor chose', () => {
    expect(pageLocale({ path: '/ru', lang: 'en', cookie: 'selected-language=kk' })).toBe('ru');
  });

  it('follows ?lang=, then the saved choice, then falls back to Russian', () => {
    expect(pageLocale({ path: '/', lang: 'en', cookie: 'selected-language=kk' })).toBe('en');
    expect(pageLocale({ path: '/', cookie: 'a=1; selected-language=kk' })).toBe('kk');
    expect(pageLocale({ path: '/', lang: 'de', cookie: 'selected-language=xx' })).toBe('ru');
  });

  it('takes the browser’s languages (Accept-Language) only when nothing was chosen', () => {
    const kazakh = 'kk-KZ,kk;q=0.9,ru;q=0.8';
    expect(pageLocale({ path: '/', acceptLanguage: kazakh })).toBe('kk');
    expect(pageLocale({ path: '/auth', acceptLanguage: 'de-DE,en-GB;q=0.7' })).toBe('en');
    expect(pageLocale({ path: '/tenants', acceptLanguage: 'de-DE' })).toBe('ru');
    expect(pageLocale({ path: '/', cookie: 'selected-language=ru', acceptLanguage: kazakh })).toBe(
      'ru',
    );
    expect(pageLocale({ path: '/', lang: 'en', acceptLanguage: kazakh })).toBe('en');
    expect(pageLocale({ path: '/ru', acceptLanguage: kazakh })).toBe('ru');
  });
});

describe('the HTML the server sends', () => {
  it('gives the landing its language, title, description, Open Graph and alternates', () => {
    const page = renderPage(HTML, { path: '/', lang: 'kk' }, site, manifest);
    expect(page).toContain('<html lang="kk">');
    expect(page).toMatch(/<title>Arenda CRM — Қазақстандағы[^<]+<\/title>/);
    expect(page).not.toContain('content="generic"');
    expect(page).toContain('<meta property="og:locale" content="kk_KZ" />');
    expect(page).toContain('<link rel="canonical" href="https://crm.example.kz/?lang=kk" />');
    expect(page).toContain('hreflang="en" href="https://crm.example.kz/?lang=en"');
    expect(page).toContain('<meta name="support-email" content="help@example.kz" />');
  });

  it('preloads the landing chunks of its language only, never the entry twice', () => {
    const page = renderPage(HTML, { path: '/ru' }, site, manifest);
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/SiteApp.js" />');
    expect(page).toContain('href="/assets/translate.js"');
    expect(page).toContain('href="/assets/landing-ru.js"');
    expect(page).toContain('<link rel="stylesheet" href="/assets/Landing.css" />');
    expect(page).not.toContain('landing-kk.js');
    expect(page).not.toContain('href="/assets/index.js"');
  });

  it('titles the support and tenants pages, and leaves staff pages generic', () => {
    expect(renderPage(HTML, { path: '/support' }, site, null)).toContain(
      '<title>Поддержка Arenda CRM</title>',
    );
    expect(renderPage(HTML, { path: '/tenants', lang: 'en' }, site, null)).toContain(
      '<title>Shopping centres — prospective tenant questionnaire | Arenda CRM</title>',
    );
    const staff = renderPage(HTML, { path: '/renters' }, site, manifest);
    expect(staff).toContain('<title>Arenda CRM</title>');
    expect(staff).not.toContain('og:title');
    expect(staff).not.toContain('modulepreload');
  });

  it('preloads the sign-in page and its language, and lists the staff app (home) for later', () => {
    const page = renderPage(
      HTML,
      { path: '/auth', cookie: 'selected-language=kk' },
      site,
      manifest,
    );
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/AuthApp.js" />');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/kk.js" />');
    expect(page).toContain('<link rel="stylesheet" href="/assets/auth.css" />');
    expect(page).not.toContain('href="/assets/ru.js"');
    expect(staffApp(page).sort()).toEqual(
      [
        '/assets/HomePage.js',
        '/assets/StaffApp.js',
        '/assets/mui.js',
        '/assets/ra-kk.js',
        '/assets/ra-ru-extra.js',
        '/assets/ra-ru.js',
        '/assets/ru.js',
      ].sort(),
    );
    expect(staffApp(renderPage(HTML, { path: '/auth/first-login' }, site, manifest))).toContain(
      '/assets/HomePage.js',
    );
  });

  it("lists a staff page's own screen with the staff app, and preloads nothing before sign-in", () => {
    const journal = renderPage(HTML, { path: '/requests-journal/5/show' }, site, manifest);
    expect(staffApp(journal)).toEqual(
      expect.arrayContaining(['/assets/StaffApp.js', '/assets/journal.js', '/assets/ra-ru.js']),
    );
    expect(staffApp(journal)).not.toContain('/assets/HomePage.js');
    expect(journal).not.toContain('modulepreload');
    expect(staffApp(renderPage(HTML, { path: '/landlords' }, site, manifest))).toContain(
      '/assets/landlords.js',
    );
    expect(staffApp(renderPage(HTML, { path: '/support' }, site, manifest))).toEqual([]);
  });

  it('preloads the staff app in the HTML of a staff page opened signed in, never of a sign-in page', () => {
    const cookie = 'selected-language=ru; signed-in=1';
    const journal = renderPage(HTML, { path: '/requests-journal', cookie }, site, manifest);
    expect(journal).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/StaffApp.js" />',
    );
    expect(journal).toContain('<link rel="modulepreload" crossorigin href="/assets/journal.js" />');
    expect(staffApp(journal)).toEqual([]);
    const signIn = renderPage(HTML, { path: '/auth', cookie }, site, manifest);
    expect(signIn).not.toContain('href="/assets/StaffApp.js"');
    expect(staffApp(signIn)).toContain('/assets/StaffApp.js');
    const stale = renderPage(HTML, { path: '/renters', cookie: 'signed-in=0' }, site, manifest);
    expect(stale).not.toContain('modulepreload');
  });

  it('escapes what it writes into attributes', () => {
    const page = renderPage(HTML, { path: '/' }, { ...site, supportPhone: '"><script>' }, null);
    expect(page).toContain('content="&#34;&#62;&#60;script&#62;"');
    expect(page).not.toContain('"><script>');
  });
});

describe('the landing in the first HTML', () => {
  it('carries the header and headline in the page language, before any script runs', () => {
    const page = renderPage(HTML, { path: '/', lang: 'en' }, site, null);
    expect(page).toMatch(/<div id="root">(<link [^>]+>)?<div class="site"><a class="skip-link"/);
    expect(page).toContain('<h1 id="hero-title">Run your shopping or business centre');
    expect(page).toContain('href="/auth">Sign in</a>');
  });

  it('is not sent for other pages', () => {
    expect(renderPage(HTML, { path: '/support' }, site, null)).toContain('<div id="root"></div>');
  });
});

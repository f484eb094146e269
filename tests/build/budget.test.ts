import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authModules,
  chunkFiles,
  LANDING_MODULES,
  type Manifest,
  staffAppModules,
  staffScreenModules,
} from '../../server/lib/pageModules';
import { RESOURCE_INFO } from '../../src/domain/resources';

/**
 * Budgets checked on the production build (`vite build` runs first in `npm test`): everything
 * a page loads before it shows something, gzipped file by file as the server sends them.
 */
const DIST = 'dist';
const LANDING_JS_KB = 90;
const LANDING_CSS_KB = 20;
const SIGN_IN_JS_KB = 150;
// 405: every call of the staff app is a typed method of its data provider, loaded with it.
// 410: leases and correspondence put their texts in the one catalogue each language loads
// first (about 3 KB); splitting the catalogue by module would give that room back.
// 415: the trial's notice sits on every staff page and the superadmin's audit log joined the
// menu (their texts in the first catalogue, about 2 KB; the audit log's could move to a module's).
const JOURNAL_JS_KB = 415;

let manifest: Manifest;
let packages: Record<string, string[]>;
const gzipKb = (file: string) => gzipSync(readFileSync(`${DIST}/${file}`)).length / 1024;
const totalKb = (files: string[]) => files.reduce((sum, file) => sum + gzipKb(file), 0);
const packagesIn = (files: string[]) => files.flatMap((file) => packages[file] ?? []);

beforeAll(() => {
  if (!existsSync(`${DIST}/.vite/manifest.json`)) throw new Error('Run `vite build` first');
  manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8'));
  packages = JSON.parse(readFileSync(`${DIST}/.vite/packages.json`, 'utf8'));
});

/** The entry with its static imports, then the given modules with theirs. */
const pageFiles = (modules: Parameters<typeof chunkFiles>[1]) => {
  const entry = manifest['index.html'];
  const entryFiles = [entry.file, ...(entry.imports ?? []).map((key) => manifest[key].file)];
  const page = chunkFiles(manifest, modules);
  return {
    js: [...new Set([...entryFiles, ...page.js])],
    css: [...new Set([...(entry.css ?? []), ...page.css])],
  };
};

describe('the landing bundle', () => {
  const landingFiles = () => pageFiles([...LANDING_MODULES, 'i18n/landing/ru.ts']);

  it(`loads at most ${LANDING_JS_KB} KB of gzipped JavaScript before its first paint`, () => {
    const total = totalKb(landingFiles().js);
    console.info(`landing JS: ${total.toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(LANDING_JS_KB);
  });

  it(`loads at most ${LANDING_CSS_KB} KB of gzipped CSS`, () => {
    const total = totalKb(landingFiles().css);
    console.info(`landing CSS: ${total.toFixed(1)} KB gzip`);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(LANDING_CSS_KB);
  });

  it('holds no react-admin or MUI module, and no other language', () => {
    const { js } = landingFiles();
    const inside = packagesIn(js);
    expect(inside).toContain('react-dom');
    expect(inside.filter((name) => /^(react-admin|ra-|@mui\/)/.test(name))).toEqual([]);
    expect(js).not.toContain(manifest['i18n/landing/kk.ts'].file);
    expect(js).not.toContain(manifest['i18n/ru.ts']?.file);
  });
});

describe('the sign-in page bundle', () => {
  const signInFiles = () => pageFiles(authModules('ru'));

  it(`loads at most ${SIGN_IN_JS_KB} KB of gzipped JavaScript before the form`, () => {
    const total = totalKb(signInFiles().js);
    console.info(`sign-in JS: ${total.toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(SIGN_IN_JS_KB);
  });

  it('holds no react-admin, MUI or staff screen, and only the chosen language', () => {
    const { js, css } = signInFiles();
    expect(
      packagesIn(js).filter((name) => /^(react-admin|ra-|@mui\/|@emotion\/)/.test(name)),
    ).toEqual([]);
    expect(js).toContain(manifest['i18n/ru.ts'].file);
    expect(js).not.toContain(manifest['i18n/kk.ts'].file);
    expect(js).not.toContain(manifest['i18n/en.ts'].file);
    expect(js).not.toContain(manifest['src/admin/StaffApp.tsx'].file);
    expect(css.length).toBeGreaterThan(0);
  });
});

describe('the staff app bundle', () => {
  const journalFiles = () =>
    pageFiles([...staffAppModules('ru'), ...staffScreenModules('/requests-journal')]);

  it(`loads at most ${JOURNAL_JS_KB} KB of gzipped JavaScript before the requests journal`, () => {
    const total = totalKb(journalFiles().js);
    console.info(`requests journal JS: ${total.toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(JOURNAL_JS_KB);
  });

  it('starts the journal without the other screens: other resources, settings, profile, forms', () => {
    const { js } = journalFiles();
    expect(js).toContain(manifest['src/resources/requests-journal/index.tsx'].file);
    const others = RESOURCE_INFO.filter((r) => r.name !== 'requests-journal').map(
      (r) =>
        manifest[`src/resources/${r.name}/index.tsx`] ??
        manifest[`src/resources/${r.name}/index.ts`],
    );
    expect(others.every(Boolean)).toBe(true);
    for (const chunk of others) expect(js).not.toContain(chunk.file);
    for (const page of [
      'src/admin/home/HomePage.tsx',
      'src/admin/profile/ProfilePage.tsx',
      'src/admin/settings/SettingsPage.tsx',
      'src/resources/requests-journal/BidShow.tsx',
      'src/resources/requests-journal/BidPages.tsx',
      'src/auth/AuthApp.tsx',
    ]) {
      expect(js, page).not.toContain(manifest[page].file);
    }
  });
});

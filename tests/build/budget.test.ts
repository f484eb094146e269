import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { chunkFiles, LANDING_MODULES, type Manifest } from '../../server/lib/pageHead';

/**
 * Budgets of the landing, checked on the production build (`vite build` runs first in
 * `npm test`): everything loaded before its first paint.
 */
const DIST = 'dist';
const JS_BUDGET_KB = 90;
const CSS_BUDGET_KB = 20;

let manifest: Manifest;
let packages: Record<string, string[]>;
const gzipKb = (file: string) => gzipSync(readFileSync(`${DIST}/${file}`)).length / 1024;

beforeAll(() => {
  if (!existsSync(`${DIST}/.vite/manifest.json`)) throw new Error('Run `vite build` first');
  manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8'));
  packages = JSON.parse(readFileSync(`${DIST}/.vite/packages.json`, 'utf8'));
});

/** The entry with its static imports, then what the landing loads in Russian. */
const landingFiles = () => {
  const entry = manifest['index.html'];
  const entryFiles = [entry.file, ...(entry.imports ?? []).map((key) => manifest[key].file)];
  const landing = chunkFiles(manifest, [...LANDING_MODULES, 'i18n/landing/ru.ts']);
  return {
    js: [...new Set([...entryFiles, ...landing.js])],
    css: [...new Set([...(entry.css ?? []), ...landing.css])],
  };
};

describe('the landing bundle', () => {
  it(`loads at most ${JS_BUDGET_KB} KB of gzipped JavaScript before its first paint`, () => {
    const total = landingFiles().js.reduce((sum, file) => sum + gzipKb(file), 0);
    console.info(`landing JS: ${total.toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(JS_BUDGET_KB);
  });

  it(`loads at most ${CSS_BUDGET_KB} KB of gzipped CSS`, () => {
    const total = landingFiles().css.reduce((sum, file) => sum + gzipKb(file), 0);
    console.info(`landing CSS: ${total.toFixed(1)} KB gzip`);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(CSS_BUDGET_KB);
  });

  it('holds no react-admin or MUI module, and no other language', () => {
    const { js } = landingFiles();
    const inside = js.flatMap((file) => packages[file] ?? []);
    expect(inside).toContain('react-dom');
    expect(inside.filter((name) => /^(react-admin|ra-|@mui\/)/.test(name))).toEqual([]);
    expect(js).not.toContain(manifest['i18n/landing/kk.ts'].file);
    expect(js).not.toContain(manifest['i18n/ru.ts']?.file);
  });
});

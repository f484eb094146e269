import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const MODULES = join(ROOT, 'server/modules');

/** The `.ts` files under a folder of the repository, as paths from the root. */
const sources = (folder: string) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(folder, f));

/** Every module specifier a file imports or re-exports, static or dynamic. */
const specifiers = (text: string) =>
  [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);

/** `file: specifier` for each import of `folder`'s files that lands in `server/modules`. */
const importsOfModules = (folder: string) =>
  sources(folder).flatMap((file) =>
    specifiers(readFileSync(join(ROOT, file), 'utf8'))
      .filter((s) => s.startsWith('.'))
      .filter((s) => !relative(MODULES, resolve(ROOT, dirname(file), s)).startsWith('..'))
      .map((s) => `${file}: ${s}`),
  );

describe('layering: what sits below the modules imports none of them', () => {
  it('finds an import of a module (the check can fail)', () => {
    expect(specifiers("import { a } from '../x';\nexport { b } from './y';\nimport('z')")).toEqual([
      '../x',
      './y',
      'z',
    ]);
    expect(importsOfModules('server')).toContain('server/app.ts: ./modules/renters/routes');
  });

  it('the seed uses storage, src/domain and server/lib only', () => {
    expect(importsOfModules('server/db/seed')).toEqual([]);
  });

  it('server/lib imports no module', () => {
    expect(importsOfModules('server/lib')).toEqual([]);
  });
});

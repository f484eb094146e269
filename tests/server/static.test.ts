import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let ctx: TestContext;
beforeAll(async () => {
  const build = await mkdtemp(path.join(tmpdir(), 'arenda-build-'));
  await mkdir(path.join(build, 'assets'));
  await writeFile(
    path.join(build, 'index.html'),
    '<!doctype html>\n<html lang="ru">\n  <head>\n    <link rel="manifest" href="/manifest.ru.webmanifest" />\n    <title>Arenda CRM</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  await writeFile(path.join(build, 'assets/app-1.js'), SCRIPT);
  await writeFile(path.join(build, 'assets/app-1.js.br'), brotliCompressSync(SCRIPT));
  const worker = path.join(build, 'firebase-messaging-sw.js');
  await copyFile('public/firebase-messaging-sw.js', worker);
  await writeFile(`${worker}.br`, brotliCompressSync(await readFile(worker)));
  await copyFile('public/manifest.kk.webmanifest', path.join(build, 'manifest.kk.webmanifest'));
  ctx = await createTestApp({ STATIC_DIR: build, SUPPORT_PHONE: '+77011234567' });
});
afterAll(() => ctx.close());

it('sends hashed assets pre-compressed, cached for a year', async () => {
  const res = await ctx.app.inject({
    url: '/assets/app-1.js',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers.vary).toContain('Accept-Encoding');
  expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

  const plain = await ctx.app.inject({ url: '/assets/app-1.js' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(SCRIPT);
});

it('writes the language, title and contacts into the page it sends for a client route', async () => {
  const res = await ctx.app.inject({ url: '/', headers: { cookie: 'selected-language=en' } });
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toContain('<html lang="en">');
  expect(res.body).toContain('<h1 id="hero-title">');
  expect(res.body).toContain('<meta name="support-phone" content="+77011234567" />');
  const russian = await ctx.app.inject({
    url: '/ru/',
    headers: { cookie: 'selected-language=en' },
  });
  expect(russian.body).toContain('<html lang="ru">');
  const staff = await ctx.app.inject({ url: '/renters?q=1' });
  expect(staff.body).toContain('<title>Arenda CRM</title>');
});

it('sends a page in the browser’s language when none was chosen, varying by it', async () => {
  const res = await ctx.app.inject({ url: '/', headers: { 'accept-language': 'kk-KZ,kk;q=0.9' } });
  expect(res.body).toContain('<html lang="kk">');
  expect(res.body).toContain('<title>Arenda CRM — Қазақстандағы');
  expect(res.headers.vary).toContain('Accept-Language');
  const chosen = await ctx.app.inject({
    url: '/auth',
    headers: { 'accept-language': 'kk-KZ', cookie: 'selected-language=ru' },
  });
  expect(chosen.body).toContain('<html lang="ru">');
});

it('sends a page over a kilobyte compressed, as the browser accepts', async () => {
  const res = await ctx.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.headers.vary).toContain('Accept-Encoding');
  expect(gunzipSync(res.rawPayload).toString()).toContain('<h1 id="hero-title">');
});

it('serves the push service worker at the root as JavaScript, never cached, allowed the whole site', async () => {
  const res = await ctx.app.inject({ url: '/firebase-messaging-sw.js' });
  expect(res.statusCode).toBe(200);
  // A JavaScript MIME type: a browser refuses to register a worker served as anything else.
  expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript\b/);
  expect(res.headers['service-worker-allowed']).toBe('/');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toContain("addEventListener('push'");
  expect(res.body).toContain("addEventListener('notificationclick'");

  const compressed = await ctx.app.inject({
    url: '/firebase-messaging-sw.js',
    headers: { 'accept-encoding': 'br' },
  });
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(compressed.headers['content-type']).toMatch(/^(text|application)\/javascript\b/);
  expect(compressed.headers['service-worker-allowed']).toBe('/');
  expect(compressed.headers['cache-control']).toBe('no-cache');
});

it('serves the web app manifest as one, and links the page to the one in its language', async () => {
  const res = await ctx.app.inject({ url: '/manifest.kk.webmanifest' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
  expect(res.json()).toMatchObject({ lang: 'kk', start_url: '/home/index' });
  // The policy lets the page load its own manifest and worker (manifest-src and worker-src
  // fall back to these).
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['content-security-policy']).toContain("script-src 'self'");

  const page = await ctx.app.inject({ url: '/auth', headers: { cookie: 'selected-language=kk' } });
  expect(page.body).toContain('<link rel="manifest" href="/manifest.kk.webmanifest" />');
  const russian = await ctx.app.inject({ url: '/auth?lang=ru' });
  expect(russian.body).toContain('<link rel="manifest" href="/manifest.ru.webmanifest" />');
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('reports health and version', async () => {
  expect((await ctx.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', db: 'ok' });
  expect((await ctx.app.inject({ url: '/api/version' })).json()).toEqual({ version: '0.0.271' });
});

it('answers unknown API paths with the JSON error shape', async () => {
  const res = await ctx.app.inject({ url: '/api/does-not-exist' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
});

it('hides internals: malformed JSON gets a plain 400 without a stack', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"login":',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('BAD_REQUEST');
  expect(res.body).not.toMatch(/at .*\.ts|node_modules|select /i);
});

it('sends security headers', async () => {
  const res = await ctx.app.inject({ url: '/api/health' });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['strict-transport-security']).toContain('max-age=');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
});

it('sends the same security headers on an error', async () => {
  const res = await ctx.app.inject({ url: '/api/no-such-route' });
  expect(res.statusCode).toBe(404);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("object-src 'none'");
});

it('publishes the OpenAPI document', async () => {
  const res = await ctx.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.info.version).toBe('0.0.271');
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/auth/login',
      '/api/landlords',
      '/api/landlords/{id}',
      '/api/user',
    ]),
  );
});

it('tells search engines what to index: robots.txt and a sitemap of the public pages', async () => {
  const robots = await ctx.app.inject({ url: '/robots.txt' });
  expect(robots.headers['content-type']).toContain('text/plain');
  expect(robots.body).toContain('Disallow: /api/');
  expect(robots.body).toMatch(/Sitemap: http:\/\/\S+\/sitemap\.xml/);
  const sitemap = await ctx.app.inject({ url: '/sitemap.xml' });
  expect(sitemap.headers['content-type']).toContain('application/xml');
  expect(sitemap.body).toContain('/?lang=kk</loc>');
  expect(sitemap.body).toContain('/tenants</loc>');
});

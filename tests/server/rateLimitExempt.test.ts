import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ FORM_LIMIT_EXEMPT: '198.51.100.77' });
});
afterAll(() => ctx.close());

const restore = (remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/restore-password',
    payload: { login: 'nobody' },
    remoteAddress,
  });

it('lets an exempt address past the per-address limit and still limits every other one', async () => {
  const exempt: number[] = [];
  const other: number[] = [];
  for (let i = 0; i < 6; i++) {
    exempt.push((await restore('198.51.100.77')).statusCode);
    other.push((await restore('198.51.100.78')).statusCode);
  }
  expect(exempt).toEqual([202, 202, 202, 202, 202, 202]);
  expect(other).toEqual([202, 202, 202, 202, 202, 429]);
});

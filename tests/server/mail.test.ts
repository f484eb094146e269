import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let smtp: SMTPServer;
const received: { to: string[]; body: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL: 'https://crm.example.kz',
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

it('sends the recovery link over SMTP in the user’s language', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/restore-password',
    payload: { login: 'renter' },
  });
  expect(res.statusCode).toBe(202);
  expect(received).toHaveLength(1);
  expect(received[0].to).toEqual(['v.kim@coffeehouse.kz']);
  const [headers, encoded] = received[0].body.split(/\r?\n\r?\n/);
  expect(headers).toContain('Content-Transfer-Encoding: base64');
  const body = Buffer.from(encoded, 'base64').toString('utf8');
  expect(body).toContain('Ким Виктория Олеговна');
  expect(body).toContain('https://crm.example.kz/auth/refresh-password?token=');
});

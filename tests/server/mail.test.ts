import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBin, demoIin } from '../../server/db/seed/demo';
import { auth, createTestApp, login, type TestContext } from './helpers';

let ctx: TestContext;
let smtp: SMTPServer;
const received: { to: string[]; body: string }[] = [];

/** A received mail's subject and its decoded text. */
const decoded = (mail: { body: string }) => {
  const [headers, encoded] = mail.body.split(/\r?\n\r?\n/);
  return { headers, text: Buffer.from(encoded, 'base64').toString('utf8') };
};

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

describe('a temporary password mailed when asked', () => {
  let landlord: Record<string, string>;
  beforeAll(async () => {
    landlord = auth(await login(ctx.app, 'landlord'));
  });
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: landlord, payload });

  it('mails a renter’s new login and password only when asked', async () => {
    const renter = await post('/api/renters', {
      legal_name: 'ТОО «Почта Тест»',
      bin_iin: demoBin('1805', '4', 5151),
      category: 'services',
      contact_full_name: 'Почтова Анна',
      phone: '+77011112233',
    });
    const quiet = await post(`/api/renters/${renter.json().id}/access`, {
      login: 'pochta.quiet',
      full_name: 'Почтова Анна',
      phone: '+77011112233',
      email: 'anna@pochta.kz',
    });
    expect(quiet.json().mailed_to).toBeNull();
    const before = received.length;
    const res = await post(`/api/renters/${renter.json().id}/access`, {
      login: 'pochta.test',
      full_name: 'Почтова Анна',
      phone: '+77011112233',
      email: 'anna@pochta.kz',
      send_email: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().mailed_to).toBe('anna@pochta.kz');
    expect(received).toHaveLength(before + 1);
    const mail = received[received.length - 1];
    expect(mail.to).toEqual(['anna@pochta.kz']);
    const { text } = decoded(mail);
    expect(text).toContain('Почтова Анна');
    expect(text).toContain('Логин: pochta.test');
    expect(text).toContain(`Временный пароль: ${res.json().temporary_password}`);
    expect(text).toContain('https://crm.example.kz/auth');
  });

  it('mails an employee’s login, given at registration or later, to the employee’s e-mail', async () => {
    const registered = await post('/api/employee', {
      full_name: 'Почтов Арман',
      email: 'arman@aray.kz',
      login: 'arman.pochtov',
      send_email: true,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().mailed_to).toBe('arman@aray.kz');
    expect(decoded(received[received.length - 1]).text).toContain(
      `Временный пароль: ${registered.json().temporary_password}`,
    );
    const later = await post('/api/employee', {
      full_name: 'Почтова Дана',
      iin: demoIin('900215', '4', 77),
      email: 'dana@aray.kz',
    });
    const before = received.length;
    const given = await post(`/api/employee/${later.json().id}/account`, {
      login: 'dana.pochtova',
      send_email: true,
    });
    expect(given.json().mailed_to).toBe('dana@aray.kz');
    expect(received).toHaveLength(before + 1);
    expect(received[received.length - 1].to).toEqual(['dana@aray.kz']);
    expect(decoded(received[received.length - 1]).text).toContain('Логин: dana.pochtova');
  });
});

describe('a send that fails', () => {
  it('still answers the password, as not mailed, and keeps the account', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const headers = auth(await login(broken.app, 'landlord'));
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/employee',
        headers,
        payload: {
          full_name: 'Недоставкин Олег',
          email: 'oleg@aray.kz',
          login: 'oleg.nd',
          send_email: true,
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().mailed_to).toBeNull();
      await login(broken.app, 'oleg.nd', res.json().temporary_password);
    } finally {
      await broken.close();
    }
  });
});

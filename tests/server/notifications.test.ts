import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  employees,
  files,
  notificationRecipients,
  notifications,
  renters,
  users,
} from '../../server/db/schema';
import {
  addEmployee,
  addEmployeeOf,
  addRenterUser,
  auth,
  createTestApp,
  landlordId,
  login,
  multipartBody,
  PDF,
  PNG,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let aray: number;
let esil: number;
const tokens: Record<string, Record<string, string>> = {};
const ids: Record<string, number> = {};

const renterOf = async (landlord: number) => {
  const [row] = await ctx.app.db
    .select({ id: renters.id })
    .from(renters)
    .where(eq(renters.landlord_id, landlord))
    .limit(1);
  return row.id;
};

beforeAll(async () => {
  ctx = await createTestApp();
  aray = await landlordId(ctx.app, 'ТРЦ Арай');
  esil = await landlordId(ctx.app, 'БЦ Есиль');
  // Notification access without a `notifications` level: a sender reads what they sent.
  const sender = await addEmployee(ctx.app, 'nt_sender', { requests: 'main' });
  await ctx.app.db
    .update(employees)
    .set({ notification_access: true })
    .where(eq(employees.id, sender.employee.id));
  const reader = await addEmployee(ctx.app, 'nt_reader', { notifications: 'view' });
  const none = await addEmployee(ctx.app, 'nt_none', { requests: 'main' });
  const foreignStaff = await addEmployeeOf(ctx.app, 'БЦ Есиль', 'nt_foreign_staff', 'main');
  const renter1 = await addRenterUser(ctx.app, 'nt_renter1', await renterOf(aray));
  const renter2 = await addRenterUser(ctx.app, 'nt_renter2', await renterOf(esil));
  Object.assign(ids, {
    sender: sender.user.id,
    reader: reader.user.id,
    none: none.user.id,
    foreignStaff: foreignStaff.user.id,
    renter1: renter1.id,
    renter2: renter2.id,
  });
  for (const name of ['landlord', 'landlord2', 'superadmin', 'renter']) {
    tokens[name] = auth(await login(ctx.app, name));
  }
  for (const name of ['nt_sender', 'nt_reader', 'nt_none', 'nt_renter1', 'nt_renter2']) {
    tokens[name] = auth(await login(ctx.app, name));
  }
});
afterAll(() => ctx.close());

type Upload = { field: string; name: string; body: Buffer };
const send = (who: string, fields: Record<string, string | string[]>, uploads: Upload[] = []) => {
  const form = multipartBody(fields, uploads);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/employee-notifications',
    payload: form.payload,
    headers: { ...tokens[who], ...form.headers },
  });
};
const get = (who: string, url: string) => ctx.app.inject({ url, headers: tokens[who] });
const post = (who: string, url: string) =>
  ctx.app.inject({ method: 'POST', url, headers: tokens[who] });

const recipientsOf = async (notificationId: number) =>
  (
    await ctx.app.db
      .select({ id: notificationRecipients.user_id })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notification_id, notificationId))
  ).map((r) => r.id);

/** Active accounts of an organization in some roles. */
const activeOf = async (landlord: number, roles: string[]) =>
  (
    await ctx.app.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.landlord_id, landlord),
          eq(users.status, 'active'),
          inArray(users.role, roles),
        ),
      )
  ).map((r) => r.id);

/** The file bodies on disk (the storage keeps them in folders by their names' start). */
const storedFiles = async () =>
  (await readdir(path.join(ctx.dataDir, 'files'), { recursive: true }).catch(() => []))
    .filter((name) => name.includes('.'))
    .sort();

const notificationCount = async () =>
  (await ctx.app.db.select({ n: count() }).from(notifications))[0].n;

describe('recipients', () => {
  it('reaches each audience inside the organization, never the sender', async () => {
    const landlordUser = (await activeOf(aray, ['landlord']))[0];
    const cases = [
      ['renters', ['renter']],
      ['employees', ['landlord', 'employee']],
      ['all', ['landlord', 'employee', 'renter']],
    ] as const;
    for (const [audience, roles] of cases) {
      const res = await send('landlord', { message: `To ${audience}`, audience });
      expect(res.statusCode).toBe(201);
      const expected = (await activeOf(aray, [...roles])).filter((id) => id !== landlordUser);
      const got = await recipientsOf(res.json().id);
      expect(got.sort()).toEqual(expected.sort());
      expect(res.json().recipient_count).toBe(expected.length);
      expect(got).not.toContain(ids.renter2);
    }
  });

  it('takes the spec’s recipients[i] naming a group, and never a group beside people', async () => {
    const res = await send('landlord', { message: 'To renters', 'recipients[0]': 'renters' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ audience: 'renters' });
    expect((await recipientsOf(res.json().id)).sort()).toEqual(
      (await activeOf(aray, ['renter'])).sort(),
    );
    const both = await send('landlord', {
      message: 'To employees',
      'recipients[0]': 'employees',
      'recipients[1]': 'renters',
    });
    expect(both.json()).toMatchObject({ audience: 'all' });
    const before = await notificationCount();
    const mixes: Record<string, string>[] = [
      { message: 'x', 'recipients[0]': 'renters', 'recipients[1]': String(ids.renter1) },
      { message: 'x', audience: 'employees', 'recipients[0]': 'renters' },
    ];
    for (const mixed of mixes) {
      const refused = await send('landlord', mixed);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ recipients: 'validation.recipients_mixed' });
    }
    const unknown = await send('landlord', { message: 'x', 'recipients[0]': 'everyone' });
    expect(unknown.json().errors).toEqual({ 'recipients.0': 'validation.invalid' });
    expect(await notificationCount()).toBe(before);
  });

  it('delivers to picked people as recipients[i], skipping inactive accounts as a 400', async () => {
    const res = await send('nt_sender', {
      message: 'Picked',
      'recipients[0]': String(ids.renter1),
      'recipients[1]': String(ids.reader),
    });
    expect(res.statusCode).toBe(201);
    expect((await recipientsOf(res.json().id)).sort()).toEqual([ids.renter1, ids.reader].sort());
    expect(res.json()).toMatchObject({ recipient_count: 2, audience: 'users' });
    expect(res.json()).not.toHaveProperty('recipients');
    const card = await get('nt_sender', `/api/employee-notifications/${res.json().id}`);
    expect(
      card
        .json()
        .recipients.map((r: { role: string }) => r.role)
        .sort(),
    ).toEqual(['employee', 'renter']);

    await ctx.app.db.update(users).set({ status: 'blocked' }).where(eq(users.id, ids.none));
    const before = await notificationCount();
    const blocked = await send('landlord', { message: 'x', 'recipients[0]': String(ids.none) });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().errors).toEqual({ recipients: 'validation.invalid' });
    expect(await notificationCount()).toBe(before);
    await ctx.app.db.update(users).set({ status: 'active' }).where(eq(users.id, ids.none));
  });

  it("refuses another organization's renter even when its id is posted", async () => {
    const before = await notificationCount();
    const res = await send('landlord', {
      message: 'Not yours',
      'recipients[0]': String(ids.renter1),
      'recipients[1]': String(ids.renter2),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ recipients: 'validation.invalid' });
    expect(await notificationCount()).toBe(before);
    const inbox = await get('nt_renter2', '/api/notifications');
    expect(inbox.json().some((n: { message: string }) => n.message === 'Not yours')).toBe(false);
  });

  it("gives a superadmin landlords' staff of every organization, never renters", async () => {
    const res = await send('superadmin', { message: 'Platform news', audience: 'all' });
    expect(res.statusCode).toBe(201);
    const got = await recipientsOf(res.json().id);
    expect(got).toContain(ids.foreignStaff);
    expect(got).toContain(ids.sender);
    expect(got).not.toContain(ids.renter1);
    expect(res.json().landlord_id).toBeNull();
    const renters = await send('superadmin', { message: 'x', audience: 'renters' });
    expect(renters.statusCode).toBe(400);
    expect(renters.json().errors).toEqual({ audience: 'validation.invalid' });
    const picked = await send('superadmin', { message: 'x', 'recipients[0]': String(ids.renter1) });
    expect(picked.statusCode).toBe(400);
  });

  it('answers bad input with field errors and stores nothing', async () => {
    const before = await notificationCount();
    const empty = await send('landlord', { message: '  ', audience: 'all' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.message).toBe('validation.required');
    const long = await send('landlord', { message: 'a'.repeat(2001), audience: 'all' });
    expect(long.json().errors.message).toBe('validation.too_long');
    const nobody = await send('landlord', { message: 'Hello' });
    expect(nobody.json().errors).toEqual({ recipients: 'validation.required' });
    const self = await send('landlord', {
      message: 'Me',
      'recipients[0]': String((await activeOf(aray, ['landlord']))[0]),
    });
    expect(self.json().errors).toEqual({ recipients: 'validation.required' });
    expect(await notificationCount()).toBe(before);
  });
});

describe('who may send and read the sent list', () => {
  it('refuses senders without notification access and renters', async () => {
    for (const who of ['nt_reader', 'nt_none', 'renter']) {
      const res = await send(who, { message: 'No', audience: 'all' });
      expect(res.statusCode, who).toBe(403);
    }
  });

  it('shows the sent list by level: all, own (a sender without a level) or 403', async () => {
    const mine = await send('nt_sender', { message: 'Creator sent this', audience: 'renters' });
    const theirs = await send('landlord', { message: 'Landlord sent this', audience: 'renters' });
    const messages = async (who: string) =>
      (await get(who, '/api/employee-notifications?per_page=100'))
        .json()
        .map((n: { message: string }) => n.message);
    expect(await messages('nt_sender')).toContain('Creator sent this');
    expect(await messages('nt_sender')).not.toContain('Landlord sent this');
    expect(await messages('nt_reader')).toEqual(
      expect.arrayContaining(['Creator sent this', 'Landlord sent this']),
    );
    expect(await messages('landlord2')).not.toContain('Landlord sent this');
    expect((await get('nt_none', '/api/employee-notifications')).statusCode).toBe(403);
    expect((await get('renter', '/api/employee-notifications')).statusCode).toBe(403);
    expect(
      (await get('nt_sender', `/api/employee-notifications/${theirs.json().id}`)).statusCode,
    ).toBe(404);
    expect(
      (await get('landlord2', `/api/employee-notifications/${mine.json().id}`)).statusCode,
    ).toBe(404);
    const card = await get('landlord', `/api/employee-notifications/${mine.json().id}`);
    expect(card.statusCode).toBe(200);
    expect(card.json().author_name).toBe('Test nt_sender');
  });

  it('pages by 15 and searches the message', async () => {
    for (let i = 0; i < 17; i += 1) {
      expect(
        (await send('landlord', { message: `Pager-zeta ${i}`, audience: 'employees' })).statusCode,
      ).toBe(201);
    }
    const first = await get('landlord', '/api/employee-notifications?page=1&search=pager-zeta');
    expect(first.json()).toHaveLength(15);
    expect(first.headers['x-total-count']).toBe('17');
    expect(first.json()[0].message).toBe('Pager-zeta 16');
    const second = await get('landlord', '/api/employee-notifications?page=2&search=pager-zeta');
    expect(second.json().map((n: { message: string }) => n.message)).toEqual([
      'Pager-zeta 1',
      'Pager-zeta 0',
    ]);
  });

  it('exports the sent list as a workbook, with the same search', async () => {
    const res = await get('landlord', '/api/employee-notifications/export?search=pager-zeta');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(18);
    expect(sheet.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect((await get('nt_sender', '/api/employee-notifications/export')).statusCode).toBe(403);
  });
});

describe('inbox', () => {
  it('shows unread first as unread, marks one read on open and all with read-all', async () => {
    const a = await send('landlord', { message: 'Inbox A', 'recipients[0]': String(ids.renter1) });
    const b = await send('landlord', { message: 'Inbox B', 'recipients[0]': String(ids.renter1) });
    const unread = await get('nt_renter1', '/api/notifications?unread=true');
    expect(
      unread
        .json()
        .map((n: { message: string }) => n.message)
        .slice(0, 2),
    ).toEqual(['Inbox B', 'Inbox A']);
    const open = await get('nt_renter1', `/api/notifications/${a.json().id}`);
    expect(open.statusCode).toBe(200);
    expect(open.json().read_at).not.toBeNull();
    expect(open.json().author_name).toBeTruthy();
    const after = await get('nt_renter1', '/api/notifications?unread=true');
    expect(after.json().map((n: { id: number }) => n.id)).not.toContain(a.json().id);
    expect(after.json().map((n: { id: number }) => n.id)).toContain(b.json().id);
    const card = await get('landlord', `/api/employee-notifications/${a.json().id}`);
    expect(card.json().read_count).toBe(1);

    const readAll = await post('nt_renter1', '/api/employee-notifications/read-all');
    expect(readAll.statusCode).toBe(200);
    expect(readAll.json().count).toBeGreaterThan(0);
    expect((await get('nt_renter1', '/api/notifications?unread=true')).json()).toEqual([]);
    expect((await post('nt_renter1', '/api/notifications/read-all')).json()).toEqual({ count: 0 });
    const left = await ctx.app.db
      .select({ n: count() })
      .from(notificationRecipients)
      .where(
        and(
          eq(notificationRecipients.user_id, ids.renter1),
          isNull(notificationRecipients.read_at),
        ),
      );
    expect(left[0].n).toBe(0);
  });

  it("never opens another user's notification", async () => {
    const res = await send('landlord', {
      message: 'Only renter1',
      'recipients[0]': String(ids.renter1),
    });
    expect((await get('nt_renter2', `/api/notifications/${res.json().id}`)).statusCode).toBe(404);
    expect((await get('renter', `/api/notifications/${res.json().id}`)).statusCode).toBe(404);
  });
});

describe('files', () => {
  it('stores files sent as files[i] and serves them signed to the recipients', async () => {
    const res = await send(
      'landlord',
      { message: 'With files', 'recipients[0]': String(ids.renter1) },
      [
        { field: 'files[0]', name: 'plan.pdf', body: PDF },
        { field: 'files[1]', name: 'photo.png', body: PNG },
      ],
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().files_count).toBe(2);
    const card = await get('landlord', `/api/employee-notifications/${res.json().id}`);
    expect(card.json().files.map((f: { name: string }) => f.name)).toEqual([
      'plan.pdf',
      'photo.png',
    ]);
    const inbox = await get('nt_renter1', `/api/notifications/${res.json().id}`);
    const [pdf] = inbox.json().files;
    expect(pdf.mime).toBe('application/pdf');
    const download = await ctx.app.inject({ url: pdf.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const list = await get('landlord', '/api/employee-notifications?search=With%20files');
    expect(list.json()[0].files_count).toBe(2);
  });

  it('refuses a file of a refused type and keeps nothing of the request', async () => {
    const filesBefore = (await ctx.app.db.select({ n: count() }).from(files))[0].n;
    const before = await notificationCount();
    const stored = await storedFiles();
    const res = await send('landlord', { message: 'Bad file', audience: 'all' }, [
      { field: 'files[0]', name: 'ok.pdf', body: PDF },
      { field: 'files[1]', name: 'run.exe', body: Buffer.from('MZ\x90\x00 not a document') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().errors).toEqual({ 'files.1': 'app.errors.file_type' });
    expect(await notificationCount()).toBe(before);
    expect((await ctx.app.db.select({ n: count() }).from(files))[0].n).toBe(filesBefore);
    expect(await storedFiles()).toEqual(stored);
  });

  it('removes stored files when the delivery is refused after them', async () => {
    const filesBefore = (await ctx.app.db.select({ n: count() }).from(files))[0].n;
    const stored = await storedFiles();
    const res = await send(
      'landlord',
      { message: 'Foreign', 'recipients[0]': String(ids.renter2) },
      [{ field: 'files[0]', name: 'ok.pdf', body: PDF }],
    );
    expect(res.statusCode).toBe(400);
    expect((await ctx.app.db.select({ n: count() }).from(files))[0].n).toBe(filesBefore);
    expect((await storedFiles()).sort()).toEqual([...stored].sort());
  });
});

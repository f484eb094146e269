import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarEvents,
  notificationRecipients,
  notifications,
  pushOutbox,
  pushTokens,
} from '../../server/db/schema';
import { demoBin } from '../../server/db/seed/demo';
import { remindCalendarEvents } from '../../server/modules/calendar/jobs';
import { queuePushes } from '../../server/modules/push/outbox';
import { tellAboutTask } from '../../server/modules/tasks/notices';
import {
  addEmployee,
  addEmployeeOf,
  addRenterUser,
  auth,
  createTestApp,
  landlordId,
  login,
  multipartBody,
  type TestContext,
} from './helpers';

/**
 * Who is told: exactly the people who could sign in now. A deleted employee or a user of an
 * inactive renter company gets no notification and no push, and leaving forgets their devices.
 */
let ctx: TestContext;
let landlord: Record<string, string>;
let aray: number;
beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  aray = await landlordId(ctx.app, 'ТРЦ Арай');
});
afterAll(() => ctx.close());

const notifyAs = (headers: Record<string, string>, fields: Record<string, string>) => {
  const form = multipartBody(fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/employee-notifications',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
};

const registerDevice = async (loginName: string, token: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/set-fcm-token',
    headers: auth(await login(ctx.app, loginName)),
    payload: { fcm_token: token },
  });
  expect(res.statusCode).toBe(204);
};

/** A device row left behind (as if registered just before the change): delivery must skip it. */
const staleDevice = (userId: number, token: string) =>
  ctx.app.db.insert(pushTokens).values({ token, user_id: userId });

const devicesOf = async (userId: number) =>
  (
    await ctx.app.db.select({ n: count() }).from(pushTokens).where(eq(pushTokens.user_id, userId))
  )[0].n;

const queuedFor = async (userId: number) =>
  (
    await ctx.app.db
      .select({ n: count() })
      .from(pushOutbox)
      .where(
        and(
          eq(pushOutbox.user_id, userId),
          isNull(pushOutbox.sent_at),
          isNull(pushOutbox.failed_at),
        ),
      )
  )[0].n;

const inboxOf = async (userId: number) =>
  (
    await ctx.app.db
      .select({ n: count() })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.user_id, userId))
  )[0].n;

const isRecipient = async (notificationId: number, userId: number) =>
  (
    await ctx.app.db
      .select()
      .from(notificationRecipients)
      .where(
        and(
          eq(notificationRecipients.notification_id, notificationId),
          eq(notificationRecipients.user_id, userId),
        ),
      )
  ).length === 1;

/** A renter company of its own in the first organization (BIN serial `n`), with one user. */
const renterWithUser = async (n: number, loginName: string) => {
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/api/renters',
    headers: landlord,
    payload: {
      legal_name: `ТОО «Арендатор ${n}»`,
      bin_iin: demoBin('1805', '4', n),
      category: 'clothing',
      contact_full_name: 'Ержанова Сауле',
      phone: '+7 (705) 111-22-33',
      room_ids: [],
    },
  });
  expect(made.statusCode).toBe(201);
  const user = await addRenterUser(ctx.app, loginName, made.json().id);
  return { renter: made.json(), user };
};

const deactivate = async (renter: Record<string, unknown>) => {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/renters/${renter.id}`,
    headers: landlord,
    payload: { ...renter, status: 'inactive' },
  });
  expect(res.statusCode).toBe(200);
};

const deleteEmployee = async (employeeId: number) => {
  const res = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/employee/${employeeId}`,
    headers: landlord,
  });
  expect(res.statusCode).toBe(200);
};

describe('a deleted employee', () => {
  it('is no recipient of an audience, gets no push, and cannot be picked', async () => {
    const leaver = await addEmployee(ctx.app, 'rc_leaver', 'view');
    const stayer = await addEmployee(ctx.app, 'rc_stayer', 'view');
    await registerDevice('rc_stayer', 'device-rc:stayer');
    await deleteEmployee(leaver.employee.id);
    await staleDevice(leaver.user.id, 'device-rc:leaver');

    const res = await notifyAs(landlord, {
      message: 'all staff: secret plan',
      audience: 'employees',
    });
    expect(res.statusCode).toBe(201);
    expect(await isRecipient(res.json().id, leaver.user.id)).toBe(false);
    expect(await isRecipient(res.json().id, stayer.user.id)).toBe(true);
    expect(await queuedFor(leaver.user.id)).toBe(0);
    expect(await queuedFor(stayer.user.id)).toBe(1);

    const picked = await notifyAs(landlord, {
      message: 'only you',
      'recipients[0]': String(leaver.user.id),
    });
    expect(picked.statusCode).toBe(400);
    expect(picked.json().errors).toEqual({ recipients: 'validation.invalid' });
    expect(await inboxOf(leaver.user.id)).toBe(0);
    // The recipients picker offers exactly who may be picked.
    const picker = await ctx.app.inject({ url: '/api/user/all', headers: landlord });
    const offered = picker.json().map((u: { id: number }) => u.id);
    expect(offered).toContain(stayer.user.id);
    expect(offered).not.toContain(leaver.user.id);
  });

  it('gets no task notice, calendar reminder or request push', async () => {
    const leaver = await addEmployee(ctx.app, 'rc_leaver_jobs', 'view');
    await deleteEmployee(leaver.employee.id);
    await staleDevice(leaver.user.id, 'device-rc:leaver-jobs');

    await tellAboutTask(
      ctx.app.db,
      { id: 1, number: 1, landlord_id: aray, description: 'Check the lifts' },
      'task_assigned',
      leaver.user.id,
    );
    const starts = new Date(Date.now() + 3 * 3600_000);
    await ctx.app.db.insert(calendarEvents).values({
      landlord_id: aray,
      owner_id: leaver.user.id,
      title: 'Meeting',
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 3600_000).toISOString(),
      reminders: [15],
      push: true,
    });
    await remindCalendarEvents(ctx.app.db, new Date(starts.getTime() - 15 * 60_000));
    await queuePushes(ctx.app.db, [leaver.user.id], {
      event: 'bid_assigned',
      title: { ru: 'Заявка', kk: 'Өтінім', en: 'Request' },
      body: 'x',
    });

    expect(await inboxOf(leaver.user.id)).toBe(0);
    expect(await queuedFor(leaver.user.id)).toBe(0);
  });

  it('loses its devices and its queued pushes with the deletion', async () => {
    const leaver = await addEmployee(ctx.app, 'rc_leaver_devices', 'view');
    await registerDevice('rc_leaver_devices', 'device-rc:leaver-devices');
    const told = await notifyAs(landlord, {
      message: 'before leaving',
      'recipients[0]': String(leaver.user.id),
    });
    expect(told.statusCode).toBe(201);
    expect(await queuedFor(leaver.user.id)).toBe(1);

    await deleteEmployee(leaver.employee.id);
    expect(await devicesOf(leaver.user.id)).toBe(0);
    expect(await queuedFor(leaver.user.id)).toBe(0);
  });
});

describe('a user of an inactive renter company', () => {
  it('is no recipient of `renters` and gets no push', async () => {
    const { renter, user } = await renterWithUser(731, 'rc_tenant');
    const active = await renterWithUser(732, 'rc_tenant_active');
    await registerDevice('rc_tenant_active', 'device-rc:tenant-active');
    await deactivate(renter);
    await staleDevice(user.id, 'device-rc:tenant');

    const res = await notifyAs(landlord, {
      message: 'all renters: rent rises',
      audience: 'renters',
    });
    expect(res.statusCode).toBe(201);
    expect(await isRecipient(res.json().id, user.id)).toBe(false);
    expect(await isRecipient(res.json().id, active.user.id)).toBe(true);
    expect(await queuedFor(user.id)).toBe(0);
    expect(await queuedFor(active.user.id)).toBe(1);

    const all = await notifyAs(landlord, { message: 'everyone', audience: 'all' });
    expect(await isRecipient(all.json().id, user.id)).toBe(false);
    const picked = await notifyAs(landlord, { message: 'you', 'recipients[0]': String(user.id) });
    expect(picked.statusCode).toBe(400);
    expect(picked.json().errors).toEqual({ recipients: 'validation.invalid' });
  });

  it('loses its devices and queued pushes when the company becomes inactive', async () => {
    const { renter, user } = await renterWithUser(733, 'rc_tenant_devices');
    await registerDevice('rc_tenant_devices', 'device-rc:tenant-devices');
    const told = await notifyAs(landlord, { message: 'hello', 'recipients[0]': String(user.id) });
    expect(told.statusCode).toBe(201);
    expect(await queuedFor(user.id)).toBe(1);
    const notificationsBefore = (await ctx.app.db.select({ n: count() }).from(notifications))[0].n;

    await deactivate(renter);
    expect(await devicesOf(user.id)).toBe(0);
    expect(await queuedFor(user.id)).toBe(0);
    // The inbox keeps what was delivered; only what still reaches the person goes.
    expect((await ctx.app.db.select({ n: count() }).from(notifications))[0].n).toBe(
      notificationsBefore,
    );
  });
});

describe('a blocked organization', () => {
  it("loses its people's devices and queued pushes", async () => {
    const esil = await landlordId(ctx.app, 'БЦ Есиль');
    const staff = await addEmployeeOf(ctx.app, 'БЦ Есиль', 'rc_esil_staff', 'view');
    await registerDevice('rc_esil_staff', 'device-rc:esil-staff');
    await queuePushes(ctx.app.db, [staff.user.id], {
      event: 'notification',
      title: { ru: 'т', kk: 'т', en: 't' },
      body: 'before the block',
    });
    expect(await queuedFor(staff.user.id)).toBe(1);

    const admin = auth(await login(ctx.app, 'superadmin'));
    const current = (
      await ctx.app.inject({ url: `/api/landlords/${esil}`, headers: admin })
    ).json();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/landlords/${esil}`,
      headers: admin,
      payload: { ...current, status: 'blocked' },
    });
    expect(res.statusCode).toBe(200);
    expect(await devicesOf(staff.user.id)).toBe(0);
    expect(await queuedFor(staff.user.id)).toBe(0);
  });
});

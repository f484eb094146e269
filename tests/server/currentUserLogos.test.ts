import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auth, createTestApp, login, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const me = async (name: string) =>
  (await ctx.app.inject({ url: '/api/user', headers: auth(await login(ctx.app, name)) })).json();

/** A stored file for a logo, public or not; its key names it. */
const file = async (key: string, isPublic: boolean) => {
  const [row] = (
    await ctx.app.db.execute<{ id: number }>(sql`
      insert into files (landlord_id, name, mime, size, checksum, storage_key, is_public,
        attached_at)
      select landlord_id, 'logo.png', 'image/png', 1, ${key}, ${key}, ${isPublic}, now()
      from users where login = 'renter'
      returning id`)
  ).rows;
  return row.id;
};

/** The renter's room (the first of theirs) and its object, as the current user shows them. */
const renterPlace = async () => {
  const user = await me('renter');
  return { room: user.room.id as number, object: user.land.id as number };
};

it('shows the object’s logo, else the room’s, else the organization’s; a private file is none', async () => {
  const { room, object } = await renterPlace();
  const organizationLogo = await file('org.png', true);
  const roomLogo = await file('room.png', true);
  const objectLogo = await file('object.png', true);
  const hidden = await file('hidden.png', false);
  await ctx.app.db.execute(sql`
    update landlords set logo_id = ${organizationLogo}
    where id = (select landlord_id from users where login = 'renter')`);
  await ctx.app.db.execute(sql`update rooms set logo_id = ${roomLogo} where id = ${room}`);
  await ctx.app.db.execute(sql`update objects set logo_id = ${objectLogo} where id = ${object}`);

  const renter = await me('renter');
  expect(renter.land.logo).toBe('/storage/public/object.png');
  expect(renter.room.logo).toBe('/storage/public/room.png');
  expect(renter.organization.logo).toBe('/storage/public/org.png');
  const staff = await me('landlord');
  expect(staff.land).toMatchObject({ id: object, logo: '/storage/public/object.png' });
  expect(staff.room).toBeNull();

  await ctx.app.db.execute(sql`update objects set logo_id = ${hidden} where id = ${object}`);
  const withoutObjectLogo = await me('renter');
  expect(withoutObjectLogo.land.logo).toBe('/storage/public/room.png');
  expect(withoutObjectLogo.room.logo).toBe('/storage/public/room.png');
  expect((await me('landlord')).land.logo).toBe('/storage/public/org.png');

  await ctx.app.db.execute(sql`update rooms set logo_id = null where id = ${room}`);
  await ctx.app.db.execute(sql`update landlords set logo_id = ${hidden} where id = (
    select landlord_id from users where login = 'renter')`);
  const none = await me('renter');
  expect(none.land.logo).toBe('/default-logo.svg');
  expect(none.organization.logo).toBe('/default-logo.svg');
});

import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEVICE_DIRECTIONS, deviceInput } from '../../../src/domain/time';
import { idParams } from '../../../src/domain/validation';
import type { Db } from '../../db/client';
import { devices, objects } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import { keepAbsentFields, PARTIAL_UPDATE, recordById } from '../../lib/partialUpdate';
import { allOrNotFound, assertOwnObject, organizationRows, ownLandlordId } from '../../lib/scope';
import { sha256 } from '../../lib/tokens';
import { currentUser } from '../../plugins/access';

const tags = ['time'];
export const DEVICE_ENTITY = 'device';
/** How much of a key the list shows, so staff can tell keys apart. */
const HINT_LENGTH = 7;

export const deviceRow = z.object({
  id: z.number(),
  name: z.string(),
  object_id: z.number().nullable(),
  object_name: z.string().nullable(),
  direction: z.enum(DEVICE_DIRECTIONS),
  key_hint: z.string().nullable(),
  revoked: z.boolean(),
  last_event_at: z.string().nullable(),
  created_at: z.string(),
});
const withKey = deviceRow.extend({
  key: z.string().describe('The device key: shown this once, kept only as a hash'),
});

/** A new device key (`dk_` and 32 random characters) and what is stored of it. */
const newKey = () => {
  const key = `dk_${randomBytes(24).toString('base64url')}`;
  return { key, key_hash: sha256(key), key_hint: key.slice(0, HINT_LENGTH) };
};

const readDevices = (db: Db, user: AuthUser) =>
  db
    .select({
      id: devices.id,
      name: devices.name,
      object_id: devices.object_id,
      object_name: objects.name,
      direction: devices.direction,
      key_hint: devices.key_hint,
      revoked: devices.revoked_at,
      last_event_at: devices.last_event_at,
      created_at: devices.created_at,
      landlord_id: devices.landlord_id,
    })
    .from(devices)
    .leftJoin(objects, eq(objects.id, devices.object_id))
    .where(organizationRows(user, devices.landlord_id))
    .orderBy(asc(devices.name), asc(devices.id))
    .$dynamic();

type DeviceRead = Awaited<ReturnType<typeof readDevices>>[number];
const shown = ({ landlord_id, revoked, ...row }: DeviceRead) => ({
  ...row,
  direction: row.direction as (typeof DEVICE_DIRECTIONS)[number],
  revoked: revoked !== null,
});

/**
 * `/api/devices`: the turnstiles and readers that send pass events, kept in the time module's
 * settings (read by those who read every timesheet, changed by `main`). A key is shown once, on
 * creation and rotation; revoking (`DELETE`) stops the key and keeps the device's events.
 */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = async (user: AuthUser, id: number) => {
    const rows = await readDevices(app.db, user).where(
      and(organizationRows(user, devices.landlord_id), eq(devices.id, id)),
    );
    return allOrNotFound(rows, [id])[0];
  };
  const audit = (
    user: AuthUser,
    landlordId: number,
    id: number,
    action: 'create' | 'update' | 'delete',
    before: object | null,
    after: object | null,
  ) =>
    recordAudit(app.db, {
      user,
      landlordId,
      entity: DEVICE_ENTITY,
      entityId: id,
      action,
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
    });

  app.get(
    '/api/devices',
    {
      preValidation: app.requireSettings('time', false),
      schema: {
        tags,
        summary: 'The organization’s turnstiles and readers, with each one’s last event',
        response: { 200: z.array(deviceRow) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // The superadmin has no devices of its own (404), as with every module setting.
      ownLandlordId(user);
      return (await readDevices(app.db, user)).map(shown);
    },
  );

  app.post(
    '/api/devices',
    {
      preValidation: app.requireSettings('time', true),
      schema: {
        tags,
        summary: 'Registers a device; its key is in the answer this once',
        body: deviceInput,
        response: { 201: withKey },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const landlordId = ownLandlordId(user);
      const { name, object_id, direction } = request.body;
      if (object_id !== null) await assertOwnObject(app.db, landlordId, object_id);
      const { key, ...stored } = newKey();
      const [row] = await app.db
        .insert(devices)
        .values({
          landlord_id: landlordId,
          name,
          object_id,
          direction,
          created_by: user.id,
          ...stored,
        })
        .returning({ id: devices.id });
      await audit(user, landlordId, row.id, 'create', null, { name, object_id, direction });
      return reply.code(201).send({ ...shown(await one(user, row.id)), key });
    },
  );

  app.put(
    '/api/devices/:id',
    {
      preValidation: [
        app.requireSettings('time', true),
        keepAbsentFields(
          deviceInput,
          recordById((user, id) => one(user, id)),
        ),
      ],
      schema: {
        tags,
        summary: 'Renames a device, moves it to another object or changes its direction',
        description: PARTIAL_UPDATE,
        params: idParams,
        body: deviceInput,
        response: { 200: deviceRow },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await one(user, request.params.id);
      const { name, object_id, direction } = request.body;
      if (object_id !== null) await assertOwnObject(app.db, before.landlord_id, object_id);
      await app.db
        .update(devices)
        .set({ name, object_id, direction, updated_at: new Date().toISOString() })
        .where(eq(devices.id, before.id));
      await audit(
        user,
        before.landlord_id,
        before.id,
        'update',
        { name: before.name, object_id: before.object_id, direction: before.direction },
        { name, object_id, direction },
      );
      return shown(await one(user, before.id));
    },
  );

  app.delete(
    '/api/devices/:id',
    {
      preValidation: app.requireSettings('time', true),
      schema: {
        tags,
        summary: 'Revokes a device’s key; the device and its events stay',
        params: idParams,
        response: { 200: deviceRow },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await one(user, request.params.id);
      await app.db
        .update(devices)
        .set({ key_hash: null, key_hint: null, revoked_at: new Date().toISOString() })
        .where(eq(devices.id, before.id));
      await audit(user, before.landlord_id, before.id, 'delete', { revoked: false }, null);
      return shown(await one(user, before.id));
    },
  );

  app.post(
    '/api/devices/:id/key',
    {
      preValidation: app.requireSettings('time', true),
      schema: {
        tags,
        summary: 'Gives a device a new key (the old one stops); the key is in the answer this once',
        params: idParams,
        response: { 200: withKey },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await one(user, request.params.id);
      const { key, ...stored } = newKey();
      await app.db
        .update(devices)
        .set({ ...stored, revoked_at: null, updated_at: new Date().toISOString() })
        .where(eq(devices.id, before.id));
      await audit(
        user,
        before.landlord_id,
        before.id,
        'update',
        { key_hint: before.key_hint },
        { key_hint: stored.key_hint },
      );
      return { ...shown(await one(user, before.id)), key };
    },
  );
};

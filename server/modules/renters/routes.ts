import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RENTER_CATEGORIES,
  RENTER_STATUSES,
  renterAccessInput,
  renterInput,
} from '../../../src/domain/renters';
import { idParam, idParams } from '../../../src/domain/validation';
import type { Db } from '../../db/client';
import { renterRooms, renters, rooms, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { crudRoutes } from '../../lib/crud';
import { badRequest, notFound } from '../../lib/errors';
import { assertLoginFree, handedOver, mailTemporaryPassword } from '../../lib/logins';
import { hashPassword, temporaryPassword } from '../../lib/passwords';
import { tableRow } from '../../lib/rowSchema';
import { ownLandlordId, rowScope } from '../../lib/scope';
import { endAccessOf } from '../../lib/sessions';
import { currentUser } from '../../plugins/access';
import { assertBinFree } from './service';

/** Renters with their rooms and how many user accounts they have, in two queries a page. */
const renterViews = async (db: Db, rows: (typeof renters.$inferSelect)[]) => {
  const ids = rows.map((r) => r.id);
  const [links, accounts] = ids.length
    ? await Promise.all([
        db.select().from(renterRooms).where(inArray(renterRooms.renter_id, ids)),
        db
          .select({ renter_id: users.renter_id, n: count() })
          .from(users)
          .where(inArray(users.renter_id, ids))
          .groupBy(users.renter_id),
      ])
    : [[], []];
  return rows.map((row) =>
    Object.assign(row, {
      room_ids: links.filter((l) => l.renter_id === row.id).map((l) => l.room_id),
      users_count: Number(accounts.find((a) => a.renter_id === row.id)?.n ?? 0),
    }),
  );
};

const renterColumns = {
  landlord: renters.landlord_id,
  createdBy: renters.created_by,
  renter: renters.id,
};

/** `/api/renters`: tenant companies, their rooms, and their user accounts. */
export const renterRoutes = crudRoutes({
  resource: 'renters',
  path: '/api/renters',
  table: renters,
  id: renters.id,
  landlord: renterColumns.landlord,
  createdBy: renterColumns.createdBy,
  renterColumn: renterColumns.renter,
  input: renterInput,
  tags: ['renters'],
  view: renterViews,
  row: tableRow(renters).extend({ room_ids: z.array(z.number()), users_count: z.number() }),
  prepare: async (db, user, values, before) => {
    await assertBinFree(db, ownLandlordId(user), values.bin_iin, before?.id ?? null);
    return values;
  },
  afterWrite: async (db, row) => {
    if (row.status !== 'active') await endAccessOf(db, { renterId: row.id });
  },
  list: {
    idColumn: renters.id,
    defaultSort: ['created_at', 'DESC'],
    sortable: {
      id: renters.id,
      legal_name: renters.legal_name,
      outlet_name: renters.outlet_name,
      status: renters.status,
      created_at: renters.created_at,
    },
    filters: {
      status: { column: renters.status, type: 'string', values: RENTER_STATUSES },
      category: { column: renters.category, type: 'string', values: RENTER_CATEGORIES },
    },
    custom: {
      object_id: (value) => {
        const objectId = idParam.safeParse(value);
        if (!objectId.success) throw badRequest({ 'filter.object_id': 'validation.invalid' });
        return sql`exists (select 1 from ${renterRooms} rr join ${rooms} r on r.id = rr.room_id
          where rr.renter_id = ${renters.id} and r.object_id = ${objectId.data})`;
      },
    },
    customDocs: { object_id: 'an object id: the renters holding a room in it' },
    search: [
      renters.legal_name,
      renters.bin_iin,
      renters.outlet_name,
      renters.contact_full_name,
      renters.phone,
    ],
  },
});

/**
 * "Give access": a user account for the renter with a temporary password, shown once and, when
 * asked, mailed to the given e-mail in the caller's language.
 */
export const renterAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/renters/:id/access',
    {
      preValidation: [app.authenticate, app.requireAccess('renters', 'edit')],
      schema: {
        tags: ['renters'],
        params: idParams,
        body: renterAccessInput,
        response: { 201: handedOver },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const [renter] = await app.db
        .select()
        .from(renters)
        .where(
          and(eq(renters.id, request.params.id), rowScope(user, 'renters', renterColumns, 'edit')),
        );
      if (!renter) throw notFound();
      await assertLoginFree(app.db, request.body.login, 'login');
      const password = temporaryPassword();
      await app.db.transaction(async (tx) => {
        const [account] = await tx
          .insert(users)
          .values({
            login: request.body.login,
            password_hash: await hashPassword(password),
            full_name: request.body.full_name,
            phone: request.body.phone,
            email: request.body.email ?? null,
            role: 'renter',
            landlord_id: renter.landlord_id,
            renter_id: renter.id,
            must_change_password: true,
          })
          .returning({ id: users.id, login: users.login, full_name: users.full_name });
        await recordAudit(tx, {
          user,
          landlordId: renter.landlord_id,
          entity: 'renters',
          entityId: renter.id,
          action: 'update',
          before: { account: null },
          after: { account: account },
        });
      });
      const { login, full_name, email, send_email } = request.body;
      const mailedTo = await mailTemporaryPassword(app, send_email ? email : null, {
        name: full_name,
        login,
        password,
        locale: user.locale,
      });
      return reply.status(201).send({ login, temporary_password: password, mailed_to: mailedTo });
    },
  );
};

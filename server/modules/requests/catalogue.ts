import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasBidAccess } from '../../../src/domain/access';
import {
  landlordTypeInput,
  landlordTypeShowInput,
  REQUEST_KINDS,
  requestTypeInput,
} from '../../../src/domain/requestTypes';
import { idParam, idParams } from '../../../src/domain/validation';
import { landlordRequestTypes, requestKinds, requestTypes } from '../../db/schema';
import { assertExecutor } from '../../lib/assignedWork/executors';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import { crudRoutes } from '../../lib/crud';
import { notFound } from '../../lib/errors';
import { keepAbsentFields, PARTIAL_UPDATE, recordById } from '../../lib/partialUpdate';
import { ownLandlordId, rowScope } from '../../lib/scope';
import { currentUser } from '../../plugins/access';
import { BID_WORK } from './bids/work';
import { availableTypes, ensureLandlordTypes } from './requestTypes';
import { availableTypeRow, bidAccessAnswer, landlordTypeRow, requestKindRow } from './schemas';

const tags = ['requests'];
const setting = { 200: landlordTypeRow };

const landlordRowView = (row: {
  setting: typeof landlordRequestTypes.$inferSelect;
  type: typeof requestTypes.$inferSelect;
}) => ({
  id: row.setting.id,
  request_type_id: row.setting.request_type_id,
  show: row.setting.show ? 1 : 0,
  sla_hours: row.setting.sla_hours,
  default_executor_id: row.setting.default_executor_id,
  type: {
    id: row.type.id,
    kind_id: row.type.kind_id,
    code: row.type.code,
    name: row.type.name,
    sla_hours: row.type.sla_hours,
  },
});

/** The request catalogue (superadmin writes), each landlord's settings of it, who may file. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/get-kind',
    {
      preValidation: app.authenticate,
      schema: { tags, response: { 200: z.array(requestKindRow) } },
    },
    () => app.db.select().from(requestKinds).orderBy(asc(requestKinds.id)),
  );

  app.get(
    '/api/type-request/check-bid-access',
    {
      preValidation: app.authenticate,
      schema: { tags, response: { 200: bidAccessAnswer } },
    },
    async (request) => ({ has_access: hasBidAccess(currentUser(request)) }),
  );

  app.get(
    '/api/type-request/kind/:kindId',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['requests'],
        params: z.object({ kindId: idParam.default(REQUEST_KINDS.tenant) }),
        response: { 200: z.array(availableTypeRow) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.role === 'superadmin') {
        return app.db
          .select()
          .from(requestTypes)
          .where(eq(requestTypes.kind_id, request.params.kindId))
          .orderBy(asc(requestTypes.sort_order), asc(requestTypes.id));
      }
      return availableTypes(app.db, ownLandlordId(user), request.params.kindId);
    },
  );

  const settingsRead = [app.authenticate, app.requireSettings('settings', false)];
  const settingsWrite = [app.authenticate, app.requireSettings('settings', true)];
  const findSetting = async (user: AuthUser, id: number) => {
    const [row] = await app.db
      .select({ setting: landlordRequestTypes, type: requestTypes })
      .from(landlordRequestTypes)
      .innerJoin(requestTypes, eq(requestTypes.id, landlordRequestTypes.request_type_id))
      .where(
        and(
          eq(landlordRequestTypes.id, id),
          rowScope(user, 'settings', { landlord: landlordRequestTypes.landlord_id }),
        ),
      );
    if (!row) throw notFound();
    return row;
  };
  const saveSetting = async (
    user: AuthUser,
    before: Awaited<ReturnType<typeof findSetting>>,
    values: Partial<typeof landlordRequestTypes.$inferInsert>,
  ) => {
    const [setting] = await app.db
      .update(landlordRequestTypes)
      .set({ ...values, updated_at: new Date().toISOString() })
      .where(eq(landlordRequestTypes.id, before.setting.id))
      .returning();
    await recordAudit(app.db, {
      user,
      landlordId: setting.landlord_id,
      entity: 'type-request-landlord',
      entityId: setting.id,
      action: 'update',
      before: before.setting,
      after: setting,
    });
    return landlordRowView({ setting, type: before.type });
  };

  app.get(
    '/api/type-request-landlord',
    {
      preValidation: settingsRead,
      schema: { tags, response: { 200: z.array(landlordTypeRow) } },
    },
    async (request) => {
      const landlordId = ownLandlordId(currentUser(request));
      await ensureLandlordTypes(app.db, landlordId);
      const rows = await app.db
        .select({ setting: landlordRequestTypes, type: requestTypes })
        .from(landlordRequestTypes)
        .innerJoin(requestTypes, eq(requestTypes.id, landlordRequestTypes.request_type_id))
        .where(
          and(eq(landlordRequestTypes.landlord_id, landlordId), eq(requestTypes.is_active, true)),
        )
        .orderBy(asc(requestTypes.sort_order), asc(requestTypes.id));
      return rows.map(landlordRowView);
    },
  );

  app.put(
    '/api/type-request-landlord/show/:id',
    {
      preValidation: settingsWrite,
      schema: {
        tags: ['requests'],
        params: idParams,
        body: landlordTypeShowInput,
        response: setting,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await findSetting(user, request.params.id);
      return saveSetting(user, before, { show: request.body[0] === 1 });
    },
  );

  app.put(
    '/api/type-request-landlord/:id',
    {
      preValidation: [
        ...settingsWrite,
        keepAbsentFields(
          landlordTypeInput,
          recordById(async (user, id) => (await findSetting(user, id)).setting),
        ),
      ],
      schema: {
        tags: ['requests'],
        description: PARTIAL_UPDATE,
        params: idParams,
        body: landlordTypeInput,
        response: setting,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await findSetting(user, request.params.id);
      const { default_executor_id, sla_hours } = request.body;
      await assertExecutor(
        app.db,
        BID_WORK,
        before.setting.landlord_id,
        default_executor_id,
        'default_executor_id',
      );
      return saveSetting(user, before, { sla_hours, default_executor_id });
    },
  );

  await app.register(
    crudRoutes({
      resource: 'type-request',
      path: '/api/type-request',
      table: requestTypes,
      id: requestTypes.id,
      input: requestTypeInput as never,
      tags: ['requests'],
      list: {
        idColumn: requestTypes.id,
        defaultSort: ['sort_order', 'ASC'],
        sortable: {
          id: requestTypes.id,
          code: requestTypes.code,
          sort_order: requestTypes.sort_order,
          sla_hours: requestTypes.sla_hours,
        },
        filters: {
          kind_id: { column: requestTypes.kind_id, type: 'number' },
          is_active: { column: requestTypes.is_active, type: 'boolean' },
        },
      },
    }),
  );
};

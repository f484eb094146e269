import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTRACTOR_SERVICES,
  CONTRACTOR_STATUSES,
  CONTRACTOR_TRANSITIONS,
  contractorInput,
  contractorStatusInput,
} from '../../../src/domain/contractors';
import type { Db } from '../../db/client';
import { attachments, contractors } from '../../db/schema';
import { assertOwnFiles, filesOf, linkFiles } from '../../lib/attachments';
import type { AuthUser } from '../../lib/authUser';
import { crudRoutes } from '../../lib/crud';
import { badRequest, notFound } from '../../lib/errors';
import { publicLinkRoutes } from '../../lib/publicLinkRoutes';
import { statusRoute } from '../../lib/recordRoutes';
import { fileRow, tableRow } from '../../lib/rowSchema';
import { rowScope } from '../../lib/scope';
import { resolveSecret } from '../../lib/secrets';
import { CONTRACTOR_ENTITY } from './entity';

/** A contractor with its attached files (URLs signed for the caller). */
const contractorRow = tableRow(contractors).extend({
  files: z.array(fileRow),
  file_ids: z.array(z.number()),
});

type ContractorRow = typeof contractors.$inferSelect;

const scopeColumns = { landlord: contractors.landlord_id, createdBy: contractors.created_by };

const currentFileIds = async (db: Db, contractorId: number) =>
  (
    await db
      .select({ id: attachments.file_id })
      .from(attachments)
      .where(
        and(eq(attachments.entity, CONTRACTOR_ENTITY), eq(attachments.entity_id, contractorId)),
      )
  ).map((r) => r.id);

/** `/api/contractors`: the register, status decisions and the landlord's public form link. */
export const contractorRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = await resolveSecret(app.db, 'file_url_secret');
  const withFiles = async (db: Db, rows: ContractorRow[], user: AuthUser) => {
    const byId = await filesOf(
      db,
      CONTRACTOR_ENTITY,
      rows.map((r) => r.id),
      { secret, userId: user.id },
    );
    return rows.map((row) => {
      const attached = byId.get(row.id)?.files ?? [];
      return { ...row, files: attached, file_ids: attached.map((f) => f.id) };
    });
  };

  await app.register(
    publicLinkRoutes('contractor_form', {
      path: '/api/contractors/form-link',
      resource: CONTRACTOR_ENTITY,
      auditEntity: 'contractor-form-link',
      tags: ['contractors'],
    }),
  );

  statusRoute(app, {
    path: '/api/contractors/:id/status',
    access: [app.authenticate, app.requireAccess(CONTRACTOR_ENTITY, 'work')],
    tags: ['contractors'],
    body: contractorStatusInput,
    response: contractorRow,
    find: async (user, id) => {
      const [row] = await app.db
        .select()
        .from(contractors)
        .where(and(eq(contractors.id, id), rowScope(user, 'contractors', scopeColumns, 'work')));
      if (!row) throw notFound();
      return row;
    },
    move: (before, { note }, user) => ({
      table: contractors,
      allowed: CONTRACTOR_TRANSITIONS,
      reason: { field: 'note', value: note, requiredFor: ['rejected'] },
      set: { status_note: note },
      audit: { user, entity: CONTRACTOR_ENTITY, landlordId: before.landlord_id },
    }),
    view: async (user, after) => (await withFiles(app.db, [after], user))[0],
  });

  await app.register(
    crudRoutes({
      resource: CONTRACTOR_ENTITY,
      ...scopeColumns,
      path: '/api/contractors',
      table: contractors,
      id: contractors.id,
      input: contractorInput,
      tags: ['contractors'],
      view: withFiles,
      row: contractorRow,
      prepare: async (db, user, values, before) => {
        const { file_ids, ...fields } = values;
        const current = before ? await currentFileIds(db, before.id) : [];
        await assertOwnFiles(db, user, file_ids, 'file_ids', current);
        return before ? fields : { ...fields, status: 'processed', source: 'staff' };
      },
      afterWrite: (db, row, input) =>
        linkFiles(
          db,
          {
            entity: CONTRACTOR_ENTITY,
            entityId: row.id,
            landlordId: row.landlord_id,
          },
          input?.file_ids ?? [],
        ),
      list: {
        idColumn: contractors.id,
        defaultSort: ['created_at', 'DESC'],
        sortable: {
          id: contractors.id,
          company_name: contractors.company_name,
          status: contractors.status,
          created_at: contractors.created_at,
        },
        filters: {
          status: { column: contractors.status, type: 'string', values: CONTRACTOR_STATUSES },
          source: { column: contractors.source, type: 'string', values: ['staff', 'form'] },
          created_at: { column: contractors.created_at, type: 'date' },
        },
        custom: {
          service: (value) => {
            if (!CONTRACTOR_SERVICES.includes(value as never)) {
              throw badRequest({ 'filter.service': 'validation.invalid' });
            }
            return sql`${contractors.services} @> array[${value}]::text[]`;
          },
        },
        customDocs: {
          service: `one of ${CONTRACTOR_SERVICES.map((s) => `"${s}"`).join(', ')}`,
        },
        search: [
          contractors.company_name,
          contractors.bin,
          contractors.contact_full_name,
          contractors.phone,
        ],
      },
    }),
  );
};

import { and, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canAccess, type Module } from '../../../src/domain/access';
import { idParam, plainString } from '../../../src/domain/validation';
import type { Db } from '../../db/client';
import {
  auditLog,
  bids,
  contractors,
  contracts,
  documents,
  employees,
  objects,
  questionnaires,
  renters,
  rooms,
  users,
  visitorMessages,
} from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { forbidden, notFound } from '../../lib/errors';
import { moduleSettingsOpen, organizationRows, rowScope, type ScopeColumns } from '../../lib/scope';
import { currentUser } from '../../plugins/access';
import { documentColumns } from '../documents/service';

/** One change of a record: what was done, the changed fields, by whom and when. */
const historyEntry = z.object({
  id: z.number(),
  action: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  at: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
});

interface TenantRecord {
  module: Module;
  table: PgTable;
  id: AnyPgColumn;
  cols: ScopeColumns;
}

/** Records whose history follows the record: readable exactly when the record is. */
const RECORDS: Record<string, TenantRecord> = {
  bids: {
    module: 'requests',
    table: bids,
    id: bids.id,
    cols: { landlord: bids.landlord_id, createdBy: bids.created_by, executor: bids.executor_id },
  },
  renters: {
    module: 'renters',
    table: renters,
    id: renters.id,
    cols: { landlord: renters.landlord_id, createdBy: renters.created_by },
  },
  objects: {
    module: 'objects',
    table: objects,
    id: objects.id,
    cols: { landlord: objects.landlord_id, createdBy: objects.created_by },
  },
  rooms: {
    module: 'objects',
    table: rooms,
    id: rooms.id,
    cols: { landlord: rooms.landlord_id, createdBy: rooms.created_by },
  },
  contracts: {
    module: 'contracts',
    table: contracts,
    id: contracts.id,
    cols: { landlord: contracts.landlord_id, createdBy: contracts.created_by },
  },
  documents: {
    module: 'documents',
    table: documents,
    id: documents.id,
    cols: documentColumns,
  },
  contractors: {
    module: 'contractors',
    table: contractors,
    id: contractors.id,
    cols: { landlord: contractors.landlord_id, createdBy: contractors.created_by },
  },
  employees: {
    module: 'employees',
    table: employees,
    id: employees.id,
    cols: { landlord: employees.landlord_id, createdBy: employees.created_by },
  },
  'application-forms': {
    module: 'waiting_list',
    table: questionnaires,
    id: questionnaires.id,
    cols: { landlord: questionnaires.landlord_id },
  },
  'visitor-messages': {
    module: 'visitor_messages',
    table: visitorMessages,
    id: visitorMessages.id,
    cols: { landlord: visitorMessages.landlord_id },
  },
};

/** Platform records: the superadmin's alone. */
const PLATFORM = new Set([
  'landlords',
  'demo-requests',
  'support-messages',
  'type-object',
  'social-network',
  'type-request',
]);

/** 403 or 404 unless the caller may read the record whose history is asked for. */
const assertVisible = async (db: Db, user: AuthUser, entity: string, id: number) => {
  if (user.role === 'renter') throw forbidden();
  if (PLATFORM.has(entity)) {
    if (user.role !== 'superadmin') throw forbidden();
    return;
  }
  if (entity === 'calendar') {
    if (!moduleSettingsOpen(user, 'settings', false)) throw forbidden();
    if (user.role !== 'superadmin' && id !== user.landlord_id) throw notFound();
    return;
  }
  const record = RECORDS[entity];
  if (!record) throw forbidden();
  if (!canAccess(user, { resource: record.module, action: 'show' })) throw forbidden();
  const [row] = await db
    .select({ id: record.id })
    .from(record.table)
    .where(and(eq(record.id, id), rowScope(user, record.module, record.cols)));
  if (!row) throw notFound();
};

/** A record's history: who changed which fields, and when (newest first). Staff only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/history/:entity/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['audit'],
        params: z.object({ entity: plainString(50), id: idParam }),
        response: { 200: z.array(historyEntry) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { entity, id } = request.params;
      await assertVisible(app.db, user, entity, id);
      return app.db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          changes: auditLog.changes,
          at: auditLog.at,
          user_id: auditLog.user_id,
          user_name: users.full_name,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.user_id))
        .where(
          and(
            eq(auditLog.entity, entity),
            eq(auditLog.entity_id, id),
            organizationRows(user, auditLog.landlord_id),
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(200);
    },
  );
};

import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DocumentInput, documentInput } from '../../../src/domain/documents';
import type { Db } from '../../db/client';
import { attachments, documents } from '../../db/schema';
import { executorsRoute } from '../../lib/assignedWork/executorsRoute';
import { linkFiles } from '../../lib/attachments';
import { crudRoutes } from '../../lib/crud';
import { conflict } from '../../lib/errors';
import { ownLandlordId } from '../../lib/scope';
import { resolveSecret } from '../../lib/secrets';
import { documentActionRoutes } from './actions';
import { documentExportRoutes } from './export';
import { documentListSpec } from './listSpec';
import { tellResponsible } from './notices';
import { documentPrefixRoutes } from './prefixes';
import { registerNumber } from './register';
import {
  DOCUMENT_ENTITY,
  DOCUMENT_WORK,
  documentColumns,
  documentValues,
  markAnswered,
  recordDocumentEvent,
} from './service';
import { documentRow, documentViews, readDocuments } from './view';

const tags = ['documents'];

const currentFileIds = async (db: Db, letterId: number) =>
  (
    await db
      .select({ id: attachments.file_id })
      .from(attachments)
      .where(and(eq(attachments.entity, DOCUMENT_ENTITY), eq(attachments.entity_id, letterId)))
  ).map((r) => r.id);

/** A registered letter keeps its number: the register is never left with a gap. */
const registered = () =>
  conflict({ status: 'validation.document_registered' }, 'A registered letter is not deleted');

/** An archived letter keeps what it says; it is taken back to work first. */
const archived = () =>
  conflict({ status: 'validation.document_archived' }, 'The letter is archived');

/** The register's text index: number, correspondent, subject and summary. */
const searchText = (
  number: string,
  fields: { correspondent: string; subject: string; summary: string | null },
) => [number, fields.correspondent, fields.subject, fields.summary ?? ''].join(' ');

/** `/api/documents`: the register of incoming and outgoing letters. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = await resolveSecret(app.db, 'file_url_secret');
  const view = documentViews(secret);
  await app.register(documentExportRoutes);
  await app.register(async (scoped) => {
    scoped.addHook('preValidation', scoped.authenticate);
    await scoped.register(executorsRoute(DOCUMENT_WORK, '/api/documents/responsibles', tags));
    await scoped.register(documentActionRoutes(view));
    await scoped.register(documentPrefixRoutes);
  });

  await app.register(
    crudRoutes({
      resource: DOCUMENT_ENTITY,
      path: '/api/documents',
      table: documents,
      id: documents.id,
      landlord: documentColumns.landlord,
      createdBy: documentColumns.createdBy,
      executor: documentColumns.executor,
      renterColumn: documentColumns.renter,
      input: documentInput,
      tags,
      read: readDocuments,
      view,
      row: documentRow,
      keep: () => registered(),
      prepare: async (db, user, values: DocumentInput, before) => {
        if (before?.status === 'archived') throw archived();
        const landlordId = before?.landlord_id ?? ownLandlordId(user);
        const current = before ? await currentFileIds(db, before.id) : [];
        const fields = await documentValues(db, user, landlordId, values, before, current);
        const place = before
          ? { number: before.number }
          : await registerNumber(db, landlordId, values.direction, values.registered_on);
        return {
          ...fields,
          ...place,
          search_text: searchText(place.number, fields),
          // A new due day is reminded of anew.
          ...(before && before.due_on !== fields.due_on ? { reminded_for: null } : {}),
        };
      },
      afterWrite: async (db, row, input, before, user) => {
        if (!input) return;
        await linkFiles(
          db,
          { entity: DOCUMENT_ENTITY, entityId: row.id, landlordId: row.landlord_id },
          input.file_ids,
        );
        await recordDocumentEvent(db, row, {
          user_id: user.id,
          type: before ? 'updated' : 'registered',
          to_status: before ? null : row.status,
        });
        await markAnswered(db, user.id, row);
        if (row.responsible_id !== (before?.responsible_id ?? null)) {
          await tellResponsible(db, row, 'document_assigned', user.id);
        }
      },
      list: documentListSpec,
    }),
  );
};

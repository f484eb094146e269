import { eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { DOCUMENT_DIRECTIONS, DOCUMENT_STATUSES, isOverdue } from '../../../src/domain/documents';
import type { Db } from '../../db/client';
import { documents, users } from '../../db/schema';
import { filesOf } from '../../lib/attachments';
import type { AuthUser } from '../../lib/authUser';
import { fileRow, tableRow } from '../../lib/rowSchema';
import { almatyDay } from '../dashboard/periods';
import { DOCUMENT_ENTITY } from './service';

const responsible = alias(users, 'responsible');
const answered = alias(documents, 'answered');

/** A letter the row is linked with: the one it answers, or one of its answers. */
const linkedLetter = z.object({
  id: z.number(),
  number: z.string(),
  direction: z.enum(DOCUMENT_DIRECTIONS),
  status: z.enum(DOCUMENT_STATUSES),
  registered_on: z.string(),
});

/** The letters answering this one (its chain forward), oldest first. */
const repliesOf = sql<z.infer<typeof linkedLetter>[]>`(select coalesce(json_agg(json_build_object(
    'id', r.id, 'number', r.number, 'direction', r.direction, 'status', r.status,
    'registered_on', to_char(r.registered_on, 'YYYY-MM-DD')) order by r.registered_on, r.id), '[]')
  from documents r where r.reply_to_id = ${documents.id})`;

/** Letters with the names and links a list shows beside them, in the page's own query. */
export const readDocuments = (db: Db) =>
  db
    .select({
      ...getTableColumns(documents),
      responsible_name: responsible.full_name,
      reply_to: sql<z.infer<typeof linkedLetter> | null>`case when ${answered.id} is null then null
        else json_build_object('id', ${answered.id}, 'number', ${answered.number},
          'direction', ${answered.direction}, 'status', ${answered.status},
          'registered_on', to_char(${answered.registered_on}, 'YYYY-MM-DD')) end`,
      replies: repliesOf,
    })
    .from(documents)
    .leftJoin(responsible, eq(responsible.id, documents.responsible_id))
    .leftJoin(answered, eq(answered.id, documents.reply_to_id));

export type DocumentRead = Awaited<ReturnType<typeof readDocuments>>[number];

/** One letter as lists and the card send it. */
export const documentRow = tableRow(documents, ['search_text', 'reminded_for']).extend({
  responsible_name: z.string().nullable(),
  reply_to: linkedLetter.nullable(),
  replies: z.array(linkedLetter),
  overdue: z.boolean(),
  file_ids: z.array(z.number()),
  files: z.array(fileRow),
});

/**
 * Letters as the API shows them: files in one query a page; whether each is overdue today. A
 * renter does not read staff's own notes on them (the comment).
 */
export const documentViews =
  (secret: string) => async (db: Db, rows: DocumentRead[], user: AuthUser) => {
    const attached = await filesOf(
      db,
      DOCUMENT_ENTITY,
      rows.map((r) => r.id),
      { secret, userId: user.id },
    );
    const today = almatyDay(new Date());
    return rows.map((row) => {
      const { search_text: _search, reminded_for: _reminded, ...shown } = row;
      const files = attached.get(row.id)?.files ?? [];
      return Object.assign(shown, {
        comment: user.role === 'renter' ? null : row.comment,
        overdue: isOverdue(row, today),
        file_ids: files.map((f) => f.id),
        files,
      });
    });
  };

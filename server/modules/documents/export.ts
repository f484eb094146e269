import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { documents, users } from '../../db/schema';
import type { ExcelColumn } from '../../lib/excel';
import { type ExportTexts, excelExportRoute } from '../../lib/exportRoute';
import { rowScope } from '../../lib/scope';
import { sheetDay } from '../../lib/sheetRows';
import { documentListSpec } from './listSpec';
import { DOCUMENT_ENTITY, documentColumns } from './service';

const responsible = alias(users, 'responsible');
const answered = alias(documents, 'answered');

/**
 * The register's columns in one query: the letter, the letter it answers, and its answers'
 * numbers and days (in the order they were registered).
 */
const selectSheetRows = (db: Db) =>
  db
    .select({
      id: documents.id,
      number: documents.number,
      registered_on: documents.registered_on,
      direction: documents.direction,
      correspondent: documents.correspondent,
      sender_number: documents.sender_number,
      sender_date: documents.sender_date,
      subject: documents.subject,
      delivery: documents.delivery,
      responsible: responsible.full_name,
      due_on: documents.due_on,
      status: documents.status,
      reply_to: answered.number,
      answers: sql<string | null>`(select string_agg(r.number || ' (' || to_char(r.registered_on,
          'DD.MM.YYYY') || ')', ', ' order by r.registered_on, r.id)
        from documents r where r.reply_to_id = ${documents.id})`,
    })
    .from(documents)
    .leftJoin(responsible, eq(responsible.id, documents.responsible_id))
    .leftJoin(answered, eq(answered.id, documents.reply_to_id));
type Row = Awaited<ReturnType<ReturnType<typeof selectSheetRows>['where']>>[number];

/** The journal office staff keep on paper, with days as date cells. */
const columns = ({ t, enumText }: ExportTexts): ExcelColumn<Row>[] => {
  const field = (name: string) => t(`resources.documents.fields.${name}`);
  return [
    { header: field('number'), width: 16, value: (r) => r.number },
    { header: field('registered_on'), width: 12, value: (r) => sheetDay(r.registered_on) },
    {
      header: field('direction'),
      width: 12,
      value: (r) => enumText('document_direction', r.direction),
    },
    { header: field('correspondent'), width: 30, value: (r) => r.correspondent },
    { header: field('sender_number'), width: 14, value: (r) => r.sender_number },
    { header: field('sender_date'), width: 12, value: (r) => sheetDay(r.sender_date) },
    { header: field('subject'), width: 40, value: (r) => r.subject },
    {
      header: field('delivery'),
      width: 14,
      value: (r) => enumText('document_delivery', r.delivery),
    },
    { header: field('responsible_id'), width: 26, value: (r) => r.responsible },
    { header: field('due_on'), width: 12, value: (r) => sheetDay(r.due_on) },
    { header: field('status'), width: 14, value: (r) => enumText('document_status', r.status) },
    { header: field('reply_to_id'), width: 16, value: (r) => r.reply_to },
    { header: field('replies'), width: 30, value: (r) => r.answers },
  ];
};

/** `POST /api/download/excel/documents`: the filtered register, headers in the caller's language. */
export const documentExportRoutes: FastifyPluginAsyncZod = async (app) => {
  excelExportRoute<Row>(app, {
    path: '/api/download/excel/documents',
    access: [app.authenticate, app.requireAccess(DOCUMENT_ENTITY, 'export')],
    spec: documentListSpec,
    scope: (user) => rowScope(user, 'documents', documentColumns),
    select: (db) => selectSheetRows(db),
    order: { id: (r) => r.id },
    columns,
    sheet: 'resources.documents.export_sheet',
    file: 'documents',
    tags: ['documents'],
  });
};

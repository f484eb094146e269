import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '../../../../src/domain/constants';
import { OPEN_BID_STATUSES, placeLabel } from '../../../../src/domain/requests';
import type { Db } from '../../../db/client';
import { bids, objectTypes, requestTypes } from '../../../db/schema';
import { type ExcelColumn, phoneCell } from '../../../lib/excel';
import { type ExportTexts, excelExportRoute } from '../../../lib/exportRoute';
import { bidListSpec } from './listSpec';
import { bidScope } from './scope';
import { selectBidRows } from './view';

/** The bid's columns the sheet writes, and the keyset's. */
const sheetColumns = {
  id: bids.id,
  number: bids.number,
  applicant_name: bids.applicant_name,
  phone: bids.phone,
  description: bids.description,
  status: bids.status,
  created_at: bids.created_at,
  done_at: bids.done_at,
  closed_at: bids.closed_at,
  due_at: bids.due_at,
  rating: bids.rating,
};

const firstAt = (status: string) =>
  sql<string | null>`(select min(e.at) from bid_events e
    where e.bid_id = ${bids.id} and e.to_status = ${status})`;

/**
 * The deadline: a done bid met or missed it, an open one is running or overdue. The database
 * compares the times while the sheet is written.
 */
const slaState = sql<'met' | 'missed' | 'running' | 'overdue' | null>`case
  when ${bids.status} = 'done' and coalesce(${bids.done_at}, ${bids.closed_at}) is not null then
    case when coalesce(${bids.done_at}, ${bids.closed_at}) <= ${bids.due_at} then 'met' else 'missed' end
  when ${inArray(bids.status, [...OPEN_BID_STATUSES])} then
    case when ${bids.due_at} < now() then 'overdue' else 'running' end
end`;

/** A catalogue name in the reader's language only: the sheet needs no other. */
const nameIn = (column: AnyPgColumn, locale: Locale) => sql<string>`${column} ->> ${locale}`;

const selectSheetRows = (db: Db, locale: Locale) =>
  selectBidRows(
    db,
    {
      started_at: firstAt('in_progress'),
      sla: slaState,
      type_name: nameIn(requestTypes.name, locale),
      object_type_name: nameIn(objectTypes.name, locale),
    },
    sheetColumns,
  );
type Row = Awaited<ReturnType<ReturnType<typeof selectSheetRows>['where']>>[number];

/** The journal's columns with its status times and whether the SLA was met. */
const columns = ({ t, at }: ExportTexts): ExcelColumn<Row>[] => {
  const field = (name: string) => t(`resources.requests-journal.fields.${name}`);
  return [
    { header: field('number'), width: 9, value: (r) => r.bid.number },
    { header: field('request_type_id'), width: 30, value: (r) => r.type_name },
    { header: field('object_type'), width: 24, value: (r) => r.object_type_name },
    { header: field('object_id'), width: 22, value: (r) => r.object_name },
    {
      header: field('room_id'),
      width: 26,
      value: (r) => (r.room_number === null ? null : placeLabel(r.object_name, r.room_number)),
    },
    { header: field('renter_name'), width: 30, value: (r) => r.renter_name },
    { header: field('outlet_name'), width: 20, value: (r) => r.outlet_name },
    { header: field('applicant_name'), width: 24, value: (r) => r.bid.applicant_name },
    { header: field('phone'), width: 16, value: (r) => phoneCell(r.bid.phone) },
    { header: field('description'), width: 40, value: (r) => r.bid.description },
    { header: field('status'), width: 14, value: (r) => t(`enums.bid_status.${r.bid.status}`) },
    { header: field('executor_id'), width: 26, value: (r) => r.executor_name },
    { header: field('created_at'), width: 17, value: (r) => at(r.bid.created_at) },
    { header: field('started_at'), width: 17, value: (r) => at(r.started_at) },
    { header: field('done_at'), width: 17, value: (r) => at(r.bid.done_at) },
    { header: field('closed_at'), width: 17, value: (r) => at(r.bid.closed_at) },
    { header: field('due_at'), width: 17, value: (r) => at(r.bid.due_at) },
    { header: field('sla'), width: 14, value: (r) => (r.sla ? t(`app.sla.${r.sla}`) : null) },
    { header: field('rating'), width: 8, value: (r) => r.bid.rating },
  ];
};

/** `POST /api/download/excel/bids`: the filtered journal with its status times and SLA. */
export const bidExportRoutes: FastifyPluginAsyncZod = async (app) => {
  excelExportRoute<Row>(app, {
    path: '/api/download/excel/bids',
    access: [app.authenticate, app.requireAccess('bids', 'export')],
    spec: bidListSpec,
    scope: bidScope,
    select: (db, user) => selectSheetRows(db, user.locale),
    // Newest first along the journal's (landlord, created_at) index.
    order: { id: (r) => r.bid.id, by: { column: bids.created_at, value: (r) => r.bid.created_at } },
    columns,
    sheet: 'resources.requests-journal.export_sheet',
    file: 'requests',
    tags: ['requests'],
  });
};

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bids } from '../../../db/schema';
import type { ExcelColumn } from '../../../lib/excel';
import { type ExportTexts, excelExportRoute } from '../../../lib/exportRoute';
import { bidListSpec } from './listSpec';
import { bidScope } from './scope';
import { type BidJoinRow, selectBidRows } from './view';

type Row = BidJoinRow & { started_at: string | null };

const firstAt = (status: string) =>
  sql<string | null>`(select min(e.at) from bid_events e
    where e.bid_id = ${bids.id} and e.to_status = ${status})`;

/** The journal's columns with its status times and whether the SLA was met. */
const columns = ({ locale, t, at }: ExportTexts): ExcelColumn<Row>[] => {
  const slaMet = (r: Row) => {
    const closedAt = r.bid.done_at ?? r.bid.closed_at;
    if (r.bid.status === 'done' && closedAt) {
      return t(new Date(closedAt) <= new Date(r.bid.due_at) ? 'app.sla.met' : 'app.sla.missed');
    }
    if (r.bid.status === 'new' || r.bid.status === 'in_progress') {
      return new Date(r.bid.due_at) < new Date() ? t('app.sla.overdue') : t('app.sla.running');
    }
    return null;
  };
  const field = (name: string) => t(`resources.requests-journal.fields.${name}`);
  return [
    { header: field('number'), width: 9, value: (r) => r.bid.number },
    { header: field('request_type_id'), width: 30, value: (r) => r.type_name[locale] },
    { header: field('object_type'), width: 24, value: (r) => r.object_type_name[locale] },
    { header: field('object_id'), width: 22, value: (r) => r.object_name },
    { header: field('renter_name'), width: 30, value: (r) => r.renter_name },
    { header: field('outlet_name'), width: 20, value: (r) => r.outlet_name },
    { header: field('applicant_name'), width: 24, value: (r) => r.bid.applicant_name },
    { header: field('phone'), width: 15, value: (r) => r.bid.phone },
    { header: field('description'), width: 40, value: (r) => r.bid.description },
    { header: field('status'), width: 14, value: (r) => t(`enums.bid_status.${r.bid.status}`) },
    { header: field('executor_id'), width: 26, value: (r) => r.executor_name },
    { header: field('created_at'), width: 17, value: (r) => at(r.bid.created_at) },
    { header: field('started_at'), width: 17, value: (r) => at(r.started_at) },
    { header: field('done_at'), width: 17, value: (r) => at(r.bid.done_at) },
    { header: field('closed_at'), width: 17, value: (r) => at(r.bid.closed_at) },
    { header: field('due_at'), width: 17, value: (r) => at(r.bid.due_at) },
    { header: field('sla'), width: 14, value: slaMet },
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
    select: () => selectBidRows(app.db, { started_at: firstAt('in_progress') }),
    // Newest first along the journal's (landlord, created_at) index.
    order: { id: (r) => r.bid.id, by: { column: bids.created_at, value: (r) => r.bid.created_at } },
    columns,
    sheet: 'resources.requests-journal.export_sheet',
    file: 'requests',
    tags: ['requests'],
  });
};

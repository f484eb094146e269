import { and, desc, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TIME_ZONE } from '../../../../src/domain/constants';
import { bids } from '../../../db/schema';
import { type ExcelColumn, streamExcel } from '../../../lib/excel';
import { translate } from '../../../lib/i18n';
import { parseListQuery } from '../../../lib/list';
import { currentUser } from '../../../plugins/access';
import { bidListSpec } from './listSpec';
import { bidScope } from './scope';
import { type BidJoinRow, selectBidRows } from './view';

const BATCH = 1000;

const exportBody = z
  .object({
    filter: z.record(z.string(), z.unknown()).optional(),
    search: z.string().max(200).optional(),
  })
  .nullish();

const firstAt = (status: string) =>
  sql<string | null>`(select min(e.at) from bid_events e
    where e.bid_id = ${bids.id} and e.to_status = ${status})`;

/** `POST /api/download/excel/bids`: the filtered journal with its status times and SLA. */
export const bidExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/download/excel/bids',
    {
      preValidation: [app.authenticate, app.requireAccess('bids', 'export')],
      schema: { tags: ['requests'], body: exportBody },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body ?? {};
      const q = parseListQuery(
        {
          filter: JSON.stringify(body.filter ?? {}),
          ...(body.search ? { search: body.search } : {}),
        },
        bidListSpec,
        { unbounded: true },
      );
      const where = and(bidScope(user), ...q.where);
      const locale = user.locale;
      const t = (key: string) => translate(locale, key);
      const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', {
        timeZone: TIME_ZONE,
        dateStyle: 'short',
        timeStyle: 'short',
      });
      const at = (value: string | null) => (value ? when.format(new Date(value)) : null);
      type Row = BidJoinRow & { started_at: string | null };
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
      const columns: ExcelColumn<Row>[] = [
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
      let lastId = 2_147_483_647;
      return streamExcel<Row>(reply, {
        fileName: `requests-${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheet: t('resources.requests-journal.export_sheet'),
        columns,
        next: async () => {
          const rows = (await selectBidRows(app.db, { started_at: firstAt('in_progress') })
            .where(and(where, lt(bids.id, lastId)))
            .orderBy(desc(bids.id))
            .limit(BATCH)) as Row[];
          if (rows.length === 0) return null;
          lastId = rows[rows.length - 1].bid.id;
          return rows;
        },
      });
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bids } from '../../../db/schema';
import { executorsRoute } from '../../../lib/assignedWork/executorsRoute';
import { listRoute } from '../../../lib/listRoute';
import { tableRow } from '../../../lib/rowSchema';
import { bidListSpec } from './listSpec';
import { bidScope } from './scope';
import { bidViews, selectBidRows } from './view';
import { BID_WORK } from './work';

const names = z.record(z.string(), z.string());

/** A journal row: the bid (without its search text) with its type, place, renter and SLA. */
export const bidListRow = tableRow(bids, ['search_text']).extend({
  type_name: names,
  type_code: z.string(),
  object_name: z.string(),
  object_type_name: names,
  room_number: z.string().nullable(),
  renter_name: z.string().nullable(),
  outlet_name: z.string().nullable(),
  executor_name: z.string().nullable(),
  overdue: z.boolean(),
  time_left_minutes: z.number().nullable().describe('Business minutes left on the SLA clock'),
});

/** `GET /api/bids`: the requests journal, and the people a bid may be given to. */
export const bidListRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    path: '/api/bids',
    access: app.requireAccess('bids', 'list'),
    spec: bidListSpec,
    scope: bidScope,
    select: () => selectBidRows(app.db),
    count: bids,
    view: (rows) => bidViews(app.db, rows),
    row: bidListRow,
    tags: ['requests'],
  });
  await app.register(executorsRoute(BID_WORK, '/api/bids/executors', ['requests']));
};

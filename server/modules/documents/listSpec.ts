import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  AWAITING_ANSWER,
  DOCUMENT_DELIVERIES,
  DOCUMENT_DIRECTIONS,
  DOCUMENT_STATUSES,
  DOCUMENT_TABS,
  type DocumentTab,
} from '../../../src/domain/documents';
import { documents } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { ListSpec } from '../../lib/list';
import { TODAY } from '../../lib/occupancy';

/** Incoming letters still waiting for their answer. */
const toAnswer = and(
  eq(documents.direction, 'incoming'),
  inArray(documents.status, [...AWAITING_ANSWER]),
);

/** Those of them whose due day has passed (Kazakhstan's today). */
const overdue = and(toAnswer, sql`${documents.due_on} < ${TODAY}`);

const TAB_ROWS: Record<DocumentTab, SQL | undefined> = {
  to_answer: toAnswer,
  overdue,
  all: undefined,
};

/** `GET /api/documents`: filters, tabs, sorts and search (number, correspondent, subject, summary). */
export const documentListSpec: ListSpec = {
  idColumn: documents.id,
  defaultSort: ['registered_on', 'DESC'],
  sortable: {
    id: documents.id,
    number: [documents.direction, documents.year, documents.sequence],
    registered_on: documents.registered_on,
    due_on: documents.due_on,
    correspondent: documents.correspondent,
    status: documents.status,
  },
  filters: {
    direction: { column: documents.direction, type: 'string', values: DOCUMENT_DIRECTIONS },
    status: { column: documents.status, type: 'string', values: DOCUMENT_STATUSES },
    delivery: { column: documents.delivery, type: 'string', values: DOCUMENT_DELIVERIES },
    responsible_id: { column: documents.responsible_id, type: 'number' },
    renter_id: { column: documents.renter_id, type: 'number' },
    contractor_id: { column: documents.contractor_id, type: 'number' },
    reply_to_id: { column: documents.reply_to_id, type: 'number' },
    registered_on: { column: documents.registered_on, type: 'date' },
  },
  custom: {
    tab: (value) => {
      if (!DOCUMENT_TABS.includes(value as DocumentTab)) {
        throw badRequest({ 'filter.tab': 'validation.invalid' });
      }
      return TAB_ROWS[value as DocumentTab];
    },
    overdue: (value) => (value === true || value === 'true' ? overdue : undefined),
    correspondent: (value) => {
      if (typeof value !== 'string' || value.length > 300) {
        throw badRequest({ 'filter.correspondent': 'validation.invalid' });
      }
      return eq(sql`lower(${documents.correspondent})`, value.trim().toLowerCase());
    },
  },
  customDocs: {
    tab: `one of ${DOCUMENT_TABS.map((t) => `"${t}"`).join(', ')} (to_answer: incoming letters awaiting their answer; overdue: those past their due day)`,
    overdue: '`true`: incoming letters awaiting their answer past their due day',
    correspondent: 'a correspondent’s name, as registered (any case)',
  },
  search: [documents.search_text],
};

import { eq, isNull, type SQL, sql } from 'drizzle-orm';
import { BID_SOURCES, BID_STATUSES } from '../../../../src/domain/requests';
import { idParam } from '../../../../src/domain/validation';
import { bids } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { type ListSpec, organizationFilter } from '../../../lib/list';
import { overdueCondition } from './view';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The journal's filters, sorts and search (number exactly, the rest by substring). */
export const bidListSpec: ListSpec = {
  idColumn: bids.id,
  defaultSort: ['created_at', 'DESC'],
  searchWith: (raw) => bidSearch(raw),
  sortable: {
    id: bids.id,
    number: bids.number,
    created_at: bids.created_at,
    due_at: bids.due_at,
    status: bids.status,
  },
  filters: {
    ...organizationFilter(bids.landlord_id),
    status: { column: bids.status, type: 'string', values: BID_STATUSES },
    source: { column: bids.source, type: 'string', values: BID_SOURCES },
    request_type_id: { column: bids.request_type_id, type: 'number' },
    object_id: { column: bids.object_id, type: 'number' },
    renter_id: { column: bids.renter_id, type: 'number' },
    created_at: { column: bids.created_at, type: 'date' },
  },
  custom: {
    executor_id: (value): SQL => {
      if (value === 'none') return isNull(bids.executor_id);
      const id = idParam.safeParse(value);
      if (!id.success) throw badRequest({ 'filter.executor_id': 'validation.invalid' });
      return eq(bids.executor_id, id.data);
    },
    overdue: (value) => (value === true || value === 'true' ? overdueCondition() : undefined),
  },
  customDocs: {
    executor_id: 'an employee id, or "none": requests with no executor',
    overdue: '`true`: past their deadline and still open',
  },
};

/** `q`: a number finds that bid; any text, a substring of the bid's search text. */
export const bidSearch = (raw: unknown): SQL | undefined => {
  const term = typeof raw === 'string' ? raw.trim().replace(/^№\s*/, '') : '';
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  if (/^\d{1,9}$/.test(term)) {
    return sql`(${bids.number} = ${Number(term)} or ${bids.search_text} ilike ${pattern})`;
  }
  return sql`${bids.search_text} ilike ${pattern}`;
};

import { and, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import {
  COMPLETED_TASK_STATUSES,
  CURRENT_TASK_STATUSES,
  isTab,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from '../../../src/domain/tasks';
import { isCalendarDate } from '../../../src/domain/validation';
import { priorityRank, tasks } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { type ListSpec, organizationFilter } from '../../lib/list';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Open (the current tab but not yet expired) and past the deadline: a query, never a loop. */
export const overdueCondition = (): SQL =>
  and(
    inArray(tasks.status, ['new', 'in_progress', 'paused', 'for_revision', 'expired']),
    lt(tasks.deadline, sql`now()`),
  ) as SQL;

/** `current` or `completed`: DOMAIN.md's grouping of the statuses. */
export const tabCondition = (value: unknown): SQL => {
  if (!isTab(value)) throw badRequest({ 'filter.tab': 'validation.invalid' });
  return inArray(
    tasks.status,
    value === 'current' ? [...CURRENT_TASK_STATUSES] : [...COMPLETED_TASK_STATUSES],
  );
};

/** A bound of the deadline: the start or the end of a day in Almaty (both days included). */
const deadlineBound = (field: string, end: boolean) => (value: unknown) => {
  if (typeof value !== 'string' || !isCalendarDate(value.slice(0, 10))) {
    throw badRequest({ [`filter.${field}`]: 'validation.invalid' });
  }
  const day = value.slice(0, 10);
  return end
    ? lte(tasks.deadline, `${day}T23:59:59.999+05:00`)
    : gte(tasks.deadline, `${day}T00:00:00+05:00`);
};

/** `q`: a number finds that task; any text, a substring of number, description and executor. */
export const taskSearch = (raw: unknown): SQL | undefined => {
  const term = typeof raw === 'string' ? raw.trim().replace(/^[№#]\s*/, '') : '';
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  if (/^\d{1,9}$/.test(term)) {
    return sql`(${tasks.number} = ${Number(term)} or ${tasks.search_text} ilike ${pattern})`;
  }
  return sql`${tasks.search_text} ilike ${pattern}`;
};

/** The task list's filters, sorts and search; `tab` is the list's, the counts take the rest. */
export const taskListSpec: ListSpec = {
  idColumn: tasks.id,
  defaultSort: ['deadline', 'ASC'],
  searchWith: taskSearch,
  sortable: {
    id: tasks.id,
    deadline: tasks.deadline,
    number: tasks.number,
    priority: priorityRank(tasks.priority),
    created_at: tasks.created_at,
    done_at: tasks.done_at,
    status: tasks.status,
  },
  filters: {
    ...organizationFilter(tasks.landlord_id),
    status: { column: tasks.status, type: 'string', values: TASK_STATUSES },
    priority: { column: tasks.priority, type: 'string', values: TASK_PRIORITIES },
    executor_id: { column: tasks.executor_id, type: 'number' },
    created_by: { column: tasks.created_by, type: 'number' },
    category_id: { column: tasks.category_id, type: 'number' },
    bid_id: { column: tasks.bid_id, type: 'number' },
    renter_id: { column: tasks.renter_id, type: 'number' },
    room_id: { column: tasks.room_id, type: 'number' },
    deadline: { column: tasks.deadline, type: 'date' },
    created_at: { column: tasks.created_at, type: 'date' },
  },
  custom: {
    tab: tabCondition,
    deadline_from: deadlineBound('deadline_from', false),
    deadline_to: deadlineBound('deadline_to', true),
    overdue: (value) => (value === true || value === 'true' ? overdueCondition() : undefined),
  },
  customDocs: {
    tab: '"current" or "completed": the statuses of that tab',
    deadline_from: 'a date (YYYY-MM-DD): deadlines from the start of that day in Almaty',
    deadline_to: 'a date (YYYY-MM-DD): deadlines up to the end of that day in Almaty',
    overdue: '`true`: past their deadline and still open',
  },
};

/** The same filters without the tab: what `/api/tasks/counts` counts per tab. */
export const taskCountSpec: ListSpec = {
  ...taskListSpec,
  custom: { ...taskListSpec.custom, tab: () => undefined },
};

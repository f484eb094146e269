import { and, eq } from 'drizzle-orm';
import { DEPARTMENTS } from '../../../src/domain/employees';
import { employees } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { type ListSpec, organizationFilter } from '../../lib/list';
import { employeeScope } from './service';

/** The employees list's sorting, filters and search (the list, its export, the access grid). */
export const listSpec: ListSpec = {
  idColumn: employees.id,
  defaultSort: ['full_name', 'ASC'],
  sortable: {
    id: employees.id,
    full_name: employees.full_name,
    department: employees.department,
    position: employees.position,
    created_at: employees.created_at,
  },
  filters: {
    ...organizationFilter(employees.landlord_id),
    department: { column: employees.department, type: 'string', values: DEPARTMENTS },
    /** Registered in a period (`created_at_gte`/`_lte`): the reports page's employees sheet. */
    created_at: { column: employees.created_at, type: 'date' },
  },
  custom: {
    /** Soft-deleted employees are listed only when asked for (`deleted: true`). */
    deleted: (value) =>
      eq(employees.status, value === true || value === 'true' ? 'deleted' : 'active'),
  },
  search: [
    employees.full_name,
    employees.position,
    employees.phone,
    employees.email,
    employees.pass_card,
  ],
};

/** Whether the list filter names `deleted` (a malformed filter was refused already). */
const asksForDeleted = (query: Record<string, unknown>) =>
  typeof query.filter === 'string' && 'deleted' in (JSON.parse(query.filter) as object);

/** The list's and the export's rows: the caller's scope, active ones unless `deleted` is asked. */
export const employeeListScope = (user: AuthUser, query: Record<string, unknown>) =>
  and(employeeScope(user), asksForDeleted(query) ? undefined : eq(employees.status, 'active'));

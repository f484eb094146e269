import { eq } from 'drizzle-orm';
import { DEPARTMENTS } from '../../../src/domain/employees';
import { employees } from '../../db/schema';
import type { ListSpec } from '../../lib/list';

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
    department: { column: employees.department, type: 'string', values: DEPARTMENTS },
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
export const asksForDeleted = (query: Record<string, unknown>) =>
  typeof query.filter === 'string' && 'deleted' in (JSON.parse(query.filter) as object);

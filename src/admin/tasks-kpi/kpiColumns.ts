import type { TaskKpiRow } from '../../domain/tasks';
import type { Formatters } from '../../i18n/format';

export type KpiField = Exclude<keyof TaskKpiRow, 'executor_id'>;
export type SortOrder = 'asc' | 'desc';
export interface KpiSort {
  field: KpiField;
  order: SortOrder;
}

/**
 * A column: its field, its header (`resources.tasks.kpi.<label>`), whether it holds a number, and
 * whether the table heads it with a narrow header (`app.task_kpi.short.<label>`, the full one
 * as its tooltip) so that every column fits a 1440-px screen.
 */
export interface KpiColumn {
  field: KpiField;
  label: string;
  numeric: boolean;
  short?: boolean;
}

export const KPI_COLUMNS: readonly KpiColumn[] = [
  { field: 'executor_name', label: 'executor', numeric: false },
  { field: 'department', label: 'department', numeric: false },
  { field: 'assigned', label: 'assigned', numeric: true },
  { field: 'completed', label: 'completed', numeric: true },
  { field: 'on_time', label: 'on_time', numeric: true },
  { field: 'on_time_percent', label: 'on_time_percent', numeric: true },
  { field: 'overdue', label: 'overdue', numeric: true, short: true },
  { field: 'returned', label: 'returned', numeric: true, short: true },
  { field: 'mean_hours_to_done', label: 'mean_hours_to_done', numeric: true, short: true },
];

/** Who delivers on time first. */
export const DEFAULT_KPI_SORT: KpiSort = { field: 'on_time_percent', order: 'desc' };

/** A cell as a person reads it: names and departments in words, numbers by the language's rules. */
export const kpiCell = (
  row: TaskKpiRow,
  field: KpiField,
  format: Formatters,
  departmentName: (department: string) => string,
): string => {
  switch (field) {
    case 'executor_name':
      return row.executor_name;
    case 'department':
      return row.department ? departmentName(row.department) : '—';
    case 'on_time_percent':
      return row.on_time_percent === null ? '—' : format.percent(row.on_time_percent);
    case 'mean_hours_to_done':
      return row.mean_hours_to_done === null ? '—' : format.number(row.mean_hours_to_done, 1);
    default:
      return format.number(row[field], 0);
  }
};

/**
 * The rows in `sort`'s order: text by the language's alphabet, numbers by value; a row with no
 * value (no department, nothing completed) last either way.
 */
export const sortKpiRows = (
  rows: readonly TaskKpiRow[],
  { field, order }: KpiSort,
  textOf: (row: TaskKpiRow) => string,
  locale: string,
): TaskKpiRow[] => {
  const numeric = KPI_COLUMNS.find((c) => c.field === field)?.numeric ?? false;
  const direction = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (a[field] === null || b[field] === null)
      return Number(a[field] === null) - Number(b[field] === null);
    const byValue = numeric
      ? Number(a[field]) - Number(b[field])
      : textOf(a).localeCompare(textOf(b), locale);
    return byValue * direction || a.executor_name.localeCompare(b.executor_name, locale);
  });
};

import {
  Card,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TaskKpiRow } from '../../domain/tasks';
import { useFormat } from '../common/useFormat';
import { usePhone } from '../common/usePhone';
import { KpiRows } from './KpiRows';
import {
  DEFAULT_KPI_SORT,
  KPI_COLUMNS,
  type KpiColumn,
  type KpiField,
  type KpiSort,
  kpiCell,
  sortKpiRows,
} from './kpiColumns';

/**
 * Column widths: a name on at most two lines, a department likewise, and figures on one line
 * under a header on one line, with half the usual padding between them.
 */
const widthOf = (column: KpiColumn) =>
  column.field === 'executor_name'
    ? { minWidth: 210 }
    : column.field === 'department'
      ? { minWidth: 150 }
      : { whiteSpace: 'nowrap', px: 1, '&:last-child': { pr: 2 } };

/**
 * The executors' KPI, sortable by any column (a header again turns the order round); on a
 * phone, a row per executor with a sort picker.
 */
export const KpiTable = ({ rows }: { rows: readonly TaskKpiRow[] }) => {
  const translate = useTranslate();
  const format = useFormat();
  const phone = usePhone();
  const [sort, setSort] = useState<KpiSort>(DEFAULT_KPI_SORT);
  const departmentName = (department: string) =>
    translate(`enums.department.${department}`, { _: department });
  const cell = (row: TaskKpiRow, field: KpiField) => kpiCell(row, field, format, departmentName);
  const sorted = sortKpiRows(rows, sort, (row) => cell(row, sort.field), format.locale);
  const sortBy = (field: KpiField) =>
    setSort((current) =>
      current.field === field
        ? { field, order: current.order === 'asc' ? 'desc' : 'asc' }
        : { field, order: KPI_COLUMNS.find((c) => c.field === field)?.numeric ? 'desc' : 'asc' },
    );
  const header = (label: string) => translate(`resources.tasks.kpi.${label}`);

  if (phone)
    return <KpiRows rows={sorted} sort={sort} onSort={sortBy} cell={cell} header={header} />;
  return (
    // `contain` keeps a narrow window from widening the page: the table scrolls instead.
    <TableContainer component={Card} sx={{ contain: 'inline-size' }}>
      <Table size="small" aria-label={translate('app.task_kpi.table')}>
        <TableHead>
          <TableRow>
            {KPI_COLUMNS.map((c) => {
              const label = (
                <TableSortLabel
                  // The arrow shows on the sorted column only: hidden arrows would still take room.
                  hideSortIcon
                  active={sort.field === c.field}
                  direction={sort.field === c.field ? sort.order : 'asc'}
                  onClick={() => sortBy(c.field)}
                >
                  {c.short ? translate(`app.task_kpi.short.${c.label}`) : header(c.label)}
                </TableSortLabel>
              );
              return (
                <TableCell
                  key={c.field}
                  align={c.numeric ? 'right' : 'left'}
                  sortDirection={sort.field === c.field ? sort.order : false}
                  sx={widthOf(c)}
                >
                  {/* The tooltip also names the button with the full header. */}
                  {c.short ? <Tooltip title={header(c.label)}>{label}</Tooltip> : label}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => (
            <TableRow key={row.executor_id} hover>
              {KPI_COLUMNS.map((c) => (
                <TableCell key={c.field} align={c.numeric ? 'right' : 'left'} sx={widthOf(c)}>
                  {cell(row, c.field)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

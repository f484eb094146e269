import { Box, Card, List, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import type { TaskKpiRow } from '../../domain/tasks';
import { KPI_COLUMNS, type KpiField, type KpiSort } from './kpiColumns';

const NUMBERS = KPI_COLUMNS.filter((c) => c.numeric);

/** The KPI table on a phone: a row per executor, each figure under its name, and a sort picker. */
export const KpiRows = ({
  rows,
  sort,
  onSort,
  cell,
  header,
}: {
  rows: readonly TaskKpiRow[];
  sort: KpiSort;
  onSort: (field: KpiField) => void;
  cell: (row: TaskKpiRow, field: KpiField) => string;
  header: (label: string) => string;
}) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label={translate('app.task_kpi.sort_by')}
        value={sort.field}
        onChange={(event) => {
          const column = KPI_COLUMNS.find((c) => c.field === event.target.value);
          if (column) onSort(column.field);
        }}
      >
        {KPI_COLUMNS.map((c) => (
          <MenuItem key={c.field} value={c.field}>
            {header(c.label)}
          </MenuItem>
        ))}
      </TextField>
      <Card>
        <List aria-label={translate('app.task_kpi.table')} disablePadding>
          {rows.map((row) => (
            <ListItem key={row.executor_id} divider sx={{ display: 'block' }}>
              <Typography variant="subtitle1">{row.executor_name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {cell(row, 'department')}
              </Typography>
              <Box component="dl" sx={FIGURES}>
                {NUMBERS.map((c) => (
                  <Fragment key={c.field}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {header(c.label)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                      {cell(row, c.field)}
                    </Typography>
                  </Fragment>
                ))}
              </Box>
            </ListItem>
          ))}
        </List>
      </Card>
    </Stack>
  );
};

const FIGURES = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: 2,
  m: 0,
  mt: 1,
} as const;

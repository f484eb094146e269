import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DEPARTMENTS } from '../../domain/employees';
import { KPI_PRESETS, type KpiPeriod, type KpiPreset, presetOf, presetPeriod } from './kpiPeriod';

/**
 * The KPI's period (a preset or days of one's own) and department; `children` add what the
 * caller needs beside them (the superadmin's organization, the export).
 */
export const KpiFilters = ({
  period,
  department,
  periodError,
  now,
  onPeriod,
  onDepartment,
  children,
}: {
  period: KpiPeriod;
  department: string;
  /** The period's problem as a message key, if any. */
  periodError: string | null;
  now: Date;
  onPeriod: (period: KpiPeriod) => void;
  onDepartment: (department: string) => void;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const day = (bound: keyof KpiPeriod) => (
    <TextField
      type="date"
      size="small"
      label={translate(`app.task_kpi.${bound}`)}
      value={period[bound]}
      onChange={(event) => onPeriod({ ...period, [bound]: event.target.value })}
      error={bound === 'to' && periodError !== null}
      helperText={bound === 'to' && periodError ? translate(periodError) : undefined}
      fullWidth={false}
      margin="none"
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={presetOf(period, now)}
        onChange={(_, next: KpiPreset | null) => next && onPeriod(presetPeriod(next, now))}
        aria-label={translate('app.task_kpi.period')}
      >
        {KPI_PRESETS.map((preset) => (
          <ToggleButton key={preset} value={preset}>
            {translate(`app.task_kpi.presets.${preset}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {day('from')}
      {day('to')}
      <TextField
        select
        size="small"
        label={translate('resources.tasks.kpi.department')}
        value={department}
        onChange={(event) => onDepartment(event.target.value)}
        fullWidth={false}
        margin="none"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{translate('app.task_kpi.all_departments')}</MenuItem>
        {DEPARTMENTS.map((d) => (
          <MenuItem key={d} value={d}>
            {translate(`enums.department.${d}`)}
          </MenuItem>
        ))}
      </TextField>
      {children}
    </Stack>
  );
};

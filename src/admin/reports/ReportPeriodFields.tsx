import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  KPI_PRESETS,
  type KpiPeriod,
  type KpiPreset,
  presetOf,
  presetPeriod,
} from '../tasks-kpi/kpiPeriod';

/**
 * A report's period: a preset (this month, last month, this quarter) or days of one's own, each
 * bound's problem written under it.
 */
export const ReportPeriodFields = ({
  period,
  problems,
  now,
  onChange,
}: {
  period: KpiPeriod;
  /** Each bound's problem as a message key. */
  problems: Partial<Record<keyof KpiPeriod, string>>;
  now: Date;
  onChange: (period: KpiPeriod) => void;
}) => {
  const translate = useTranslate();
  const day = (bound: keyof KpiPeriod) => {
    const problem = problems[bound];
    return (
      <TextField
        type="date"
        size="small"
        label={translate(`app.reports.${bound}`)}
        value={period[bound]}
        onChange={(event) => onChange({ ...period, [bound]: event.target.value })}
        error={problem !== undefined}
        helperText={problem ? translate(problem) : undefined}
        fullWidth={false}
        margin="none"
        sx={{ flex: '1 1 140px', maxWidth: 200 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  };
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={presetOf(period, now)}
        onChange={(_, next: KpiPreset | null) => next && onChange(presetPeriod(next, now))}
        aria-label={translate('app.reports.period')}
        sx={{ flexWrap: 'wrap' }}
      >
        {KPI_PRESETS.map((preset) => (
          <ToggleButton key={preset} value={preset} sx={{ textTransform: 'none' }}>
            {translate(`app.reports.presets.${preset}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start' }}>
        {day('from')}
        {day('to')}
      </Stack>
    </Stack>
  );
};

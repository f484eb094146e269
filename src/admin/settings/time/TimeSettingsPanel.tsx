import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  Box,
  Button,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import {
  DAY_STATES,
  DEFAULT_LEGEND,
  type TimeSettings,
  timeSettingsInput,
} from '../../../domain/time';
import { fieldErrors } from '../../../domain/validation';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { fieldErrorsOf, messageKeyOf } from '../../../providers/http';
import { QueryStatus } from '../QueryStatus';
import { TimePanel } from './TimePanel';
import { TIME_KEYS } from './timeQueries';

const label = (name: string) => `resources.devices.settings.${name}`;

const LEGEND_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/** The morning digest (on or off) and the timesheet's code for each kind of day. */
export const TimeSettingsPanel = ({ canManage }: { canManage: boolean }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: TIME_KEYS.settings,
    queryFn: () => dataProvider.timeSettings(),
  });
  const [values, setValues] = useState<TimeSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (query.data) setValues(query.data);
  }, [query.data]);
  const save = useMutation({
    mutationFn: (body: TimeSettings) => dataProvider.setTimeSettings(body),
    onSuccess: (saved) => {
      setErrors({});
      queryClient.setQueryData(TIME_KEYS.settings, saved);
      notify(label('saved'), { type: 'success' });
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
      else notify(messageKeyOf(error), { type: 'error' });
    },
  });
  const submit = (body: TimeSettings) => {
    const parsed = timeSettingsInput.safeParse(body);
    if (parsed.success) save.mutate(parsed.data);
    else setErrors(fieldErrors(parsed.error.issues));
  };
  const setCode = (state: (typeof DAY_STATES)[number], code: string) => {
    if (!values) return;
    setValues({ ...values, legend: { ...values.legend, [state]: code } });
    setErrors(({ [`legend.${state}`]: _, ...rest }) => rest);
  };
  return (
    <TimePanel>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(label('title'))}
        </Typography>
        <QueryStatus query={query} />
        {values && (
          <Stack
            component="form"
            noValidate
            sx={{ gap: 2 }}
            onSubmit={(event) => {
              event.preventDefault();
              submit(values);
            }}
          >
            <div>
              <FormControlLabel
                control={
                  <Switch
                    checked={values.digest}
                    disabled={!canManage}
                    onChange={(event) => setValues({ ...values, digest: event.target.checked })}
                  />
                }
                label={translate(label('digest'))}
              />
              <Typography variant="body2" color="text.secondary">
                {translate(label('digest_hint'))}
              </Typography>
            </div>
            <div>
              <Typography variant="subtitle1" component="h3">
                {translate(label('legend'))}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate(label('legend_hint'))}
              </Typography>
              <Box sx={LEGEND_GRID}>
                {DAY_STATES.map((state) => {
                  const error = errors[`legend.${state}`];
                  return (
                    <TextField
                      key={state}
                      size="small"
                      label={translate(`resources.time.sheet.states.${state}`)}
                      value={values.legend[state]}
                      onChange={(event) => setCode(state, event.target.value)}
                      error={Boolean(error)}
                      helperText={error ? translate(error) : undefined}
                      disabled={!canManage}
                      slotProps={{ htmlInput: { maxLength: 4 } }}
                    />
                  );
                })}
              </Box>
            </div>
            {canManage && (
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Button type="submit" variant="contained" disabled={save.isPending}>
                  {translate('ra.action.save')}
                </Button>
                <Button
                  startIcon={<RestartAltIcon />}
                  onClick={() => {
                    setValues({ ...values, legend: DEFAULT_LEGEND });
                    setErrors({});
                  }}
                >
                  {translate(label('reset'))}
                </Button>
              </Stack>
            )}
          </Stack>
        )}
      </CardContent>
    </TimePanel>
  );
};

import { Alert, Box, Button, Divider, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CalendarSettings } from '../../domain/requests';
import { isValidWeek, type WeekSchedule } from '../../domain/sla';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, messageKeyOf } from '../../providers/http';
import { KEYS } from './settingsApi';
import { WeekDayRow } from './WeekDayRow';

type Week = CalendarSettings['week'];
type Day = keyof Week;
const DAYS: [Day, string][] = [
  [1, 'mon'],
  [2, 'tue'],
  [3, 'wed'],
  [4, 'thu'],
  [5, 'fri'],
  [6, 'sat'],
  [7, 'sun'],
];

const sameWeek = (a: Week, b: Week) =>
  DAYS.every(
    ([d]) =>
      a[d].length === b[d].length &&
      a[d].every((i, n) => i.from === b[d][n].from && i.to === b[d][n].to),
  );

/** The working week, Monday to Sunday; saved as a whole (`PUT /settings/calendar`). */
export const WeekEditor = ({ initial, canManage }: { initial: Week; canManage: boolean }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(initial);
  const [week, setWeek] = useState(initial);
  const [serverError, setServerError] = useState<string | null>(null);
  const dirty = !sameWeek(week, saved);
  const valid = isValidWeek(week as WeekSchedule);
  const save = useMutation({
    mutationFn: () => dataProvider.saveWeek(week),
    onSuccess: (result) => {
      setSaved(result.week);
      setWeek(result.week);
      setServerError(null);
      queryClient.setQueryData<CalendarSettings>(
        KEYS.calendar,
        (c) => c && { ...c, week: result.week },
      );
      notify('app.settings.calendar.saved', { type: 'success' });
    },
    onError: (error) => setServerError(fieldErrorsOf(error)?.week ?? messageKeyOf(error)),
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      {DAYS.map(([day, key], index) => (
        <Fragment key={day}>
          {index > 0 && <Divider />}
          <WeekDayRow
            dayName={translate(`app.settings.weekdays.${key}`)}
            intervals={week[day]}
            canManage={canManage}
            onChange={(intervals) => {
              setServerError(null);
              setWeek((w) => ({ ...w, [day]: intervals }));
            }}
          />
        </Fragment>
      ))}
      {(serverError || (dirty && !valid)) && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {translate(serverError ?? 'validation.work_week')}
        </Alert>
      )}
      {canManage && (
        <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
          <Button type="submit" variant="contained" disabled={!dirty || !valid || save.isPending}>
            {translate('app.action.save')}
          </Button>
          <Button disabled={!dirty || save.isPending} onClick={() => setWeek(saved)}>
            {translate('app.settings.calendar.reset')}
          </Button>
        </Stack>
      )}
    </Box>
  );
};

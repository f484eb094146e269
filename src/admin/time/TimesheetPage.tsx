import EventNoteIcon from '@mui/icons-material/EventNote';
import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { canAccess, readScope } from '../../domain/access';
import { DEPARTMENTS } from '../../domain/employees';
import type { CurrentUser } from '../../domain/user';
import { useModuleMessages } from '../../i18n/moduleMessages';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { TimesheetFilter, TimesheetRow } from '../../providers/methods/timeMethods';
import { useSession } from '../../providers/session';
import { almatyToday } from '../../resources/contracts/contractDates';
import { TIME_PATH } from '../../routes';
import { ExcelDownloadButton } from '../common/ExcelDownloadButton';
import { PageTitle } from '../common/PageTitle';
import { usePhone } from '../common/usePhone';
import { NoAccess } from '../layout/NoAccess';
import { QueryStatus } from '../settings/QueryStatus';
import { DayDialog, type DayTarget, TIME_QUERY } from './DayDialog';
import { TimesheetFilters } from './TimesheetFilters';
import { TimesheetGrid } from './TimesheetGrid';
import { TimesheetLegend } from './TimesheetLegend';
import { TimesheetList } from './TimesheetList';
import { mayReadTimesheet } from './timeAccess';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const t = (name: string) => `resources.time.${name}`;

/**
 * The month, department and object shown, kept in the address (`?month=&department=
 * &object_id=`) so a link opens the same view; this month in Kazakhstan and everyone by default.
 */
const useTimesheetView = () => {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const department = params.get('department') ?? '';
  const set = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const filter: TimesheetFilter & { department: string; object_id: number | null } = {
    month: MONTH.test(asked) ? asked : almatyToday().slice(0, 7),
    department: (DEPARTMENTS as readonly string[]).includes(department) ? department : '',
    object_id: Number(params.get('object_id')) || null,
  };
  return { filter, set };
};

/** The grid's outline while the month loads: the employee column and a few rows of days. */
const TimesheetSkeleton = ({ label }: { label: string }) => (
  <Card aria-busy="true" aria-label={label} sx={{ p: 2 }}>
    <LinearProgress aria-label={label} sx={{ mb: 2 }} />
    <Stack sx={{ gap: 1 }}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Stack key={row} direction="row" sx={{ gap: 1 }}>
          <Skeleton variant="rounded" height={56} sx={{ flex: '0 0 200px' }} />
          <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
        </Stack>
      ))}
    </Stack>
  </Card>
);

const TimesheetScreen = ({ user }: { user: CurrentUser }) => {
  const translate = useTranslate();
  const phone = usePhone();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filter, set } = useTimesheetView();
  const [open, setOpen] = useState<DayTarget | null>(null);
  const manage = canAccess(user, { resource: 'time', action: 'manage' });
  const exportable = canAccess(user, { resource: 'time', action: 'export' });
  // One who reads only its own row has nothing to filter.
  const scoped = readScope(user, 'time') === 'all';
  const withObjects = canAccess(user, { resource: 'objects', action: 'list' });
  const query = useQuery({
    queryKey: [...TIME_QUERY, 'timesheet', filter],
    queryFn: () => dataProvider.timesheet(filter),
    placeholderData: keepPreviousData,
    // A refusal (403) gets the same answer again; the error offers a retry instead.
    retry: false,
  });
  // The answer arrives as an urgent update; the month it fills is drawn as a transition, in
  // slices, instead of in one long task (the skeleton stays until then).
  const answer = useDeferredValue(query.data);
  const sheet = query.isError ? undefined : answer;
  const filtered = Boolean(filter.department || filter.object_id);
  const onOpen = (row: TimesheetRow, day: string) => setOpen({ row, day });
  return (
    // A grid of one shrinkable column: the month's wide table scrolls inside the page instead of
    // widening it.
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle title={translate(t('name'))} />
      <Card sx={{ mb: 2 }}>
        {/* The month and filters: a search form, applied as they change. */}
        <CardContent
          component="form"
          role="search"
          aria-label={translate(t('filters.label'))}
          onSubmit={(event) => event.preventDefault()}
          sx={{ '&:last-child': { pb: 2 } }}
        >
          <TimesheetFilters
            month={filter.month}
            department={filter.department}
            objectId={filter.object_id}
            scoped={scoped}
            withObjects={withObjects}
            onMonth={(month) => set({ month })}
            onDepartment={(department) => set({ department })}
            onObject={(id) => set({ object_id: id ? String(id) : '' })}
          >
            {exportable && (
              <ExcelDownloadButton
                fetchFile={(onProgress) =>
                  dataProvider.downloadExcel(
                    'timesheet',
                    {
                      month: filter.month,
                      department: filter.department || undefined,
                      object_id: filter.object_id,
                    },
                    onProgress,
                  )
                }
              />
            )}
          </TimesheetFilters>
        </CardContent>
      </Card>
      {answer === undefined && !query.isError ? (
        <TimesheetSkeleton label={translate(t('page.loading'))} />
      ) : (
        <QueryStatus query={query} />
      )}
      {query.isPlaceholderData && (
        <LinearProgress aria-label={translate(t('page.loading'))} sx={{ mb: 1 }} />
      )}
      {sheet && sheet.rows.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
          <EventNoteIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            {translate(t('page.empty'))}
          </Typography>
          <Typography color="text.secondary">{translate(t('page.empty_hint'))}</Typography>
          {filtered && (
            <Button sx={{ mt: 2 }} onClick={() => set({ department: '', object_id: '' })}>
              {translate(t('page.show_all'))}
            </Button>
          )}
        </Box>
      )}
      {sheet && sheet.rows.length > 0 && (
        <>
          {phone ? (
            <TimesheetList sheet={sheet} manage={manage} onOpen={onOpen} />
          ) : (
            <TimesheetGrid sheet={sheet} manage={manage} onOpen={onOpen} />
          )}
          <TimesheetLegend legend={sheet.legend} />
        </>
      )}
      <DayDialog target={open} manage={manage} onClose={() => setOpen(null)} />
    </Box>
  );
};

/**
 * `/time`: the staff's timesheet from their passes, a month at a time: first in, last out,
 * hours, lateness and absences per day, with the totals; a day opens to its passes, where a
 * manager corrects one or marks the day. For those with any level in time in an organization;
 * the server keeps an executor to its own row.
 */
export const TimesheetPage = () => {
  const { user } = useSession();
  const texts = useModuleMessages('time');
  if (!user || !texts) return <LinearProgress sx={{ mt: 2 }} />;
  if (!mayReadTimesheet(user)) return <NoAccess />;
  return <TimesheetScreen user={user} />;
};

TimesheetPage.path = TIME_PATH;

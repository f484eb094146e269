import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { styled } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { hoursText } from '../../domain/time';
import { formatLongDate } from '../../i18n/longDate';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { PassEventRow, TimesheetDay, TimesheetRow } from '../../providers/methods/timeMethods';
import { useAction } from '../common/useAction';
import { useFormat } from '../common/useFormat';
import { usePhone } from '../common/usePhone';
import { QueryStatus } from '../settings/QueryStatus';
import { CorrectionForm } from './CorrectionForm';
import { almatyClock, almatyDayOf, clockOf, type Tone, toneFill, toneOf } from './cellLook';
import { MarkForm } from './MarkForm';

const t = (name: string) => `resources.time.${name}`;

/** Every query of the time page: the grid and the open day, read again after a change. */
export const TIME_QUERY = ['time'] as const;

/** The day a cell opens: its employee's row and the day. */
export interface DayTarget {
  row: TimesheetRow;
  day: string;
}

const CodeBadge = styled('span', { shouldForwardProp: (p) => p !== 'tone' })<{
  tone: Tone | null;
}>(({ theme, tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  height: 32,
  padding: theme.spacing(0, 1),
  borderRadius: 4,
  fontWeight: 700,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: tone ? toneFill(theme, tone) : 'transparent',
}));

const Figures = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(0.5),
  margin: theme.spacing(1.5, 0, 0),
  '& dt': { color: theme.palette.text.secondary },
  '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums' },
}));

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ mt: 3 }}>
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/** `09:12`, or `01:30, 28.11` when the instant falls on another day than the one shown. */
const useClockOn = (day: string) => {
  const translate = useTranslate();
  const format = useFormat();
  return (at: string | null) => {
    if (!at) return '—';
    const other = almatyDayOf(at);
    return other === day
      ? almatyClock(at)
      : translate(t('day.other_day'), { time: almatyClock(at), date: format.dayMonth(other) });
  };
};

/** The day's cell: its code and state, first in and last out, hours, lateness, early leave. */
const DaySummary = ({ detail }: { detail: TimesheetDay }) => {
  const translate = useTranslate();
  const clock = useClockOn(detail.day);
  const { cell } = detail;
  const minutes = (count: number) => translate(t('day.minutes'), { count });
  const figures: [string, string][] = [
    [translate(t('day.first_in')), clock(cell.first_in)],
    [translate(t('day.last_out')), cell.open ? translate(t('grid.open')) : clock(cell.last_out)],
    [translate(t('day.hours')), cell.minutes === null ? '—' : hoursText(cell.minutes)],
  ];
  if (cell.late_minutes > 0) figures.push([translate(t('day.late')), minutes(cell.late_minutes)]);
  if (cell.early_minutes > 0)
    figures.push([translate(t('day.early')), minutes(cell.early_minutes)]);
  return (
    <Box component="section" aria-label={translate(t('day.summary'))}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <CodeBadge tone={toneOf(cell)}>{cell.code ?? '—'}</CodeBadge>
        <Typography sx={{ fontWeight: 600 }}>
          {cell.state ? translate(t(`sheet.states.${cell.state}`)) : translate(t('grid.no_code'))}
        </Typography>
        {cell.corrected && (
          <Chip size="small" icon={<EditIcon />} label={translate(t('grid.corrected_marker'))} />
        )}
      </Stack>
      {!detail.working && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(t('day.non_working'))}
        </Typography>
      )}
      <Figures>
        {figures.map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Figures>
    </Box>
  );
};

/** Where a pass came from: the device, the access-control file, or a person and the reason. */
const useSourceOf = () => {
  const translate = useTranslate();
  return (pass: PassEventRow) => {
    if (pass.source === 'manual')
      return `${translate(t('day.manual'))} · ${translate(t('day.by'), {
        name: pass.editor_name ?? '—',
        reason: pass.reason ?? '',
      })}`;
    const device = pass.device_name ?? translate(t('day.unknown_device'));
    return pass.source === 'import' ? `${translate(t('day.imported'))} · ${device}` : device;
  };
};

/** Every pass of the day in time order; one a correction replaced is struck through. */
const PassList = ({ detail }: { detail: TimesheetDay }) => {
  const translate = useTranslate();
  const clock = useClockOn(detail.day);
  const sourceOf = useSourceOf();
  if (detail.events.length === 0)
    return (
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {translate(t('day.no_passes'))}
      </Typography>
    );
  return (
    <List dense aria-label={translate(t('day.passes'))}>
      {detail.events.map((pass) => (
        <ListItem key={pass.id} divider disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            {pass.direction === 'in' ? <LoginIcon /> : <LogoutIcon />}
          </ListItemIcon>
          <ListItemText
            primary={
              <>
                <Box
                  component={pass.replaced ? 's' : 'span'}
                  sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
                >
                  {clock(pass.at)} · {translate(t(`day.directions.${pass.direction}`))}
                </Box>
                {pass.replaced && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {` (${translate(t('day.replaced'))})`}
                  </Typography>
                )}
              </>
            }
            secondary={sourceOf(pass)}
            sx={{ color: pass.replaced ? 'text.secondary' : undefined }}
          />
        </ListItem>
      ))}
    </List>
  );
};

/** The day's mark (vacation, sick leave, trip) with its ground, and its removal for a manager. */
const MarkLine = ({
  detail,
  manage,
  onRemove,
}: {
  detail: TimesheetDay;
  manage: boolean;
  onRemove: () => void;
}) => {
  const translate = useTranslate();
  const { mark } = detail;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
      <Typography sx={{ flex: 1, minWidth: 0 }}>
        {mark
          ? `${translate(t(`sheet.states.${mark.kind}`))}: ${mark.reason}`
          : translate(t('day.no_mark'))}
      </Typography>
      {mark && manage && (
        <Button size="small" color="error" onClick={onRemove}>
          {translate(t('mark.remove'))}
        </Button>
      )}
    </Stack>
  );
};

type Mode = 'correct' | 'mark' | null;

const DayContent = ({
  target,
  manage,
  onClose,
}: {
  target: DayTarget;
  manage: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { locale } = useFormat();
  const { row, day } = target;
  const [mode, setMode] = useState<Mode>(null);
  const [removing, setRemoving] = useState(false);
  const query = useQuery({
    queryKey: [...TIME_QUERY, 'day', row.employee_id, day],
    queryFn: () => dataProvider.timesheetDay(row.employee_id, day),
    retry: false,
  });
  const detail = query.isError ? undefined : query.data;
  const changed = () => {
    setMode(null);
    void queryClient.invalidateQueries({ queryKey: TIME_QUERY });
  };
  const unmark = useAction({
    call: () => dataProvider.unmarkDay(row.employee_id, day),
    done: t('mark.removed'),
    onDone: changed,
  });
  const nightShift =
    clockOf(row.work_end) <= clockOf(row.work_start) ||
    detail?.cell.state === 'night' ||
    detail?.cell.open === true;
  const markKind = detail?.mark ? translate(t(`sheet.states.${detail.mark.kind}`)) : '';
  return (
    <>
      <DialogTitle id="time-day-title" sx={{ pr: 7 }}>
        {row.full_name}
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {formatLongDate(day, locale)}
          {row.position ? ` · ${row.position}` : ''}
        </Typography>
      </DialogTitle>
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <QueryStatus query={query} />
        {detail && (
          <>
            <DaySummary detail={detail} />
            <Section title={translate(t('day.mark'))}>
              <MarkLine detail={detail} manage={manage} onRemove={() => setRemoving(true)} />
            </Section>
            <Section title={translate(t('day.passes'))}>
              <PassList detail={detail} />
            </Section>
            {mode === 'correct' && (
              <CorrectionForm
                employeeId={row.employee_id}
                day={day}
                passes={detail.events.filter((e) => !e.replaced)}
                nightShift={nightShift}
                onDone={changed}
                onCancel={() => setMode(null)}
              />
            )}
            {mode === 'mark' && (
              <MarkForm
                employeeId={row.employee_id}
                day={day}
                current={detail.mark}
                onDone={changed}
                onCancel={() => setMode(null)}
              />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {manage && detail && (
          <>
            <Button
              startIcon={<EditIcon />}
              onClick={() => setMode('correct')}
              disabled={mode === 'correct'}
            >
              {translate(t('correction.open'))}
            </Button>
            <Button
              startIcon={<EditCalendarIcon />}
              onClick={() => setMode('mark')}
              disabled={mode === 'mark'}
            >
              {translate(t('mark.open'))}
            </Button>
          </>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
      <Confirm
        isOpen={removing}
        loading={unmark.isPending}
        title={t('mark.remove_title')}
        content={t('mark.remove_content')}
        contentTranslateOptions={{ kind: markKind, date: formatLongDate(day, locale) }}
        confirmColor="warning"
        onConfirm={async () => {
          await unmark.run();
          setRemoving(false);
        }}
        onClose={() => setRemoving(false)}
      />
    </>
  );
};

/**
 * A day of one employee: every pass in order (where it came from, who corrected it and why),
 * the cell it makes and the day's mark; a manager corrects a pass or marks the day here.
 * Full screen on a phone.
 */
export const DayDialog = ({
  target,
  manage,
  onClose,
}: {
  target: DayTarget | null;
  manage: boolean;
  onClose: () => void;
}) => {
  const phone = usePhone();
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="time-day-title"
    >
      {target && (
        <DayContent
          key={`${target.row.employee_id}-${target.day}`}
          target={target}
          manage={manage}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
};

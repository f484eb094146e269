import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LoginIcon from '@mui/icons-material/Login';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { styled } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { hoursText } from '../../domain/time';
import type { Cell } from '../../domain/timesheet';
import type { Timesheet, TimesheetRow } from '../../providers/methods/timeMethods';
import { useFormat } from '../common/useFormat';
import { cellWords, clockOf, dayOffFill, type Tone, toneFill, toneOf, weekdayOf } from './cellLook';

/** A day's code in its cell's colour, at the start of the day's line. */
const DayCode = styled('span', { shouldForwardProp: (p) => p !== 'tone' && p !== 'off' })<{
  tone: Tone | null;
  off: boolean;
}>(({ theme, tone, off }) => ({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 32,
  marginRight: theme.spacing(1.5),
  borderRadius: 4,
  fontWeight: 700,
  fontSize: 14,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: tone ? toneFill(theme, tone) : off ? dayOffFill(theme) : 'transparent',
}));

const Markers = ({ cell }: { cell: Cell }) => (
  <Stack direction="row" sx={{ color: 'text.secondary', gap: 0.5 }} aria-hidden>
    {cell.open && <LoginIcon fontSize="small" />}
    {cell.corrected && <EditIcon fontSize="small" />}
  </Stack>
);

/** One employee: name, position, schedule and totals; opens to the month's days, one a line. */
const EmployeeMonth = ({
  row,
  working,
  manage,
  onOpen,
}: {
  row: TimesheetRow;
  working: ReadonlyMap<string, boolean>;
  manage: boolean;
  onOpen: (row: TimesheetRow, day: string) => void;
}) => {
  const translate = useTranslate();
  const format = useFormat();
  const total = (name: string, value: string | number) =>
    `${translate(`resources.time.sheet.totals.${name}`)}: ${value}`;
  const { totals } = row;
  const figures = [
    total('days_worked', totals.days_worked),
    total('hours', hoursText(totals.minutes)),
    totals.late_count > 0 && total('late_count', totals.late_count),
    totals.early_count > 0 && total('early_count', totals.early_count),
    totals.absences > 0 && total('absences', totals.absences),
  ].filter(Boolean);
  const schedule = translate('resources.time.grid.schedule', {
    start: clockOf(row.work_start),
    end: clockOf(row.work_end),
  });
  return (
    <Accordion
      disableGutters
      // Each person is a section of the page under its title (h1): their heading is an h2.
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{row.full_name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {row.position && `${row.position} · `}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {schedule}
            </Box>
          </Typography>
          <Typography variant="body2">{figures.join(' · ')}</Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>
        <List
          dense
          disablePadding
          aria-label={translate('resources.time.grid.days', { name: row.full_name })}
        >
          {row.cells.map((cell) => {
            const words = cellWords(cell, translate);
            const date = `${format.dayMonth(cell.day)}, ${translate(`resources.time.grid.weekdays.${weekdayOf(cell.day)}`)}`;
            return (
              <ListItemButton
                key={cell.day}
                divider
                disabled={!manage && cell.state === null && !cell.first_in}
                onClick={() => onOpen(row, cell.day)}
              >
                <DayCode tone={toneOf(cell)} off={!working.get(cell.day)} aria-hidden>
                  {cell.code ?? ''}
                </DayCode>
                <ListItemText primary={date} secondary={words.join(' · ')} />
                <Markers cell={cell} />
              </ListItemButton>
            );
          })}
        </List>
      </AccordionDetails>
    </Accordion>
  );
};

/** The month's timesheet on a phone: an employee a line, each opening to its days. */
export const TimesheetList = ({
  sheet,
  manage,
  onOpen,
}: {
  sheet: Timesheet;
  manage: boolean;
  onOpen: (row: TimesheetRow, day: string) => void;
}) => {
  const working = new Map(sheet.days.map((d) => [d.day, d.working]));
  return (
    <Stack>
      {sheet.rows.map((row) => (
        <EmployeeMonth
          key={row.employee_id}
          row={row}
          working={working}
          manage={manage}
          onOpen={onOpen}
        />
      ))}
    </Stack>
  );
};

import EditIcon from '@mui/icons-material/Edit';
import LoginIcon from '@mui/icons-material/Login';
import {
  ButtonBase,
  Card,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { styled } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { hoursText } from '../../domain/time';
import type { Cell, Totals } from '../../domain/timesheet';
import type { Timesheet, TimesheetRow } from '../../providers/methods/timeMethods';
import { almatyToday } from '../../resources/contracts/contractDates';
import { useFormat } from '../common/useFormat';
import {
  almatyClock,
  cellWords,
  clockOf,
  dayOffFill,
  type Tone,
  toneFill,
  toneOf,
  weekdayOf,
} from './cellLook';
import { useMonthTitle } from './TimesheetFilters';

const NAME_WIDTH = 240;
const DAY_WIDTH = 52;
const TOTAL_WIDTH = 88;

/** The totals at a row's end, in the sheet's order. */
const TOTALS: { name: string; value: (t: Totals) => string | number }[] = [
  { name: 'days_worked', value: (t) => t.days_worked },
  { name: 'hours', value: (t) => hoursText(t.minutes) },
  { name: 'late_count', value: (t) => t.late_count },
  { name: 'late_minutes', value: (t) => t.late_minutes },
  { name: 'early_count', value: (t) => t.early_count },
  { name: 'absences', value: (t) => t.absences },
];

const plain = (prop: PropertyKey) => prop !== 'off' && prop !== 'tone' && prop !== 'today';

const Grid = styled(Table)(({ theme }) => ({
  borderCollapse: 'separate',
  tableLayout: 'fixed',
  '& th, & td': { borderRight: `1px solid ${theme.palette.divider}` },
}));

/** The employee's column: stays at the left while the days scroll under it. */
const NameCell = styled(TableCell)(({ theme }) => ({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  width: NAME_WIDTH,
  padding: theme.spacing(0.75, 1.5),
  backgroundColor: theme.palette.background.paper,
  borderRight: `2px solid ${theme.palette.divider}`,
  '&.MuiTableCell-head': { zIndex: 3 },
}));

const DayHead = styled(TableCell, { shouldForwardProp: plain })<{ off: boolean; today: boolean }>(
  ({ theme, off, today }) => ({
    width: DAY_WIDTH,
    padding: theme.spacing(0.5, 0),
    textAlign: 'center',
    lineHeight: 1.2,
    backgroundColor: off ? dayOffFill(theme) : theme.palette.background.paper,
    color: off ? theme.palette.text.secondary : theme.palette.text.primary,
    boxShadow: today ? `inset 0 -3px 0 ${theme.palette.primary.main}` : undefined,
  }),
);

const DayCell = styled(TableCell, { shouldForwardProp: plain })<{
  off: boolean;
  tone: Tone | null;
}>(({ theme, off, tone }) => ({
  padding: 0,
  verticalAlign: 'top',
  backgroundColor: tone ? toneFill(theme, tone) : off ? dayOffFill(theme) : undefined,
}));

const CellButton = styled(ButtonBase)(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  width: '100%',
  minHeight: 68,
  padding: theme.spacing(0.5, 0.25),
  fontSize: 11,
  lineHeight: 1.3,
  fontVariantNumeric: 'tabular-nums',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
}));

const Code = styled('span')({ fontSize: 13, fontWeight: 700 });

/** The corner markers: corrected by hand (top right), no departure (top left). */
const Marker = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: 2,
  display: 'flex',
  color: theme.palette.text.secondary,
  '& svg': { fontSize: 13 },
}));

const TotalCell = styled(TableCell)(({ theme }) => ({
  width: TOTAL_WIDTH,
  padding: theme.spacing(0.5, 1),
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '&.MuiTableCell-head': { whiteSpace: 'normal', fontSize: 12, lineHeight: 1.2 },
}));

/** One day of one employee: its code, first in, last out and hours; opens the day. */
const DayButton = ({
  row,
  cell,
  off,
  disabled,
  onOpen,
}: {
  row: TimesheetRow;
  cell: Cell;
  off: boolean;
  disabled: boolean;
  onOpen: () => void;
}) => {
  const translate = useTranslate();
  const format = useFormat();
  const words = cellWords(cell, translate);
  const name = `${translate('resources.time.grid.cell', { name: row.full_name, date: format.date(cell.day) })}: ${words.join(', ')}`;
  const button = (
    <CellButton aria-label={name} disabled={disabled} onClick={onOpen}>
      {cell.open && (
        <Marker sx={{ left: 2 }}>
          <LoginIcon />
        </Marker>
      )}
      {cell.corrected && (
        <Marker sx={{ right: 2 }}>
          <EditIcon />
        </Marker>
      )}
      <Code>{cell.code ?? ''}</Code>
      {(cell.first_in || cell.last_out) && (
        <>
          <span>{almatyClock(cell.first_in) || '—'}</span>
          <span>{almatyClock(cell.last_out) || '—'}</span>
        </>
      )}
      {cell.minutes !== null && <strong>{hoursText(cell.minutes)}</strong>}
    </CellButton>
  );
  return (
    <DayCell off={off} tone={toneOf(cell)}>
      {disabled ? (
        button
      ) : (
        <Tooltip title={`${format.date(cell.day)} · ${words.join(' · ')}`} disableInteractive>
          {button}
        </Tooltip>
      )}
    </DayCell>
  );
};

/**
 * The month's timesheet on a wide screen: an employee a row, a day a column (non-working days
 * shaded, today underlined), each cell coloured by what needs a look, the totals at the row's
 * end. The employee's column stays put while the days scroll sideways.
 */
export const TimesheetGrid = ({
  sheet,
  manage,
  onOpen,
}: {
  sheet: Timesheet;
  /** Whether a day still to come opens too (to mark it). */
  manage: boolean;
  onOpen: (row: TimesheetRow, day: string) => void;
}) => {
  const translate = useTranslate();
  const title = useMonthTitle();
  const today = almatyToday();
  const width = NAME_WIDTH + sheet.days.length * DAY_WIDTH + TOTALS.length * TOTAL_WIDTH;
  return (
    <Card>
      <TableContainer sx={{ maxHeight: 'calc(100vh - 230px)', minHeight: 240 }}>
        <Grid
          stickyHeader
          size="small"
          aria-label={translate('resources.time.grid.label', { month: title(sheet.month) })}
          sx={{ width, minWidth: width }}
        >
          <TableHead>
            <TableRow>
              <NameCell>{translate('resources.time.sheet.employee')}</NameCell>
              {sheet.days.map(({ day, working }) => (
                <DayHead
                  key={day}
                  off={!working}
                  today={day === today}
                  title={working ? undefined : translate('resources.time.grid.non_working')}
                >
                  <Typography
                    component="span"
                    sx={{ display: 'block', fontWeight: 700, fontSize: 13 }}
                  >
                    {Number(day.slice(8))}
                  </Typography>
                  <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                    {translate(`resources.time.grid.weekdays.${weekdayOf(day)}`)}
                  </Typography>
                </DayHead>
              ))}
              {TOTALS.map((total) => (
                <TotalCell key={total.name}>
                  {translate(`resources.time.sheet.totals.${total.name}`)}
                </TotalCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sheet.rows.map((row) => (
              <TableRow key={row.employee_id}>
                <NameCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {row.full_name}
                  </Typography>
                  {row.position && (
                    <Typography variant="caption" color="text.secondary" component="div" noWrap>
                      {row.position}
                    </Typography>
                  )}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {translate('resources.time.grid.schedule', {
                      start: clockOf(row.work_start),
                      end: clockOf(row.work_end),
                    })}
                  </Typography>
                </NameCell>
                {row.cells.map((cell, i) => (
                  <DayButton
                    key={cell.day}
                    row={row}
                    cell={cell}
                    off={!sheet.days[i]?.working}
                    disabled={!manage && cell.state === null && !cell.first_in}
                    onOpen={() => onOpen(row, cell.day)}
                  />
                ))}
                {TOTALS.map((total) => (
                  <TotalCell key={total.name}>{total.value(row.totals)}</TotalCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Grid>
      </TableContainer>
    </Card>
  );
};

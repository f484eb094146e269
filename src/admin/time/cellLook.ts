import type { Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { TranslateFunction } from 'react-admin';
import { ALMATY_OFFSET_MS } from '../../domain/almatyTime';
import { hoursText } from '../../domain/time';
import type { Cell } from '../../domain/timesheet';
import { COLORS } from '../theme';

/**
 * How a timesheet cell looks and reads: its colour (what needs a look first), its times on
 * Almaty's clock, and the same in words for a screen reader, a tooltip and a phone's line.
 */

/** What a cell's colour says, the most pressing first: a cell takes the first that holds. */
export const TONES = ['absent', 'late', 'early', 'weekend_work', 'night', 'away'] as const;
export type Tone = (typeof TONES)[number];

export const toneOf = (cell: Cell): Tone | null => {
  if (cell.state === 'absent') return 'absent';
  if (cell.late_minutes > 0) return 'late';
  if (cell.early_minutes > 0) return 'early';
  if (cell.state === 'weekend_work') return 'weekend_work';
  if (cell.state === 'night') return 'night';
  if (cell.state === 'vacation' || cell.state === 'sick' || cell.state === 'trip') return 'away';
  return null;
};

const MAIN: Record<Tone, (palette: Theme['palette']) => string> = {
  absent: (p) => p.error.main,
  late: (p) => p.warning.main,
  // The brand's amber is the same in both modes (and the palette of a bare theme lacks it).
  early: () => COLORS.accent,
  weekend_work: (p) => p.secondary.main,
  night: (p) => p.primary.main,
  away: (p) => p.info.main,
};

/** A tone at full strength: a legend's swatch, a cell's edge. */
export const toneColor = (theme: Theme, tone: Tone) => MAIN[tone](theme.palette);

/** A tone as a cell's ground: light enough that the text on it keeps its contrast. */
export const toneFill = (theme: Theme, tone: Tone) =>
  alpha(toneColor(theme, tone), theme.palette.mode === 'light' ? 0.16 : 0.3);

/** A non-working day's column: solid, so the sticky header hides what scrolls under it. */
export const dayOffFill = (theme: Theme) =>
  theme.palette.mode === 'light' ? theme.palette.grey[100] : theme.palette.grey[900];

/** An instant as `HH:MM` on Almaty's clock (UTC+5), whatever the browser's zone; '' for none. */
export const almatyClock = (at: string | null) =>
  at ? new Date(Date.parse(at) + ALMATY_OFFSET_MS).toISOString().slice(11, 16) : '';

/** The Almaty day (`YYYY-MM-DD`) of an instant. */
export const almatyDayOf = (at: string) =>
  new Date(Date.parse(at) + ALMATY_OFFSET_MS).toISOString().slice(0, 10);

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** A day's weekday as the catalogue names it (`resources.time.grid.weekdays.*`). */
export const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];

/** A schedule's `09:00:00` as `09:00`. */
export const clockOf = (time: string) => time.slice(0, 5);

/** First in and last out as `09:12–18:05` (a dash for the one missing); '' without either. */
export const spanOf = (cell: Cell) =>
  cell.first_in || cell.last_out
    ? `${almatyClock(cell.first_in) || '—'}–${almatyClock(cell.last_out) || '—'}`
    : '';

/** The month `YYYY-MM` moved by `months`. */
export const shiftMonth = (month: string, months: number) => {
  const [year, number] = month.split('-').map(Number);
  const index = year * 12 + number - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** A cell in words, its parts in order: state, times, hours, lateness, early leave, markers. */
export const cellWords = (cell: Cell, translate: TranslateFunction): string[] => {
  const grid = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.time.grid.${key}`, args);
  return [
    cell.state ? translate(`resources.time.sheet.states.${cell.state}`) : grid('no_code'),
    spanOf(cell),
    cell.minutes === null ? '' : hoursText(cell.minutes),
    cell.late_minutes > 0 ? grid('late', { time: hoursText(cell.late_minutes) }) : '',
    cell.early_minutes > 0 ? grid('early', { time: hoursText(cell.early_minutes) }) : '',
    cell.corrected ? grid('corrected') : '',
    cell.open ? grid('open') : '',
  ].filter(Boolean);
};

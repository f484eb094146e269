import { alpha, type Theme } from '@mui/material';
import type { CalendarEntry } from '../../domain/calendar';

/** What colours an entry: its event's type, or the module whose deadline it is. */
export const ENTRY_KINDS = [
  'reminder',
  'meeting',
  'task',
  'task_deadline',
  'bid_deadline',
  'contract_date',
  'letter_due',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const kindOf = (entry: CalendarEntry): EntryKind => {
  if (entry.source === 'task') return 'task_deadline';
  if (entry.source === 'bid') return 'bid_deadline';
  if (entry.source === 'contract') return 'contract_date';
  if (entry.source === 'document') return 'letter_due';
  return entry.type ?? 'meeting';
};

const PALETTE = {
  reminder: 'warning',
  meeting: 'primary',
  task: 'success',
  task_deadline: 'error',
  bid_deadline: 'info',
  contract_date: 'secondary',
  // A reply due, red like the other deadlines.
  letter_due: 'error',
} as const satisfies Record<EntryKind, string>;

/** A kind's background and readable text, from the theme (light or dark). */
export const kindColors = (theme: Theme, kind: EntryKind) => {
  const color = theme.palette[PALETTE[kind]];
  return { background: color.main, text: color.contrastText };
};

/** A holiday's bar on the grid: quiet, as the calendar's background rather than an entry. */
export const holidayColors = (theme: Theme) => ({
  background: theme.palette.grey[theme.palette.mode === 'dark' ? 800 : 300],
  text: theme.palette.text.primary,
});

/** A day without work (a weekend by the organization's week, a holiday): hatched. */
export const dayOffFill = (theme: Theme) =>
  `repeating-linear-gradient(135deg, transparent 0 6px, ${alpha(theme.palette.text.primary, 0.07)} 6px 9px)`;

/** Where a read-only deadline leads: its task's, request's, lease's or letter's page. */
export const recordPathOf = (entry: CalendarEntry) => {
  if (entry.record_id === null) return null;
  if (entry.source === 'task') return `/tasks/${entry.record_id}/show`;
  if (entry.source === 'bid') return `/requests-journal/${entry.record_id}/show`;
  if (entry.source === 'contract') return `/contracts/${entry.record_id}/show`;
  if (entry.source === 'document') return `/documents/${entry.record_id}/show`;
  return null;
};

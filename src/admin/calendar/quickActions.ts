import type { CalendarEventType } from '../../domain/calendar';

/** The quick actions: a reminder or a meeting opens the event form, a task the task form. */
export const QUICK_ACTIONS = [
  'reminder',
  'meeting',
  'task',
] as const satisfies readonly CalendarEventType[];
export type QuickAction = (typeof QUICK_ACTIONS)[number];

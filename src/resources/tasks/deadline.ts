/**
 * Deadlines are moments in Asia/Almaty (UTC+5, no daylight saving): the form shows and takes
 * the wall-clock time there, whatever the browser's own zone.
 */
const OFFSET_MINUTES = 5 * 60;
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment → `YYYY-MM-DDTHH:mm` in Almaty, for a `datetime-local` input ('' for none). */
export const toAlmatyInput = (value: unknown) => {
  if (typeof value !== 'string' || !value) return '';
  // A value already typed in the input keeps its offset: show it as typed.
  const typed = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})\+05:00$/.exec(value);
  if (typed) return typed[1];
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  const local = new Date(time + OFFSET_MINUTES * 60_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
};

/** A `datetime-local` value read as Almaty's time → an ISO moment with its offset. */
export const fromAlmatyInput = (value: string) => (value ? `${value.slice(0, 16)}+05:00` : '');

/** Minutes from `now` to the deadline: negative once it has passed. */
export const minutesLeft = (deadline: string, now = Date.now()) =>
  Math.round((Date.parse(deadline) - now) / 60_000);

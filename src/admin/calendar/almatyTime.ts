import { fromAlmatyInput, toAlmatyInput } from '../../resources/tasks/deadline';

/**
 * The calendar's grid works in wall time: an instant is shown as the date and time a clock in
 * Asia/Almaty reads, held in a browser `Date` whose own (local) fields carry them, whatever the
 * browser's zone. These turn instants into such wall dates and back.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** A wall date's `YYYY-MM-DD`. */
export const wallDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A wall date's `YYYY-MM-DDTHH:mm`, as a `datetime-local` input holds it. */
export const wallInput = (date: Date) =>
  `${wallDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` → the wall date with those fields. */
export const parseWall = (value: string) => {
  const [y, m, d, h = 0, mi = 0] = value.split(/[-T:]/).map(Number);
  return new Date(y, m - 1, d, h, mi);
};

/** An ISO instant → Almaty's wall time of it. */
export const toWall = (iso: string) => parseWall(toAlmatyInput(iso));

/** A wall date → the instant in Almaty, ISO with its `+05:00` offset. */
export const fromWall = (date: Date) => fromAlmatyInput(wallInput(date));

/** Now, as Almaty's wall time. */
export const wallNow = (now = Date.now()) => toWall(new Date(now).toISOString());

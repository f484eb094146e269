import { almatyDay, almatyMidnight } from './almatyTime';

/** From this many days before its end the organization's staff see how many days are left. */
export const TRIAL_WARNING_DAYS = 7;
/** How far ahead the superadmin may move a trial's end: three years. */
export const TRIAL_MAX_DAYS_AHEAD = 1096;

const DAY_MS = 86_400_000;

/** The code of the answer (402) to a write of an organization whose trial has ended. */
export const TRIAL_ENDED = 'TRIAL_ENDED';

/** Whether a trial that ends at `endsAt` (null: no trial, the organization pays) is over. */
export const trialEnded = (endsAt: string | null, now = new Date()) =>
  endsAt !== null && Date.parse(endsAt) <= now.getTime();

/** The last day (Asia/Almaty) a trial ending at `endsAt` still runs. */
export const trialLastDay = (endsAt: string) => almatyDay(new Date(Date.parse(endsAt) - 1));

/** Days of the trial left, today included (0 once it has ended); null without a trial. */
export const trialDaysLeft = (endsAt: string | null, now = new Date()) => {
  if (endsAt === null) return null;
  if (trialEnded(endsAt, now)) return 0;
  const today = Date.parse(almatyDay(now));
  return Math.round((Date.parse(trialLastDay(endsAt)) - today) / DAY_MS) + 1;
};

/** When a trial whose last day is `day` ends: the next midnight in Asia/Almaty. */
export const trialEndOf = (day: string) => almatyMidnight(day, 1).toISOString();

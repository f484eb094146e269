import { noticeBy } from './contracts';
import { dayNumber, indexationDays } from './rentSchedule';

/** The critical-date alerts of a lease: when each goes out, once. */

/** Days before the end the responsible people are told, nearest last. */
export const END_ALERT_DAYS = [90, 60, 30] as const;
/** Days before the notice deadline and before an indexation the alert goes out. */
export const NOTICE_ALERT_DAYS = 14;
export const INDEXATION_ALERT_DAYS = 30;

/** A critical-date alert: its key (sent once per contract), kind and the day it is about. */
export interface ContractAlert {
  key: string;
  kind: 'contract_end' | 'contract_notice' | 'contract_indexation';
  day: string;
}

/**
 * The alerts an active lease is due on `today` that `sent` does not hold: the nearest end alert
 * (90, 60 or 30 days; the farther ones count as sent with it), the notice deadline within
 * `NOTICE_ALERT_DAYS`, and each indexation within `INDEXATION_ALERT_DAYS`.
 */
export const dueAlerts = (
  c: { starts_on: string; ends_on: string; notice_days: number; indexation_percent: number | null },
  today: string,
  sent: readonly string[],
): { due: ContractAlert[]; keys: string[] } => {
  const left = (day: string) => dayNumber(day) - dayNumber(today);
  const due: ContractAlert[] = [];
  const keys: string[] = [];
  const endLeft = left(c.ends_on);
  const ends = END_ALERT_DAYS.filter((days) => endLeft >= 0 && endLeft <= days);
  const endKeys = ends.map((days) => `end-${days}`);
  if (endKeys.some((key) => !sent.includes(key))) {
    due.push({ key: endKeys[endKeys.length - 1], kind: 'contract_end', day: c.ends_on });
    keys.push(...endKeys.filter((key) => !sent.includes(key)));
  }
  const notice = noticeBy(c.ends_on, c.notice_days);
  const noticeLeft = left(notice);
  if (c.notice_days > 0 && noticeLeft >= 0 && noticeLeft <= NOTICE_ALERT_DAYS) {
    if (!sent.includes('notice')) {
      due.push({ key: 'notice', kind: 'contract_notice', day: notice });
      keys.push('notice');
    }
  }
  for (const day of indexationDays(c)) {
    const key = `index-${day}`;
    if (left(day) >= 0 && left(day) <= INDEXATION_ALERT_DAYS && !sent.includes(key)) {
      due.push({ key, kind: 'contract_indexation', day });
      keys.push(key);
    }
  }
  return { due, keys };
};

import type { TranslateFunction } from 'react-admin';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * `2026-12-16` as "16 декабря 2026, ср" / "2026 ж. 16 желтоқсан, ср" / "Wed 16 December 2026",
 * from the catalogue rather than `Intl`, which lacks Kazakh in some browsers.
 */
export const formatHolidayDate = (date: string, translate: TranslateFunction) => {
  const d = new Date(`${date}T00:00:00Z`);
  return translate('app.settings.holidays.date_format', {
    day: d.getUTCDate(),
    month: translate(`app.settings.months.${MONTHS[d.getUTCMonth()]}`),
    year: d.getUTCFullYear(),
    weekday: translate(`app.settings.weekdays_short.${WEEKDAYS[d.getUTCDay()]}`),
  });
};

import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enGB, kk, ru } from 'date-fns/locale';
import { dateFnsLocalizer, type Messages } from 'react-big-calendar';

/** The interface languages' date-fns locales (English as in Britain: the week starts on Monday). */
const locales = { ru, kk, en: enGB };

/** react-big-calendar's date-fns localizer: names in the interface language, Monday first. */
export const calendarLocalizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales,
});

/** The calendar's culture for an interface language (Russian for one it does not know). */
export const cultureOf = (locale: string) => (locale in locales ? locale : 'ru');

/** react-big-calendar's own words, translated. */
export const calendarMessages = (
  translate: (key: string, options?: object) => string,
): Messages => ({
  date: translate('app.calendar.grid.date'),
  time: translate('app.calendar.grid.time'),
  event: translate('app.calendar.grid.event'),
  allDay: translate('app.calendar.grid.all_day'),
  week: translate('app.calendar.views.week'),
  work_week: translate('app.calendar.views.week'),
  day: translate('app.calendar.views.day'),
  month: translate('app.calendar.views.month'),
  agenda: translate('app.calendar.views.agenda'),
  previous: translate('app.calendar.previous'),
  next: translate('app.calendar.next'),
  yesterday: translate('app.calendar.yesterday'),
  tomorrow: translate('app.calendar.tomorrow'),
  today: translate('app.calendar.today'),
  noEventsInRange: translate('app.calendar.no_events'),
  showMore: (count: number) => translate('app.calendar.show_more', { smart_count: count }),
});

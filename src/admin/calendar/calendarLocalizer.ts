import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enGB, kk, ru } from 'date-fns/locale';
import { dateFnsLocalizer, type Formats, type Messages } from 'react-big-calendar';
import { isLocale, type Locale } from '../../domain/constants';
import { formatLongDate, formatWeekdayDate } from '../../i18n/longDate';

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

const localeOf = (culture?: string): Locale => (culture && isLocale(culture) ? culture : 'ru');
const time = (date: Date) => format(date, 'HH:mm');
const timeRange = ({ start, end }: { start: Date; end: Date }) => `${time(start)}–${time(end)}`;
/** A weekday over a month's column: `пн`, `дс`, `Mon`. */
const WEEKDAY: Record<Locale, string> = { ru: 'EEEEEE', kk: 'EEEEEE', en: 'EEE' };

/**
 * The grid's dates and times by the product's rules (react-big-calendar's own read «пнд дек. 07»
 * and `h:mma`): a day as `пн, 7 дек.`, a day in full as `7 декабря 2026, пн`, times as `14:00`.
 */
export const calendarFormats: Formats = {
  dateFormat: 'd',
  weekdayFormat: (date, culture) =>
    format(date, WEEKDAY[localeOf(culture)], { locale: locales[localeOf(culture)] }),
  dayFormat: (date, culture) => formatWeekdayDate(date, localeOf(culture)),
  dayHeaderFormat: (date, culture) => formatLongDate(date, localeOf(culture)),
  agendaDateFormat: (date, culture) => formatWeekdayDate(date, localeOf(culture)),
  timeGutterFormat: (date) => time(date),
  agendaTimeFormat: (date) => time(date),
  agendaTimeRangeFormat: timeRange,
  eventTimeRangeFormat: timeRange,
  eventTimeRangeStartFormat: ({ start }) => `${time(start)}–`,
  eventTimeRangeEndFormat: ({ end }) => `–${time(end)}`,
  selectRangeFormat: timeRange,
};

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

import { calendarEn } from '../../i18n/calendar/en';
import { calendarKk } from '../../i18n/calendar/kk';
import { calendarRu } from '../../i18n/calendar/ru';
import { devicesEn } from '../../i18n/devices/en';
import { devicesKk } from '../../i18n/devices/kk';
import { devicesRu } from '../../i18n/devices/ru';
import en from '../../i18n/en';
import kk from '../../i18n/kk';
import { reportsEn } from '../../i18n/reports/en';
import { reportsKk } from '../../i18n/reports/kk';
import { reportsRu } from '../../i18n/reports/ru';
import ru, { type AppMessages } from '../../i18n/ru';
import { settingsEn } from '../../i18n/settings/en';
import { settingsKk } from '../../i18n/settings/kk';
import { settingsRu } from '../../i18n/settings/ru';
import { tasksKpiEn } from '../../i18n/tasks-kpi/en';
import { tasksKpiKk } from '../../i18n/tasks-kpi/kk';
import { tasksKpiRu } from '../../i18n/tasks-kpi/ru';
import { timeEn } from '../../i18n/time/en';
import { timeKk } from '../../i18n/time/kk';
import { timeRu } from '../../i18n/time/ru';
import { isLocale, type Locale } from '../../src/domain/constants';
import { translate as translateWith } from '../../src/i18n/translate';

/** A main catalogue with the modules' own (which the staff app loads with their screens). */
const withModules = (
  main: AppMessages,
  app: { calendar: object; task_kpi: object; reports: object; settings: object },
  time: object,
  devices: object,
) => ({
  ...main,
  app: {
    ...main.app,
    calendar: app.calendar,
    reports: app.reports,
    task_kpi: { ...main.app.task_kpi, ...app.task_kpi },
    settings: { ...main.app.settings, ...app.settings },
  },
  resources: {
    ...main.resources,
    time: { ...main.resources.time, ...time },
    devices: { ...main.resources.devices, ...devices },
  },
});

const catalogues = {
  ru: withModules(
    ru,
    { calendar: calendarRu, task_kpi: tasksKpiRu, reports: reportsRu, settings: settingsRu },
    timeRu,
    devicesRu,
  ),
  kk: withModules(
    kk,
    { calendar: calendarKk, task_kpi: tasksKpiKk, reports: reportsKk, settings: settingsKk },
    timeKk,
    devicesKk,
  ),
  en: withModules(
    en,
    { calendar: calendarEn, task_kpi: tasksKpiEn, reports: reportsEn, settings: settingsEn },
    timeEn,
    devicesEn,
  ),
} as const;

/** Server-side texts (mail) from the same catalogue as the UI; Russian when the locale is unknown. */
export const translate = (
  locale: string,
  key: string,
  vars: Record<string, string | number> = {},
) => {
  const lang: Locale = isLocale(locale) ? locale : 'ru';
  return translateWith(catalogues[lang], lang, key, vars);
};

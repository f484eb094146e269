import { startTransition, useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { isLocale, type Locale } from '../domain/constants';
import { translate } from './translate';

/**
 * Catalogues of one module's own screens (`i18n/<module>/<locale>.ts`), loaded with those screens
 * rather than with the staff app: the first load carries only what every page says. Each keeps
 * its keys under its prefix (`resources.time.…`, `app.calendar.…`, `app.task_kpi.…`, `app.reports.…`,
 * `app.settings.…`); the i18n provider looks a
 * key up here when the main catalogue has none (a module's name, shown in the menu, stays there).
 */
const PREFIXES = {
  time: ['resources', 'time'],
  devices: ['resources', 'devices'],
  calendar: ['app', 'calendar'],
  tasksKpi: ['app', 'task_kpi'],
  reports: ['app', 'reports'],
  settings: ['app', 'settings'],
} as const;

const LOADERS = {
  calendar: {
    ru: () => import('../../i18n/calendar/ru').then((m) => m.calendarRu),
    kk: () => import('../../i18n/calendar/kk').then((m) => m.calendarKk),
    en: () => import('../../i18n/calendar/en').then((m) => m.calendarEn),
  },
  tasksKpi: {
    ru: () => import('../../i18n/tasks-kpi/ru').then((m) => m.tasksKpiRu),
    kk: () => import('../../i18n/tasks-kpi/kk').then((m) => m.tasksKpiKk),
    en: () => import('../../i18n/tasks-kpi/en').then((m) => m.tasksKpiEn),
  },
  time: {
    ru: () => import('../../i18n/time/ru').then((m) => m.timeRu),
    kk: () => import('../../i18n/time/kk').then((m) => m.timeKk),
    en: () => import('../../i18n/time/en').then((m) => m.timeEn),
  },
  reports: {
    ru: () => import('../../i18n/reports/ru').then((m) => m.reportsRu),
    kk: () => import('../../i18n/reports/kk').then((m) => m.reportsKk),
    en: () => import('../../i18n/reports/en').then((m) => m.reportsEn),
  },
  settings: {
    ru: () => import('../../i18n/settings/ru').then((m) => m.settingsRu),
    kk: () => import('../../i18n/settings/kk').then((m) => m.settingsKk),
    en: () => import('../../i18n/settings/en').then((m) => m.settingsEn),
  },
  devices: {
    ru: () => import('../../i18n/devices/ru').then((m) => m.devicesRu),
    kk: () => import('../../i18n/devices/kk').then((m) => m.devicesKk),
    en: () => import('../../i18n/devices/en').then((m) => m.devicesEn),
  },
} satisfies Record<keyof typeof PREFIXES, Record<Locale, () => Promise<object>>>;

export type ModuleCatalogue = keyof typeof LOADERS;

/** The catalogue whose prefix `key` starts with. */
const catalogueOf = (key: string) =>
  (Object.keys(PREFIXES) as ModuleCatalogue[]).find((m) =>
    key.startsWith(`${PREFIXES[m].join('.')}.`),
  );

/** A catalogue's messages where its prefix puts them, for `translate`. */
const rooted = (module: ModuleCatalogue, messages: object) =>
  PREFIXES[module].reduceRight<object>((tree, part) => ({ [part]: tree }), messages);

const loaded = new Map<string, object>();
const loading = new Map<string, Promise<void>>();

const load = (module: ModuleCatalogue, locale: Locale) => {
  const id = `${module}:${locale}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = LOADERS[module][locale]().then(
      (messages) => void loaded.set(id, messages),
      (error: unknown) => {
        // A chunk that failed to arrive is fetched again the next time it is asked for.
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, pending);
  }
  return pending;
};

/** Loads a module's catalogue in `locale` ahead of its screen (a screen shown on its own). */
export const loadModuleMessages = (module: ModuleCatalogue, locale: Locale) => load(module, locale);

/**
 * A module catalogue's text for `key` in `locale` (Russian where the language lacks it), or
 * undefined when the key is none of theirs or its catalogue is not loaded yet.
 */
export const moduleText = (
  key: string,
  locale: string,
  vars: Record<string, string | number> = {},
): string | undefined => {
  const module = catalogueOf(key);
  if (!module) return undefined;
  const lang: Locale = isLocale(locale) ? locale : 'ru';
  for (const from of [lang, 'ru'] as const) {
    const messages = loaded.get(`${module}:${from}`);
    if (!messages) continue;
    const text = translate(rooted(module, messages), from, key, vars);
    if (text !== key) return text;
  }
  return undefined;
};

/**
 * Loads a module's catalogues (the interface language and Russian, the fallback) before its
 * screens render: false until they are there.
 */
export const useModuleMessages = (...modules: ModuleCatalogue[]) => {
  const [locale] = useLocaleState();
  const lang: Locale = isLocale(locale) ? locale : 'ru';
  const key = modules.flatMap((m) => [`${m}:${lang}`, `${m}:ru`]).join(',');
  const [ready, setReady] = useState(() => key.split(',').every((id) => loaded.has(id)));
  useEffect(() => {
    let live = true;
    const wanted = key.split(',').map((id) => id.split(':') as [ModuleCatalogue, Locale]);
    if (wanted.every(([m, l]) => loaded.has(`${m}:${l}`))) {
      setReady(true);
      return;
    }
    setReady(false);
    // The screen they were waiting for draws as a transition, in slices, not in one long task.
    Promise.all(wanted.map(([m, l]) => load(m, l))).then(() => {
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return ready;
};

import { type ComponentType, lazy } from 'react';
import { loadModuleMessages, type ModuleCatalogue } from '../i18n/moduleMessages';
import { storedLocale } from '../i18n/translate';
import {
  CALENDAR_PATH,
  FCM_TEST_PATH,
  HOME_PATH,
  PROFILE_PATH,
  RENT_ROLL_PATH,
  REPORTS_PATH,
  RESET_PASSWORD_PATH,
  SETTINGS_PATH,
  STACKING_PLAN_PATH,
  TASKS_KPI_PATH,
  TIME_PATH,
} from '../routes';
import { settled } from './common/settled';

/** A page of the staff app outside the resources: its route and its own chunk. */
export interface Page {
  path: string;
  /** Fetches the page's chunk (once, keeping its component) with what it waits for. */
  load: () => Promise<unknown>;
  /** The page, drawn at once when its chunk is already here, else once it arrives. */
  Page: ComponentType;
}

/**
 * A page fetched when it first opens, or before the app's first render when the app opens on
 * it, with the module catalogues of its texts: then it draws without a suspended render or a
 * second render once its texts arrive, and its code runs before the first paint rather than as
 * a long task after it.
 */
const page = (
  path: string,
  fetchPage: () => Promise<ComponentType>,
  messages: readonly ModuleCatalogue[] = [],
): Page => {
  let loaded: ComponentType | undefined;
  let fetching: Promise<ComponentType> | undefined;
  const fetchOnce = () => {
    fetching ??= fetchPage().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A chunk that failed to arrive is fetched again the next time the page opens.
        fetching = undefined;
        throw error;
      },
    );
    return fetching;
  };
  const loadMessages = () =>
    [...new Set([storedLocale(), 'ru' as const])].flatMap((locale) =>
      messages.map((m) => loadModuleMessages(m, locale)),
    );
  const Page = lazy(() =>
    loaded
      ? settled({ default: loaded })
      : fetchOnce().then((component) => ({ default: component })),
  );
  // Whatever fails to arrive here the page asks for again itself, as it would without this.
  const load = () => Promise.all([fetchOnce(), ...loadMessages()].map((p) => p.catch(() => {})));
  return { path, load, Page };
};

export const PAGES: readonly Page[] = [
  page(HOME_PATH, () => import('./home/HomePage').then((m) => m.HomePage)),
  page(PROFILE_PATH, () => import('./profile/ProfilePage').then((m) => m.ProfilePage)),
  page(RESET_PASSWORD_PATH, () =>
    import('./profile/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  ),
  page(SETTINGS_PATH, () => import('./settings/SettingsPage').then((m) => m.SettingsPage), [
    'settings',
  ]),
  page(TASKS_KPI_PATH, () => import('./tasks-kpi/TaskKpiPage').then((m) => m.TaskKpiPage), [
    'tasksKpi',
  ]),
  page(REPORTS_PATH, () => import('./reports/ReportsPage').then((m) => m.ReportsPage), ['reports']),
  page(CALENDAR_PATH, () => import('./calendar/CalendarPage').then((m) => m.CalendarPage), [
    'calendar',
  ]),
  page(RENT_ROLL_PATH, () => import('./rent-roll/RentRollPage').then((m) => m.RentRollPage)),
  page(TIME_PATH, () => import('./time/TimesheetPage').then((m) => m.TimesheetPage), ['time']),
  page(STACKING_PLAN_PATH, () =>
    import('./stacking-plan/StackingPlanPage').then((m) => m.StackingPlanPage),
  ),
  page(FCM_TEST_PATH, () => import('./push/FcmTestPage').then((m) => m.FcmTestPage)),
];

/** The page at `pathname`, if one of these opens there. */
export const pageAt = (pathname: string) => PAGES.find((p) => p.path === pathname);

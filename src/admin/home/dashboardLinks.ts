import type { DashboardModule } from '../../domain/dashboard';
import { CALENDAR_PATH, NOTIFICATIONS_PATH } from '../../routes';
import { almatyToday } from '../tasks-kpi/kpiPeriod';

/** The lists the dashboard's cards open: react-admin resources, and the calendar page. */
const LIST_PATHS: Record<DashboardModule, string> = {
  requests: '/requests-journal',
  waiting_list: '/application-forms',
  tasks: '/tasks',
  notifications: NOTIFICATIONS_PATH,
  calendar: CALENDAR_PATH,
};

/** A react-admin list URL with its filter (`?filter={…}`), as the list itself writes it. */
export const listUrl = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

export type CardPeriod = 'today' | 'month';

/**
 * A card's link: the module's list filtered to the rows it counts (created today or this month,
 * Almaty days; the card's title, all of them: an empty filter, never the one the list last
 * kept); the calendar opens on its own page, whose view shows the day and the month.
 */
export const cardLink = (module: DashboardModule, period: CardPeriod | null, now = new Date()) => {
  const path = LIST_PATHS[module];
  if (module === 'calendar') return path;
  if (period === null) return listUrl(path, {});
  const today = almatyToday(now);
  const from = period === 'today' ? today : `${today.slice(0, 8)}01`;
  return listUrl(path, { created_at_gte: from, created_at_lte: today });
};

/** A pending request's or task's page. */
export const pendingLink = (kind: 'bid' | 'task', id: number) =>
  kind === 'bid' ? `/requests-journal/${id}/show` : `/tasks/${id}/show`;

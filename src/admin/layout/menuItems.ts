import AssessmentIcon from '@mui/icons-material/Assessment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InsightsIcon from '@mui/icons-material/Insights';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import type { ComponentType } from 'react';
import { canAccess, mayReadTaskKpi } from '../../domain/access';
import type { ResourceName } from '../../domain/resources';
import type { CurrentUser } from '../../domain/user';
import { RESOURCES, resourceEntry } from '../../resources/registry';
import {
  CALENDAR_PATH,
  HOME_PATH,
  PROFILE_PATH,
  REPORTS_PATH,
  SETTINGS_PATH,
  TASKS_KPI_PATH,
  TIME_PATH,
} from '../../routes';
import { reportsOf } from '../reports/reportCatalogue';
import { settingsTabsOf } from '../settings/settingsTabs';
import { mayReadTimesheet } from '../time/timeAccess';

/** A page of the menu that is not a resource's list. */
type Page =
  | 'dashboard'
  | 'tasks-kpi'
  | 'reports'
  | 'settings'
  | 'profile'
  | 'calendar'
  | 'time'
  | 'my-company';
export type MenuSlot = ResourceName | Page;

/**
 * The staff's menu: product-spec §2's items in its order (dashboard, tasks, employees, renters,
 * notifications, reports, settings, profile, logout, landlords, requests, waiting list,
 * contracts, calendar), each item the spec does not name beside the one its people would look
 * under: the KPI after tasks; objects, rooms and contractors after renters; what was sent after
 * the inbox; the platform's inboxes, reference lists and audit log after landlords; visitor
 * messages after requests; correspondence after contracts. Logout stays in the user menu of the
 * app bar (`AppBar.tsx`), beside the profile.
 */
export const STAFF_MENU: readonly MenuSlot[] = [
  'dashboard',
  'tasks',
  'tasks-kpi',
  'employees',
  'renters',
  'objects',
  'rooms',
  'contractors',
  'notifications',
  'employee-notifications',
  'reports',
  'settings',
  'profile',
  'landlords',
  'demo-requests',
  'support-messages',
  'type-object',
  'type-request',
  'social-network',
  'audit-log',
  'requests-journal',
  'visitor-messages',
  'application-forms',
  'contracts',
  'documents',
  'time',
  'calendar',
];

/** The renter's own short menu (logout in the user menu, as for the staff). */
export const RENTER_MENU: readonly MenuSlot[] = [
  'dashboard',
  'my-company',
  'contracts',
  'documents',
  'requests-journal',
  'notifications',
  'calendar',
  'profile',
];

/** One line of the menu: where it goes, its text (a resource's name is a plural), its icon. */
export interface MenuItem {
  slot: MenuSlot;
  to: string;
  label: string;
  plural?: boolean;
  icon: ComponentType;
}

const PAGES: Record<Page, Omit<MenuItem, 'slot' | 'to'> & { to: (user: CurrentUser) => string }> = {
  dashboard: { to: () => HOME_PATH, label: 'app.menu.dashboard', icon: DashboardIcon },
  'tasks-kpi': { to: () => TASKS_KPI_PATH, label: 'app.task_kpi.title', icon: InsightsIcon },
  reports: { to: () => REPORTS_PATH, label: 'app.menu.reports', icon: AssessmentIcon },
  settings: { to: () => SETTINGS_PATH, label: 'app.settings.title', icon: SettingsIcon },
  profile: { to: () => PROFILE_PATH, label: 'app.menu.profile', icon: PersonIcon },
  calendar: { to: () => CALENDAR_PATH, label: 'app.menu.calendar', icon: CalendarMonthIcon },
  time: { to: () => TIME_PATH, label: 'resources.time.name', icon: TimerOutlinedIcon },
  'my-company': {
    to: (user) => `/renters/${user.renter_id}/show`,
    label: 'app.menu.my_company',
    icon: resourceEntry('renters').definition.icon,
  },
};

/** Whether a page of the menu is the user's. */
const pageOpen = (page: Page, user: CurrentUser): boolean => {
  switch (page) {
    case 'tasks-kpi':
      return mayReadTaskKpi(user);
    case 'reports':
      return reportsOf(user).length > 0;
    case 'settings':
      return settingsTabsOf(user).length > 0;
    case 'my-company':
      return user.role === 'renter' && user.renter_id != null;
    case 'time':
      return mayReadTimesheet(user);
    default:
      return canAccess(user, { resource: page, action: 'list' });
  }
};

const RESOURCE_NAMES: ReadonlySet<string> = new Set(RESOURCES.map((r) => r.name));
const isResource = (slot: MenuSlot): slot is ResourceName => RESOURCE_NAMES.has(slot);

/**
 * The menu of `user`, in order: a resource when the role or level may use it (reference lists,
 * which everyone reads, only for those who keep them), a page when it is theirs.
 */
export const menuOf = (user: CurrentUser | null): MenuItem[] => {
  if (!user) return [];
  const slots = user.role === 'renter' ? RENTER_MENU : STAFF_MENU;
  return slots.flatMap((slot): MenuItem[] => {
    if (isResource(slot)) {
      const r = resourceEntry(slot);
      const open =
        canAccess(user, { resource: r.name, action: r.menuAction }) &&
        !r.noMenuFor?.includes(user.role);
      const own = r.menuLabelFor?.[user.role];
      return open
        ? [
            {
              slot,
              to: `/${r.name}`,
              label: own ?? `resources.${r.name}.name`,
              plural: !own,
              icon: r.definition.icon,
            },
          ]
        : [];
    }
    if (!pageOpen(slot, user)) return [];
    const page = PAGES[slot];
    return [{ slot, to: page.to(user), label: page.label, icon: page.icon }];
  });
};

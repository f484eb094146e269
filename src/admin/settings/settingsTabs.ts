import { canAccess, mayGrantAccess, readScope } from '../../domain/access';
import type { CurrentUser } from '../../domain/user';
import { SETTINGS_PATH } from '../../routes';

const TABS = [
  'requests',
  'task-categories',
  'calendar',
  'qr',
  'application-form',
  'documents',
  'time',
  'access',
  'data-export',
] as const;
export type SettingsTab = (typeof TABS)[number];

/**
 * The tabs a user may open: the organization's settings by the `settings` level, task
 * categories for those who manage tasks, the application form's link for those who manage the
 * waiting list, the register's prefixes for those who manage correspondence, time tracking's
 * devices and codes for those who read every timesheet, employees' access for those who may
 * grant it, the organization's whole data for those who manage its settings.
 */
export const settingsTabsOf = (user: CurrentUser | null): SettingsTab[] => {
  if (!user?.landlord_id) return [];
  const settings = canAccess(user, { resource: 'settings', action: 'show' });
  const open: Record<SettingsTab, boolean> = {
    requests: settings,
    'task-categories': canAccess(user, { resource: 'tasks', action: 'manage' }),
    calendar: settings,
    qr: settings,
    'application-form': canAccess(user, { resource: 'application-forms', action: 'manage' }),
    documents: canAccess(user, { resource: 'documents', action: 'manage' }),
    time: readScope(user, 'time') === 'all',
    access: mayGrantAccess(user),
    'data-export': canAccess(user, { resource: 'settings', action: 'manage' }),
  };
  return TABS.filter((t) => open[t]);
};

/** A link that opens the settings on one tab. */
export const settingsTabPath = (tab: SettingsTab) => `${SETTINGS_PATH}?tab=${tab}`;

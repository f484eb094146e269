import DashboardIcon from '@mui/icons-material/Dashboard';
import InsightsIcon from '@mui/icons-material/Insights';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { canAccess, mayReadTaskKpi } from '../../domain/access';
import { useSession } from '../../providers/session';
import { RESOURCES, resourceEntry } from '../../resources/registry';
import { HOME_PATH, PROFILE_PATH, SETTINGS_PATH, TASKS_KPI_PATH } from '../../routes';
import { settingsTabsOf } from '../settings/settingsTabs';

const renters = resourceEntry('renters').definition;

/** An open menu wraps a long name onto a second line instead of cutting it. */
const WRAPPED = { '& .MuiTypography-root': { whiteSpace: 'normal', lineHeight: 1.3 } } as const;

/**
 * The menu: the resources in registry order, each only when the role may use it (reference
 * lists, which everyone reads, only for those who keep them), then the tasks' KPI, settings and
 * the profile.
 */
export const AppMenu = () => {
  const translate = useTranslate();
  const { user } = useSession();
  const [open] = useSidebarState();
  const sx = open ? WRAPPED : undefined;
  return (
    <Menu>
      <Menu.Item
        to={HOME_PATH}
        primaryText={translate('app.menu.dashboard')}
        leftIcon={<DashboardIcon />}
        sx={sx}
      />
      {RESOURCES.filter(
        (r) =>
          canAccess(user, { resource: r.name, action: r.menuAction }) &&
          !(user && r.noMenuFor?.includes(user.role)),
      ).map((r) => (
        <Menu.Item
          key={r.name}
          to={`/${r.name}`}
          primaryText={translate(`resources.${r.name}.name`, { smart_count: 2 })}
          leftIcon={<r.definition.icon />}
          sx={sx}
        />
      ))}
      {user?.role === 'renter' && user.renter_id && (
        <Menu.Item
          to={`/renters/${user.renter_id}/show`}
          primaryText={translate('app.menu.my_company')}
          leftIcon={<renters.icon />}
          sx={sx}
        />
      )}
      {mayReadTaskKpi(user) && (
        <Menu.Item
          to={TASKS_KPI_PATH}
          primaryText={translate('app.task_kpi.title')}
          leftIcon={<InsightsIcon />}
          sx={sx}
        />
      )}
      {settingsTabsOf(user).length > 0 && (
        <Menu.Item
          to={SETTINGS_PATH}
          primaryText={translate('app.settings.title')}
          leftIcon={<SettingsIcon />}
          sx={sx}
        />
      )}
      <Menu.Item
        to={PROFILE_PATH}
        primaryText={translate('app.menu.profile')}
        leftIcon={<PersonIcon />}
        sx={sx}
      />
    </Menu>
  );
};

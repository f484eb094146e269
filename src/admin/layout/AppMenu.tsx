import DashboardIcon from '@mui/icons-material/Dashboard';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu, useTranslate } from 'react-admin';
import { canAccess } from '../../domain/access';
import { useSession } from '../../providers/session';
import { RESOURCES, resourceEntry } from '../../resources/registry';
import { HOME_PATH, PROFILE_PATH, SETTINGS_PATH } from '../../routes';
import { settingsTabsOf } from '../settings/settingsTabs';

const renters = resourceEntry('renters').definition;

/**
 * The menu: the resources in registry order, each only when the role may use it (reference
 * lists, which everyone reads, only for those who keep them), then settings and the profile.
 */
export const AppMenu = () => {
  const translate = useTranslate();
  const { user } = useSession();
  return (
    <Menu>
      <Menu.Item
        to={HOME_PATH}
        primaryText={translate('app.menu.dashboard')}
        leftIcon={<DashboardIcon />}
      />
      {RESOURCES.filter((r) => canAccess(user, { resource: r.name, action: r.menuAction })).map(
        (r) => (
          <Menu.Item
            key={r.name}
            to={`/${r.name}`}
            primaryText={translate(`resources.${r.name}.name`, { smart_count: 2 })}
            leftIcon={<r.definition.icon />}
          />
        ),
      )}
      {user?.role === 'renter' && user.renter_id && (
        <Menu.Item
          to={`/renters/${user.renter_id}/show`}
          primaryText={translate('app.menu.my_company')}
          leftIcon={<renters.icon />}
        />
      )}
      {settingsTabsOf(user).length > 0 && (
        <Menu.Item
          to={SETTINGS_PATH}
          primaryText={translate('app.settings.title')}
          leftIcon={<SettingsIcon />}
        />
      )}
      <Menu.Item
        to={PROFILE_PATH}
        primaryText={translate('app.menu.profile')}
        leftIcon={<PersonIcon />}
      />
    </Menu>
  );
};

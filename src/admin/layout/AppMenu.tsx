import DashboardIcon from '@mui/icons-material/Dashboard';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu, useTranslate } from 'react-admin';
import { canAccess } from '../../domain/access';
import { useSession } from '../../providers/session';
import { RESOURCES, resourceEntry } from '../../resources/registry';
import { HomePage } from '../home/HomePage';
import { ProfilePage } from '../profile/ProfilePage';
import { SettingsPage, settingsTabsOf } from '../settings/SettingsPage';

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
        to={HomePage.path}
        primaryText={translate('app.menu.dashboard')}
        leftIcon={<DashboardIcon />}
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
        />
      ))}
      {user?.role === 'renter' && user.renter_id && (
        <Menu.Item
          to={`/renters/${user.renter_id}/show`}
          primaryText={translate('app.menu.my_company')}
          leftIcon={<renters.icon />}
        />
      )}
      {settingsTabsOf(user).length > 0 && (
        <Menu.Item
          to={SettingsPage.path}
          primaryText={translate('app.settings.title')}
          leftIcon={<SettingsIcon />}
        />
      )}
      <Menu.Item
        to={ProfilePage.path}
        primaryText={translate('app.menu.profile')}
        leftIcon={<PersonIcon />}
      />
    </Menu>
  );
};

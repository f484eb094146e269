import DashboardIcon from '@mui/icons-material/Dashboard';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu, useTranslate } from 'react-admin';
import { canAccess } from '../../domain/access';
import { useSession } from '../../providers/session';
import applicationForms from '../../resources/application-forms';
import contractors from '../../resources/contractors';
import demoRequests from '../../resources/demo-requests';
import employees from '../../resources/employees';
import landlords from '../../resources/landlords';
import objects from '../../resources/objects';
import renters from '../../resources/renters';
import requestsJournal from '../../resources/requests-journal';
import rooms from '../../resources/rooms';
import socialNetwork from '../../resources/social-network';
import supportMessages from '../../resources/support-messages';
import typeObject from '../../resources/type-object';
import typeRequest from '../../resources/type-request';
import visitorMessages from '../../resources/visitor-messages';
import { HomePage } from '../home/HomePage';
import { ProfilePage } from '../profile/ProfilePage';
import { SettingsPage, settingsTabsOf } from '../settings/SettingsPage';

/**
 * The resources of the menu, in order; each shows only when the role may use it (reference
 * lists, which everyone reads, only for those who keep them).
 */
const RESOURCES = [
  { name: 'landlords', icon: landlords.icon, action: 'list' },
  { name: 'demo-requests', icon: demoRequests.icon, action: 'list' },
  { name: 'support-messages', icon: supportMessages.icon, action: 'list' },
  { name: 'requests-journal', icon: requestsJournal.icon, action: 'list' },
  { name: 'visitor-messages', icon: visitorMessages.icon, action: 'list' },
  { name: 'application-forms', icon: applicationForms.icon, action: 'list' },
  { name: 'renters', icon: renters.icon, action: 'list' },
  { name: 'employees', icon: employees.icon, action: 'list' },
  { name: 'contractors', icon: contractors.icon, action: 'list' },
  { name: 'objects', icon: objects.icon, action: 'list' },
  { name: 'rooms', icon: rooms.icon, action: 'list' },
  { name: 'type-object', icon: typeObject.icon, action: 'create' },
  { name: 'type-request', icon: typeRequest.icon, action: 'create' },
  { name: 'social-network', icon: socialNetwork.icon, action: 'create' },
] as const;

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
      {RESOURCES.filter((r) => canAccess(user, { resource: r.name, action: r.action })).map((r) => (
        <Menu.Item
          key={r.name}
          to={`/${r.name}`}
          primaryText={translate(`resources.${r.name}.name`, { smart_count: 2 })}
          leftIcon={<r.icon />}
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

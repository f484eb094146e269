import { Admin, CustomRoutes, type I18nProvider, localStorageStore, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider, HOME_PATH } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { RESOURCES } from '../resources/registry';
import { AuthRoutes } from './auth/AuthRoutes';
import { HomePage } from './home/HomePage';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { NoAccess } from './layout/NoAccess';
import { NotFound } from './layout/NotFound';
import { ProfilePage } from './profile/ProfilePage';
import { ResetPasswordPage } from './profile/ResetPasswordPage';
import { SettingsPage } from './settings/SettingsPage';
import { darkTheme, lightTheme } from './theme';

const store = localStorageStore(__APP_VERSION__, 'arenda');
const RedirectHome = () => <Navigate to={HOME_PATH} replace />;

/** The staff app: react-admin with our providers; the table of contents of the CRM. */
export const AdminApp = ({ i18nProvider }: { i18nProvider: I18nProvider }) => (
  <Admin
    title="Arenda CRM"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={lightTheme}
    darkTheme={darkTheme}
    layout={AppLayout}
    notification={AppNotification}
    loginPage={false}
    requireAuth
    disableTelemetry
    catchAll={NotFound}
    accessDenied={NoAccess}
  >
    {RESOURCES.map((r) => (
      <Resource key={r.name} name={r.name} {...r.definition}>
        {r.routes}
      </Resource>
    ))}
    <CustomRoutes noLayout>{AuthRoutes}</CustomRoutes>
    <CustomRoutes>
      <Route path="/home" element={<RedirectHome />} />
      <Route path={HomePage.path} element={<HomePage />} />
      <Route path={ProfilePage.path} element={<ProfilePage />} />
      <Route path={ResetPasswordPage.path} element={<ResetPasswordPage />} />
      <Route path={SettingsPage.path} element={<SettingsPage />} />
    </CustomRoutes>
  </Admin>
);

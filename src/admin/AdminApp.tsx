import { Admin, CustomRoutes, type I18nProvider, localStorageStore, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider, HOME_PATH } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import applicationForms from '../resources/application-forms';
import contractors from '../resources/contractors';
import demoRequests from '../resources/demo-requests';
import employees from '../resources/employees';
import landlords from '../resources/landlords';
import objects from '../resources/objects';
import renters from '../resources/renters';
import requestsJournal from '../resources/requests-journal';
import { BidCreate } from '../resources/requests-journal/BidPages';
import rooms from '../resources/rooms';
import socialNetwork from '../resources/social-network';
import supportMessages from '../resources/support-messages';
import typeObject from '../resources/type-object';
import typeRequest from '../resources/type-request';
import visitorMessages from '../resources/visitor-messages';
import { AuthRoutes } from './auth/AuthRoutes';
import { SpecPathRedirect } from './common/SpecPathRedirect';
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
    <Resource name="landlords" {...landlords}>
      <Route path="update/:id" element={<SpecPathRedirect />} />
    </Resource>
    <Resource name="renters" {...renters}>
      <Route path="view/:id" element={<SpecPathRedirect show />} />
      <Route path="update/:id" element={<SpecPathRedirect />} />
    </Resource>
    <Resource name="requests-journal" {...requestsJournal}>
      <Route path="create/:typeId" element={<BidCreate />} />
      <Route path="view/:id" element={<SpecPathRedirect show />} />
      <Route path="edit/:id" element={<SpecPathRedirect />} />
    </Resource>
    <Resource name="visitor-messages" {...visitorMessages} />
    <Resource name="application-forms" {...applicationForms}>
      <Route path=":id" element={<SpecPathRedirect show />} />
    </Resource>
    <Resource name="employees" {...employees}>
      <Route path="update/:id" element={<SpecPathRedirect />} />
    </Resource>
    <Resource name="contractors" {...contractors}>
      <Route path="view/:id" element={<SpecPathRedirect show />} />
      <Route path="edit/:id" element={<SpecPathRedirect />} />
    </Resource>
    <Resource name="objects" {...objects} />
    <Resource name="rooms" {...rooms} />
    <Resource name="type-object" {...typeObject} />
    <Resource name="type-request" {...typeRequest} />
    <Resource name="social-network" {...socialNetwork} />
    <Resource name="demo-requests" {...demoRequests} />
    <Resource name="support-messages" {...supportMessages} />
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

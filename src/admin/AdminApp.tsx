import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  type I18nProvider,
  localStorageStore,
  Resource,
} from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { createQueryClient } from '../providers/queryClient';
import { RESOURCES } from '../resources/registry';
import { HOME_PATH, LOGIN_PATH } from '../routes';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { ConnectionBanner } from './layout/ConnectionBanner';
import { LayoutShell } from './layout/LayoutShell';
import { NoAccess } from './layout/NoAccess';
import { NotFound } from './layout/NotFound';
import { SignInPage } from './layout/SignInPage';
import { PAGES } from './pages';
import { darkTheme, lightTheme } from './theme';

const store = localStorageStore(__APP_VERSION__, 'arenda');
const queryClient = createQueryClient();
const RedirectHome = () => <Navigate to={HOME_PATH} replace />;

/**
 * The staff app: react-admin with our providers; the table of contents of the CRM. Built from
 * react-admin's context and core UI rather than `<Admin>`, which would also bring its own
 * login form and a second translation provider that this app never shows.
 */
export const AdminApp = ({ i18nProvider }: { i18nProvider: I18nProvider }) => (
  <AdminContext
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    queryClient={queryClient}
    lightTheme={lightTheme}
    darkTheme={darkTheme}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        title="Arenda CRM"
        layout={AppLayout}
        catchAll={NotFound}
        accessDenied={NoAccess}
        authenticationError={AuthenticationError}
        error={ErrorPage}
        loading={LayoutShell}
        requireAuth
        disableTelemetry
      >
        {RESOURCES.map((r) => (
          <Resource key={r.name} name={r.name} {...r.definition}>
            {r.routes}
          </Resource>
        ))}
        <CustomRoutes noLayout>
          <Route path={`${LOGIN_PATH}/*`} element={<SignInPage />} />
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/home" element={<RedirectHome />} />
          {PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </CustomRoutes>
      </CoreAdminUI>
      <AppNotification />
      <ConnectionBanner />
    </CssBaseline>
  </AdminContext>
);

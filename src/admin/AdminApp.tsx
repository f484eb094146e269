import { CssBaseline } from '@mui/material';
import { lazy } from 'react';
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
import {
  CALENDAR_PATH,
  FCM_TEST_PATH,
  HOME_PATH,
  LOGIN_PATH,
  PROFILE_PATH,
  RENT_ROLL_PATH,
  REPORTS_PATH,
  RESET_PASSWORD_PATH,
  SETTINGS_PATH,
  STACKING_PLAN_PATH,
  TASKS_KPI_PATH,
  TIME_PATH,
} from '../routes';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { ConnectionBanner } from './layout/ConnectionBanner';
import { LayoutShell } from './layout/LayoutShell';
import { NoAccess } from './layout/NoAccess';
import { NotFound } from './layout/NotFound';
import { SignInPage } from './layout/SignInPage';
import { darkTheme, lightTheme } from './theme';

// Each page is its own chunk, fetched when it first opens.
const HomePage = lazy(() => import('./home/HomePage').then((m) => ({ default: m.HomePage })));
const ProfilePage = lazy(() =>
  import('./profile/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const ResetPasswordPage = lazy(() =>
  import('./profile/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const SettingsPage = lazy(() =>
  import('./settings/SettingsPage').then((m) => ({ default: m.SettingsPage })),
);
const TaskKpiPage = lazy(() =>
  import('./tasks-kpi/TaskKpiPage').then((m) => ({ default: m.TaskKpiPage })),
);
const ReportsPage = lazy(() =>
  import('./reports/ReportsPage').then((m) => ({ default: m.ReportsPage })),
);

const CalendarPage = lazy(() =>
  import('./calendar/CalendarPage').then((m) => ({ default: m.CalendarPage })),
);

const RentRollPage = lazy(() =>
  import('./rent-roll/RentRollPage').then((m) => ({ default: m.RentRollPage })),
);
const TimesheetPage = lazy(() =>
  import('./time/TimesheetPage').then((m) => ({ default: m.TimesheetPage })),
);
const StackingPlanPage = lazy(() =>
  import('./stacking-plan/StackingPlanPage').then((m) => ({ default: m.StackingPlanPage })),
);

const FcmTestPage = lazy(() =>
  import('./push/FcmTestPage').then((m) => ({ default: m.FcmTestPage })),
);

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
          <Route path={HOME_PATH} element={<HomePage />} />
          <Route path={PROFILE_PATH} element={<ProfilePage />} />
          <Route path={RESET_PASSWORD_PATH} element={<ResetPasswordPage />} />
          <Route path={SETTINGS_PATH} element={<SettingsPage />} />
          <Route path={TASKS_KPI_PATH} element={<TaskKpiPage />} />
          <Route path={REPORTS_PATH} element={<ReportsPage />} />
          <Route path={CALENDAR_PATH} element={<CalendarPage />} />
          <Route path={RENT_ROLL_PATH} element={<RentRollPage />} />
          <Route path={TIME_PATH} element={<TimesheetPage />} />
          <Route path={STACKING_PLAN_PATH} element={<StackingPlanPage />} />
          <Route path={FCM_TEST_PATH} element={<FcmTestPage />} />
        </CustomRoutes>
      </CoreAdminUI>
      <AppNotification />
      <ConnectionBanner />
    </CssBaseline>
  </AdminContext>
);

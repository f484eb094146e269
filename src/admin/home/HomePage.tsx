import {
  Alert,
  Avatar,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { hasBidAccess } from '../../domain/access';
import { mayReadAllLeases } from '../../domain/leaseReports';
import { useSession } from '../../providers/session';
import { stackingPlanPath } from '../../routes';
import { UserPlace, userLogo } from '../layout/UserPlace';
import { AttendanceCard } from './AttendanceCard';
import { LeaseCard } from './LeaseCard';
import { LetterCard } from './LetterCard';
import { ModuleCards } from './ModuleCards';
import { PendingList } from './PendingList';
import { TenantCard } from './TenantCard';
import { useDashboard } from './useDashboard';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

const INTRO: Record<string, string> = {
  superadmin: 'app.home.superadmin_intro',
  renter: 'app.home.renter_intro',
};

/** The live part of the page: cards, tenants, pending work and charts from `GET /api/dashboard`. */
const Dashboard = () => {
  const translate = useTranslate();
  const query = useDashboard();
  // The answer arrives as an urgent update; the cards and lists it fills are drawn as a
  // transition, in slices, instead of in one long task (the loading bar stays until then).
  const data = useDeferredValue(query.data);
  const isError = query.isError;
  const isPending = data === undefined && !isError;
  const { user } = useSession();
  const navigate = useNavigate();
  const mayPlan = mayReadAllLeases(user);
  const openPlan = (objectId: number) => navigate(stackingPlanPath(objectId));
  if (isPending) return <LinearProgress aria-label={translate('app.dashboard.loading')} />;
  if (isError || !data)
    return <Alert severity="error">{translate('app.dashboard.load_error')}</Alert>;
  return (
    <>
      <ModuleCards cards={data.cards} />
      <Box sx={SIDE_BY_SIDE}>
        <PendingList pending={data.pending} />
        {data.tenants && <TenantCard tenants={data.tenants} />}
        {data.leases && <LeaseCard leases={data.leases} />}
        {data.letters && <LetterCard letters={data.letters} />}
        {data.attendance && <AttendanceCard attendance={data.attendance} />}
      </Box>
      <Suspense
        fallback={<LinearProgress aria-label={translate('app.dashboard.charts.loading')} />}
      >
        <DashboardCharts charts={data.charts} onObject={mayPlan ? openPlan : undefined} />
      </Suspense>
    </>
  );
};

/**
 * `/home/index`: welcome with the user's name and logo (land → room → default), where they are
 * (organization, a renter's unit(s) or the land) and their role, then the dashboard.
 */
export const HomePage = () => {
  const translate = useTranslate();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack sx={{ gap: 2, mt: 2, minWidth: 0 }}>
      <Title title={translate('app.menu.dashboard')} />
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ gap: 3, alignItems: 'center' }}>
            <Avatar src={userLogo(user)} alt="" variant="rounded" sx={{ width: 72, height: 72 }} />
            <div>
              <Typography variant="h5" component="h1">
                {translate('app.home.welcome', { name: user.full_name })}
              </Typography>
              <UserPlace user={user} color="text.secondary" />
              <Typography color="text.secondary">
                {translate('app.home.role', { role: translate(`app.role.${user.role}`) })}
              </Typography>
            </div>
          </Stack>
          <Typography sx={{ mt: 2 }}>{translate(INTRO[user.role] ?? 'app.home.intro')}</Typography>
        </CardContent>
      </Card>
      {!hasBidAccess(user) && (
        <Alert severity="warning">{translate('app.home.no_bid_access')}</Alert>
      )}
      <Dashboard />
    </Stack>
  );
};

const SIDE_BY_SIDE = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
} as const;

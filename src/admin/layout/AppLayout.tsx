import { type ReactNode, Suspense, useDeferredValue } from 'react';
import { Layout } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../providers/session';
import { usePushResume } from '../../push/usePushResume';
import { FIRST_LOGIN_PATH } from '../../routes';
import { useLiveEvents } from '../live/useLiveEvents';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { LayoutShell } from './LayoutShell';
import { PageSkeleton } from './PageSkeleton';
import { StaffDefaults } from './StaffDefaults';
import { TrialBanner } from './TrialBanner';
import { useFreshSession } from './useFreshSession';
import { useUserLocale } from './useUserLocale';

/**
 * react-admin's layout with our bar and menu, following the user's current access levels and
 * language, with the live stream of the unread count and changed records, keeping this device's
 * push token with the signed-in user; a temporary password sends to first login.
 * The layout draws its outline first, then itself and later its changes as transitions, which
 * React renders in slices: the main thread is not held for the whole bar, menu and page at once.
 * While a screen's chunk loads, the page's place shows its outline.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { user } = useSession();
  useFreshSession();
  useUserLocale();
  usePushResume();
  useLiveEvents();
  const layout = (
    <StaffDefaults>
      <Layout appBar={AppBar} menu={AppMenu}>
        <TrialBanner />
        <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      </Layout>
    </StaffDefaults>
  );
  const shown = useDeferredValue(layout, <LayoutShell />);
  if (user?.must_change_password) return <Navigate to={FIRST_LOGIN_PATH} replace />;
  return shown;
};

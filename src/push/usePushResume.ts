import { useEffect } from 'react';
import { useSession } from '../providers/session';
import { firebaseWebConfig } from './config';
import { pushPermission } from './device';

/**
 * Registers this device for the signed-in user when notifications are already allowed; the
 * Firebase code loads only then.
 */
export const usePushResume = () => {
  const { user } = useSession();
  const userId = user && !user.must_change_password ? user.id : null;
  useEffect(() => {
    if (userId === null || !firebaseWebConfig() || pushPermission() !== 'granted') return;
    void import('./register').then((m) => m.resumePush());
  }, [userId]);
};

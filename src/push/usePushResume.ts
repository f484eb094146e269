import { useEffect } from 'react';
import { useSession } from '../providers/session';
import { firebaseWebConfig } from './config';
import { pushPermission } from './device';

/**
 * For every signed-in user: registers the app's service worker (push, and the copy of the app
 * that opens offline); then registers this device for push when notifications are already
 * allowed. The Firebase code loads only then.
 */
export const usePushResume = () => {
  const { user } = useSession();
  const signedIn = user !== null;
  const userId = user && !user.must_change_password ? user.id : null;
  useEffect(() => {
    if (signedIn) void import('./register').then((m) => m.registerAppWorker());
  }, [signedIn]);
  useEffect(() => {
    if (userId === null || !firebaseWebConfig() || pushPermission() !== 'granted') return;
    void import('./register').then((m) => m.resumePush());
  }, [userId]);
};

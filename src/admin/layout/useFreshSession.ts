import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { session, useSession } from '../../providers/session';

/**
 * Keeps the open app in step with the user's access levels: the session is read again when the
 * window regains focus, and react-admin's cached `canAccess` answers are dropped whenever the
 * levels change, so an open page the user lost sends them home and the menu follows.
 */
export const useFreshSession = () => {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const levels = JSON.stringify([user?.role, user?.access, user?.notification_access]);
  const previous = useRef(levels);
  useEffect(() => {
    const refresh = () => void session.refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, []);
  useEffect(() => {
    if (previous.current === levels) return;
    previous.current = levels;
    void queryClient.invalidateQueries({ queryKey: ['auth', 'canAccess'] });
  }, [levels, queryClient]);
};

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { DashboardAnswer } from '../../domain/dashboard';
import { httpJson } from '../../providers/http';
import { useUnreadCount } from '../live/useLiveEvents';

/** The dashboard's query key: the live stream's `changed` hints refetch it too. */
export const DASHBOARD_KEY = ['dashboard'] as const;

/**
 * `GET /api/dashboard`, read again when the window regains focus and whenever the bell's
 * unread count moves (a notification arrived or was read: the counts around it changed too).
 */
export const useDashboard = () => {
  const unread = useUnreadCount();
  const query = useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: () => httpJson<DashboardAnswer>('/dashboard'),
    refetchOnWindowFocus: true,
  });
  const { refetch } = query;
  const seen = useRef(unread);
  useEffect(() => {
    if (seen.current === unread) return;
    seen.current = unread;
    void refetch();
  }, [unread, refetch]);
  return query;
};

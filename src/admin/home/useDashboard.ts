import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useUnreadCount } from '../live/useLiveEvents';

/** The dashboard's query key: the live stream's `changed` hints refetch it too. */
export const DASHBOARD_KEY = ['dashboard'] as const;

/**
 * `GET /api/dashboard`, read again when the window regains focus and whenever the bell's
 * unread count moves (a notification arrived or was read: the counts around it changed too).
 */
export const useDashboard = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const unread = useUnreadCount();
  const query = useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: () => dataProvider.dashboard(),
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

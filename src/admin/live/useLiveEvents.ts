import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { RESOURCE_INFO } from '../../domain/resources';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useSession } from '../../providers/session';

/** The unread count's query: read once from the API, then kept by the live stream. */
export const UNREAD_KEY = ['user', 'count-unread'] as const;
/** How long to wait before opening a lost stream again, with a fresh ticket. */
export const LIVE_RETRY_MS = 5000;

/** The staff app's resources whose API path is `apiPath` (`bids` → the requests journal). */
const resourcesAt = (apiPath: string) =>
  RESOURCE_INFO.filter((r) => ('apiPath' in r ? r.apiPath : r.name) === apiPath).map((r) => r.name);

/**
 * A record changed: react-admin's queries of its resource (lists, cards) and the page's own
 * queries keyed by its API path (a bid's comments, history) are read again.
 */
const refetchChanged = (queryClient: QueryClient, apiPath: string) => {
  for (const name of [...resourcesAt(apiPath), apiPath]) {
    void queryClient.invalidateQueries({ queryKey: [name] });
  }
};

/**
 * The signed-in user's live stream (`GET /api/events`, one per tab): the unread count kept in
 * UNREAD_KEY, and a page that shows a changed record refetches it. After an error the stream is
 * opened again with a fresh ticket (a ticket lasts a minute); it closes on sign-out.
 */
export const useLiveEvents = () => {
  const { user } = useSession();
  const userId = user?.id;
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Without EventSource (a very old browser) the badge keeps the count it read.
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const later = () => {
      if (!stopped) retry = setTimeout(() => void connect(), LIVE_RETRY_MS);
    };
    const connect = async () => {
      let ticket: string;
      try {
        ({ ticket } = await dataProvider.eventTicket());
      } catch {
        later();
        return;
      }
      if (stopped) return;
      const opened = new EventSource(`/api/events?ticket=${encodeURIComponent(ticket)}`);
      source = opened;
      opened.addEventListener('unread', (event) => {
        queryClient.setQueryData(UNREAD_KEY, JSON.parse((event as MessageEvent).data));
      });
      opened.addEventListener('changed', (event) => {
        const { resource } = JSON.parse((event as MessageEvent).data) as { resource: string };
        refetchChanged(queryClient, resource);
      });
      opened.onerror = () => {
        opened.close();
        if (source === opened) source = null;
        later();
      };
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [userId, dataProvider, queryClient]);
};

/** The signed-in user's unread count: from the API at first, then from the live stream. */
export const useUnreadCount = () => {
  const { user } = useSession();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: () => dataProvider.countUnread(),
    enabled: Boolean(user),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data?.count ?? 0;
};

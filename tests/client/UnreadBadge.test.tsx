import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import { UnreadBadge } from '../../src/admin/live/UnreadBadge';
import { LIVE_RETRY_MS, useLiveEvents } from '../../src/admin/live/useLiveEvents';
import { STORAGE_KEYS } from '../../src/domain/constants';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { renderStaff } from './renderStaff';
import { server } from './setup';

/** EventSource as the browser has it, driven by the test. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }
  close() {
    this.closed = true;
  }
}

let tickets = 0;
let commentReads = 0;

beforeEach(() => {
  FakeEventSource.opened = [];
  tickets = 0;
  commentReads = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  localStorage.setItem(STORAGE_KEYS.token, 'token-1');
  server.use(
    http.get('/api/user/count-unread', () => HttpResponse.json({ count: 2 })),
    http.post('/api/events/ticket', () => {
      tickets += 1;
      return HttpResponse.json({
        ticket: `ticket-${tickets}`,
        expires_at: new Date().toISOString(),
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  session.reset();
});

/** A bid card's comments, as BidComments keys them: refetched when the bid changes. */
const Comments = () => {
  useQuery({
    queryKey: ['bids', 7, 'comments'],
    queryFn: () => {
      commentReads += 1;
      return [];
    },
  });
  return null;
};

const Bar = () => {
  useLiveEvents();
  return (
    <>
      <UnreadBadge />
      <Comments />
    </>
  );
};

const badge = (count: number) =>
  screen.findByRole('link', { name: `Уведомления, непрочитанных: ${count}` });

it('shows the unread count, follows the live stream, links to the inbox', async () => {
  await renderStaff(<Bar />, demoUser as CurrentUser);
  const link = await badge(2);
  expect(link).toHaveAttribute('href', '/notifications');
  expect(link).toHaveTextContent('2');
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  expect(FakeEventSource.opened[0].url).toBe('/api/events?ticket=ticket-1');

  act(() => FakeEventSource.opened[0].emit('unread', { count: 5 }));
  expect(await badge(5)).toHaveTextContent('5');

  await waitFor(() => expect(commentReads).toBe(1));
  act(() => FakeEventSource.opened[0].emit('changed', { resource: 'bids', id: 7 }));
  await waitFor(() => expect(commentReads).toBe(2));
});

it('opens the stream again with a fresh ticket after an error, and closes it on sign-out', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  await renderStaff(<Bar />, demoUser as CurrentUser);
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const first = FakeEventSource.opened[0];
  act(() => first.onerror?.());
  expect(first.closed).toBe(true);
  await act(() => vi.advanceTimersByTimeAsync(LIVE_RETRY_MS));
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
  expect(FakeEventSource.opened[1].url).toBe('/api/events?ticket=ticket-2');

  act(() => session.reset());
  expect(FakeEventSource.opened[1].closed).toBe(true);
});

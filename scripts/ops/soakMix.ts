import { randomInt } from 'node:crypto';
import { type Call, call, expectStatus, type Session, signIn } from './apiClient';

/** One request of the mix: where, as whom, and with what. */
export interface SoakRequest extends Call {
  name: string;
  path: string;
}

const q = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();

const pick = <T>(items: T[]) => items[randomInt(0, items.length)];

/** What the mix needs to know about the demo organization, read once before the load. */
interface Setup {
  landlord: Session;
  renter: Session;
  bidIds: number[];
  taskIds: number[];
  bid: Record<string, unknown>;
}

/**
 * Signs in and prepares the mix: a page of the landlord's requests to open and comment on, a
 * request body to file, and twenty tasks of its own to update.
 */
export const prepareMix = async (url: string): Promise<Setup> => {
  const landlord = await signIn(url, 'landlord');
  const renter = await signIn(url, 'renter');
  const token = landlord.token;
  const page = expectStatus<{ id: number }[]>(
    await call(url, `/api/bids?${q({ range: [0, 49], sort: ['created_at', 'DESC'] })}`, { token }),
    200,
    'bids',
  );
  const places = expectStatus<{ object_id: number; room_id: number }[]>(
    await call(url, '/api/bids/places', { token }),
    200,
    'places',
  );
  const types = expectStatus<{ id: number; code: string }[]>(
    await call(url, '/api/type-request/kind/12', { token }),
    200,
    'types',
  );
  const taskIds: number[] = [];
  for (let i = 0; i < 20; i++) {
    const json = {
      executor_id: landlord.userId,
      description: `soak task ${i}`,
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    };
    const task = expectStatus<{ id: number }>(
      await call(url, '/api/tasks', { token, json }),
      201,
      'task',
    );
    taskIds.push(task.id);
  }
  return {
    landlord,
    renter,
    bidIds: page.map((b) => b.id),
    taskIds,
    bid: {
      request_type_id: types.find((t) => t.code === 'plumbing')?.id,
      ...places[0],
      applicant_name: 'Soak test',
      answers: { problem: 'leak', location: 'soak' },
    },
  };
};

const monthRange = () => {
  const from = new Date();
  from.setUTCDate(1);
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
};

/**
 * The hottest reads and writes, each as often as it appears: the requests journal (page,
 * filter, search), cards, the tasks list, the dashboard, the unread badge, the calendar's
 * month; filing requests, commenting, updating tasks (about one request in seven writes).
 */
export const nextRequest = (s: Setup): SoakRequest => {
  const token = s.landlord.token;
  const bids = (filter: object) =>
    `/api/bids?${q({ range: [0, 24], sort: ['created_at', 'DESC'], filter })}`;
  const mix: (() => SoakRequest)[] = [
    () => ({ name: 'journal page', path: bids({}), token }),
    () => ({ name: 'journal page', path: bids({}), token }),
    () => ({ name: 'journal filter', path: bids({ status: 'new' }), token }),
    () => ({ name: 'journal search', path: bids({ q: 'теч' }), token }),
    () => ({ name: 'request card', path: `/api/bids/${pick(s.bidIds)}`, token }),
    () => ({ name: 'request card', path: `/api/bids/${pick(s.bidIds)}`, token }),
    () => ({ name: 'request comments', path: `/api/bids/${pick(s.bidIds)}/comments`, token }),
    () => ({
      name: 'tasks list',
      path: `/api/tasks?${q({ range: [0, 24], sort: ['deadline', 'ASC'], filter: { tab: 'current' } })}`,
      token,
    }),
    () => ({ name: 'task card', path: `/api/tasks/${pick(s.taskIds)}`, token }),
    () => ({ name: 'dashboard', path: '/api/dashboard', token }),
    () => ({ name: 'unread count', path: '/api/user/count-unread', token }),
    () => ({ name: 'unread count', path: '/api/user/count-unread', token: s.renter.token }),
    () => ({ name: 'calendar month', path: `/api/calendar-events?${q(monthRange())}`, token }),
    () => ({
      name: 'file a request',
      path: '/api/bids',
      token,
      json: { ...s.bid, description: `soak ${Date.now()}` },
    }),
    () => ({
      name: 'comment',
      path: `/api/bids/${pick(s.bidIds)}/comments`,
      token,
      json: { text: `soak ${Date.now()}` },
    }),
    () => ({
      name: 'update a task',
      method: 'PUT',
      path: `/api/tasks/${pick(s.taskIds)}`,
      token,
      json: { description: `soak task updated ${Date.now()}` },
    }),
  ];
  return pick(mix)();
};

import type { z } from 'zod';
import type {
  PushEvent,
  PushEventsInput,
  PushStatus,
  PushTest,
  pushEventsSchema,
} from '../../domain/push';
import { httpJson } from '../http';

type PushEvents = z.infer<typeof pushEventsSchema>;

/** Push notifications: the user's chosen events, the set-up's state and a test push. */
export const pushMethods = {
  /** `GET /api/user/push-events`: the events the user wants pushed. */
  pushEvents: () => httpJson<PushEvents>('/user/push-events'),
  /** `PUT /api/user/push-events`: the events to push, as saved. */
  savePushEvents: (events: PushEvent[]) =>
    httpJson<PushEvents>('/user/push-events', {
      method: 'PUT',
      body: { push_events: events } satisfies PushEventsInput,
    }),
  /** `GET /api/push/status`: whether the server sends pushes, and the user's devices. */
  pushStatus: () => httpJson<PushStatus>('/push/status'),
  /** `POST /api/push/test`: a push to the user's own devices, and what became of it. */
  pushTest: () => httpJson<PushTest>('/push/test', { method: 'POST' }),
};

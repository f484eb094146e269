import { next } from './factories';
import { everyone } from './rules';
import type { RouteCase } from './runner';

/** Push through Firebase: every signed-in user's own devices and settings, guests 401. */
const token = () => `matrix-device:${next()}`;

export const PUSH_ROUTES: RouteCase[] = [
  {
    method: 'POST',
    path: '/api/set-fcm-token',
    ok: 204,
    fixed: everyone(204),
    target: async () => ({ url: '/api/set-fcm-token', body: { fcm_token: token() } }),
  },
  {
    method: 'DELETE',
    path: '/api/set-fcm-token',
    ok: 204,
    fixed: everyone(204),
    target: async () => ({ url: '/api/set-fcm-token', body: { fcm_token: token() } }),
  },
  {
    method: 'GET',
    path: '/api/push/status',
    ok: 200,
    fixed: everyone(200),
    target: async () => ({ url: '/api/push/status' }),
  },
  {
    method: 'POST',
    path: '/api/push/test',
    ok: 200,
    fixed: everyone(200),
    target: async () => ({ url: '/api/push/test' }),
  },
  {
    method: 'GET',
    path: '/api/user/push-events',
    ok: 200,
    fixed: everyone(200),
    target: async () => ({ url: '/api/user/push-events' }),
  },
  {
    method: 'PUT',
    path: '/api/user/push-events',
    ok: 200,
    fixed: everyone(200),
    target: async () => ({
      url: '/api/user/push-events',
      body: { push_events: ['bid_assigned', 'task_assigned', 'task_due', 'notification'] },
    }),
  },
];

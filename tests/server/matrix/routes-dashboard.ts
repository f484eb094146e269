import { everyone } from './rules';
import type { RouteCase } from './runner';

/** The home page's counts: every signed-in user reads its own (a guest is refused). */
export const DASHBOARD_ROUTES: RouteCase[] = [
  {
    method: 'GET',
    path: '/api/dashboard',
    ok: 200,
    fixed: everyone(200),
    target: async () => ({ url: '/api/dashboard' }),
  },
];

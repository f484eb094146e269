import type { DashboardAnswer } from '../../domain/dashboard';
import { httpJson } from '../http';

/** The home page. */
export const dashboardMethods = {
  /** `GET /api/dashboard`: the cards, charts and pending items the user may see. */
  dashboard: () => httpJson<DashboardAnswer>('/dashboard'),
};

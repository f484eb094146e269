import type { Identifier } from 'react-admin';
import type { z } from 'zod';
import type { CalendarSettings, Holiday, holidayInput } from '../../domain/requests';
import type {
  LandlordRequestType,
  landlordTypeInput,
  RequestKind,
} from '../../domain/requestTypes';
import type { TaskCategory, taskCategoryInput } from '../../domain/tasks';
import { httpJson } from '../http';

type Week = CalendarSettings['week'];

/** Settings: the business calendar, the landlord's request types, the task categories. */
export const settingsMethods = {
  /** `GET /api/settings/calendar`: the working week and the holidays. */
  calendarSettings: () => httpJson<CalendarSettings>('/settings/calendar'),
  /** `PUT /api/settings/calendar`: the whole week, as saved. */
  saveWeek: (week: Week) =>
    httpJson<{ week: Week }>('/settings/calendar', { method: 'PUT', body: { week } }),
  /** `POST /api/settings/holidays`: a day off (the same date again renames it). */
  addHoliday: (holiday: z.input<typeof holidayInput>) =>
    httpJson<Holiday>('/settings/holidays', { method: 'POST', body: holiday }),
  /** `DELETE /api/settings/holidays/{date}`. */
  removeHoliday: (date: string) =>
    httpJson<Holiday>(`/settings/holidays/${date}`, { method: 'DELETE' }),
  /** `GET /api/type-request-landlord`: the catalogue's types as this landlord uses them. */
  landlordRequestTypes: () => httpJson<LandlordRequestType[]>('/type-request-landlord'),
  /** `PUT /api/type-request-landlord/show/{id}`: shown to tenants (`[1]`) or not (`[0]`). */
  showRequestType: (id: Identifier, shown: boolean) =>
    httpJson<LandlordRequestType>(`/type-request-landlord/show/${id}`, {
      method: 'PUT',
      body: [shown ? 1 : 0],
    }),
  /** `PUT /api/type-request-landlord/{id}`: the landlord's SLA and default executor of a type. */
  saveRequestType: (id: Identifier, data: z.input<typeof landlordTypeInput>) =>
    httpJson<LandlordRequestType>(`/type-request-landlord/${id}`, { method: 'PUT', body: data }),
  /** `GET /api/get-kind`: the kinds of request. */
  requestKinds: () => httpJson<RequestKind[]>('/get-kind'),
  /** `POST /api/task-categories`, or `PUT /api/task-categories/{id}` to rename one. */
  saveTaskCategory: (id: Identifier | null, data: z.input<typeof taskCategoryInput>) =>
    httpJson<TaskCategory>(id ? `/task-categories/${id}` : '/task-categories', {
      method: id ? 'PUT' : 'POST',
      body: data,
    }),
  /** `DELETE /api/task-categories/{id}`. */
  removeTaskCategory: (id: Identifier) =>
    httpJson<TaskCategory>(`/task-categories/${id}`, { method: 'DELETE' }),
};

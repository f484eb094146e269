import type { Identifier } from 'react-admin';
import type { z } from 'zod';
import type { NotificationForm, SentNotification } from '../domain/notifications';
import { apiPathOf } from '../domain/resources';
import type { TaskKpiAnswer, taskKpiQuery } from '../domain/tasks';
import type { UserOption } from '../domain/user';
import { httpFetch, httpJson } from './http';
import { accessMethods } from './methods/accessMethods';
import { accountMethods } from './methods/accountMethods';
import { actionMethods } from './methods/actionMethods';
import { calendarMethods } from './methods/calendarMethods';
import { contractMethods } from './methods/contractMethods';
import { dashboardMethods } from './methods/dashboardMethods';
import { documentMethods } from './methods/documentMethods';
import { journalMethods } from './methods/journalMethods';
import { linkMethods } from './methods/linkMethods';
import { profileMethods } from './methods/profileMethods';
import { pushMethods } from './methods/pushMethods';
import { settingsMethods } from './methods/settingsMethods';
import { timeMethods } from './methods/timeMethods';
import { workMethods } from './methods/workMethods';

/** A stored file as `POST /api/files` answers. */
export interface UploadedFile {
  id: number;
  name: string;
  size: number;
  mime: string;
  url: string;
}

/** What a status move sends: the new status and what it needs (a reason, a note). */
export type StatusChange<S extends string = string> = { status: S } & Record<string, unknown>;

/** The list's filter and sort an Excel export repeats (`POST /api/download/excel/<path>`). */
export interface ExportQuery {
  filter: Record<string, unknown>;
  sort: [string, string];
}

/** The KPI's period and department; the superadmin also names the organization. */
export type TaskKpiParams = z.output<typeof taskKpiQuery> & { landlord_id?: number };

const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
  'export.xlsx';

/** Reads a streamed answer whole, telling `onProgress` how many bytes have arrived. */
const readAll = async (response: Response, onProgress: (bytes: number) => void) => {
  if (!response.body) throw new Error('No body');
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.length;
    onProgress(bytes);
  }
  return new Blob(chunks as BlobPart[]);
};

/** `POST /api/download/excel/<path>` with `body`: the `.xlsx` file, with the download's progress. */
const downloadExcel = async (
  path: string,
  body: object,
  onProgress: (bytes: number) => void = () => undefined,
) => {
  const response = await httpFetch(`/download/excel/${path}`, { method: 'POST', body });
  return { blob: await readAll(response, onProgress), fileName: fileNameOf(response) };
};

/**
 * The staff app's calls beyond CRUD, typed, on the same http client as the dataProvider
 * (react-admin's "custom methods": `useDataProvider<AppDataProvider>().changeStatus(…)`).
 */
export const customMethods = {
  ...workMethods,
  ...accountMethods,
  ...accessMethods,
  ...actionMethods,
  ...calendarMethods,
  ...contractMethods,
  ...dashboardMethods,
  ...documentMethods,
  ...journalMethods,
  ...linkMethods,
  ...profileMethods,
  ...pushMethods,
  ...settingsMethods,
  ...timeMethods,
  /** `PUT /api/<resource>/{id}/status` (API.md: every state change of a record). */
  changeStatus: <T = unknown, S extends string = string>(
    resource: string,
    params: { id: Identifier; data: StatusChange<S> },
  ) =>
    httpJson<T>(`/${apiPathOf(resource)}/${params.id}/status`, {
      method: 'PUT',
      body: params.data,
    }),
  /** The list's rows as an `.xlsx` file, with the download's progress. */
  exportExcel: async (
    path: string,
    query: ExportQuery,
    onProgress: (bytes: number) => void = () => undefined,
  ) => {
    // A path of its own (`employee-notifications/export`) is the spec's GET with the query string.
    if (!path.includes('/')) return downloadExcel(path, query, onProgress);
    const response = await httpFetch(
      `/${path}?filter=${encodeURIComponent(JSON.stringify(query.filter))}&sort=${encodeURIComponent(JSON.stringify(query.sort))}`,
    );
    return { blob: await readAll(response, onProgress), fileName: fileNameOf(response) };
  },
  downloadExcel,
  /** `GET /api/download/organization`: all the organization's data as a ZIP, with the progress. */
  downloadOrganization: async (onProgress: (bytes: number) => void = () => undefined) => {
    const response = await httpFetch('/download/organization');
    return { blob: await readAll(response, onProgress), fileName: fileNameOf(response) };
  },
  /** `GET /api/tasks/kpi`: each executor's KPI and the tasks completed per week of a period. */
  taskKpi: ({ from, to, department, landlord_id }: TaskKpiParams) => {
    const search = new URLSearchParams({ from, to });
    if (department) search.set('department', department);
    if (landlord_id) search.set('landlord_id', String(landlord_id));
    return httpJson<TaskKpiAnswer>(`/tasks/kpi?${search}`);
  },
  /** `POST /api/employee-notifications` (multipart: `message`, `audience` or `recipients[i]`, `files[i]`). */
  sendNotification: (data: NotificationForm) => {
    const body = new FormData();
    body.append('message', data.message);
    if (data.audience === 'users') {
      for (const [i, id] of data.recipients.entries()) body.append(`recipients[${i}]`, String(id));
    } else body.append('audience', data.audience);
    for (const [i, file] of data.files.entries()) body.append(`files[${i}]`, file, file.name);
    return httpJson<SentNotification>('/employee-notifications', { method: 'POST', body });
  },
  /** People to pick as recipients, by part of a name (`GET /api/user/all?q=`). */
  people: (q: string) => httpJson<UserOption[]>(`/user/all?q=${encodeURIComponent(q)}`),
  /** `POST /api/files` (multipart): a logo or an attachment, stored until a record takes it. */
  upload: (file: File, purpose: 'logo' | 'attachment') => {
    const body = new FormData();
    body.append('file', file);
    return httpJson<UploadedFile>(`/files?purpose=${purpose}`, { method: 'POST', body });
  },
  /** `GET /api/user/count-unread`: the badge's number. */
  countUnread: () => httpJson<{ count: number }>('/user/count-unread'),
  /** `POST /api/events/ticket`: a one-minute ticket that opens the live stream. */
  eventTicket: () =>
    httpJson<{ ticket: string; expires_at: string }>('/events/ticket', { method: 'POST' }),
};

import type { z } from 'zod';
import type {
  DayMark,
  DayState,
  DeviceDirection,
  DeviceInput,
  ImportMapping,
  PassDirection,
  PassSource,
  passCorrectionInput,
  Refusal,
  TimeSettings,
} from '../../domain/time';
import type { Cell, Totals } from '../../domain/timesheet';
import { httpJson } from '../http';

export interface TimesheetRow {
  employee_id: number;
  full_name: string;
  department: string | null;
  position: string | null;
  work_start: string;
  work_end: string;
  cells: Cell[];
  totals: Totals;
}

/** `GET /api/timesheet`: the month's grid. */
export interface Timesheet {
  month: string;
  days: { day: string; working: boolean }[];
  legend: Record<DayState, string>;
  rows: TimesheetRow[];
}

export interface PassEventRow {
  id: number;
  at: string;
  direction: PassDirection;
  source: PassSource;
  card: string | null;
  device_id: number | null;
  device_name: string | null;
  editor_name: string | null;
  reason: string | null;
  replaced: boolean;
}

/** `GET /api/timesheet/{employee_id}/{day}`: a day's cell, passes and mark. */
export interface TimesheetDay {
  employee_id: number;
  full_name: string;
  day: string;
  working: boolean;
  cell: Cell;
  events: PassEventRow[];
  mark: { kind: DayMark; reason: string } | null;
}

export interface TimesheetFilter {
  month: string;
  department?: string;
  object_id?: number | null;
}

export interface Device {
  id: number;
  name: string;
  object_id: number | null;
  object_name: string | null;
  direction: DeviceDirection;
  key_hint: string | null;
  revoked: boolean;
  last_event_at: string | null;
  created_at: string;
}

export interface UnknownCard {
  card: string;
  events: number;
  first_at: string;
  last_at: string;
  device_name: string | null;
}

/** `POST /api/pass-events/import`: the file's columns, and with a mapping the preview or result. */
export interface ImportAnswer {
  columns: string[];
  sample: (string | null)[][];
  rows: number;
  mapping: ImportMapping | null;
  accepted?: number;
  refused_count?: number;
  refused?: { row: number; reason: Refusal }[];
  stored?: number;
  duplicates?: number;
  unknown?: number;
}

const query = (filter: TimesheetFilter) => {
  const params = new URLSearchParams({ month: filter.month });
  if (filter.department) params.set('department', filter.department);
  if (filter.object_id) params.set('object_id', String(filter.object_id));
  return params;
};

/** Time from passes: the timesheet, a day, corrections and marks; devices, cards, imports. */
export const timeMethods = {
  /** `GET /api/timesheet?month=&department=&object_id=`. */
  timesheet: (filter: TimesheetFilter) => httpJson<Timesheet>(`/timesheet?${query(filter)}`),
  /** `GET /api/timesheet/{employee_id}/{day}`. */
  timesheetDay: (employeeId: number, day: string) =>
    httpJson<TimesheetDay>(`/timesheet/${employeeId}/${day}`),
  /** `POST /api/pass-events`: an arrival or departure added, or one replaced, with a reason. */
  correctPass: (body: z.input<typeof passCorrectionInput>) =>
    httpJson<TimesheetDay>('/pass-events', { method: 'POST', body }),
  /** `PUT /api/timesheet/{employee_id}/{day}/mark`: vacation, sick leave or a trip, to `to`. */
  markDays: (
    employeeId: number,
    day: string,
    body: { kind: DayMark; reason: string; to?: string | null },
  ) =>
    httpJson<{ days: string[]; kind: DayMark }>(`/timesheet/${employeeId}/${day}/mark`, {
      method: 'PUT',
      body,
    }),
  /** `DELETE /api/timesheet/{employee_id}/{day}/mark`. */
  unmarkDay: (employeeId: number, day: string) =>
    httpJson<null>(`/timesheet/${employeeId}/${day}/mark`, { method: 'DELETE' }),
  /** `GET /api/timesheet/settings`: the morning digest and the legend. */
  timeSettings: () => httpJson<TimeSettings>('/timesheet/settings'),
  /** `PUT /api/timesheet/settings`. */
  setTimeSettings: (body: TimeSettings) =>
    httpJson<TimeSettings>('/timesheet/settings', { method: 'PUT', body }),
  /** `GET /api/devices`: turnstiles and readers with their last event. */
  devices: () => httpJson<Device[]>('/devices'),
  /** `POST /api/devices`: a new device; its key is in the answer this once. */
  createDevice: (body: DeviceInput) =>
    httpJson<Device & { key: string }>('/devices', { method: 'POST', body }),
  /** `PUT /api/devices/{id}`. */
  updateDevice: (id: number, body: DeviceInput) =>
    httpJson<Device>(`/devices/${id}`, { method: 'PUT', body }),
  /** `DELETE /api/devices/{id}`: the key stops working; the device and its events stay. */
  revokeDevice: (id: number) => httpJson<Device>(`/devices/${id}`, { method: 'DELETE' }),
  /** `POST /api/devices/{id}/key`: a new key (shown once); the old one stops. */
  rotateDeviceKey: (id: number) =>
    httpJson<Device & { key: string }>(`/devices/${id}/key`, { method: 'POST' }),
  /** `GET /api/devices/unknown-cards`. */
  unknownCards: () => httpJson<UnknownCard[]>('/devices/unknown-cards'),
  /** `POST /api/devices/unknown-cards/attach`: the card becomes the employee's. */
  attachCard: (card: string, employeeId: number) =>
    httpJson<{ attached: number }>('/devices/unknown-cards/attach', {
      method: 'POST',
      body: { card, employee_id: employeeId },
    }),
  /** `POST /api/pass-events/import`: columns (no mapping), preview (mapping), or store. */
  importPasses: (file: File, mapping?: ImportMapping, store = false) => {
    const form = new FormData();
    if (mapping) form.set('mapping', JSON.stringify(mapping));
    if (store) form.set('store', 'true');
    form.set('file', file);
    return httpJson<ImportAnswer>('/pass-events/import', { method: 'POST', body: form });
  },
};

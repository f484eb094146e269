import type { LocalizedName } from '../../domain/reference';
import type { WeekSchedule } from '../../domain/sla';
import { ApiError } from '../../providers/api';

/** `GET /api/type-request-landlord`: a catalogue type as this landlord uses it. */
export interface LandlordRequestType {
  id: number;
  request_type_id: number;
  show: 1 | 0;
  sla_hours: number | null;
  default_executor_id: number | null;
  type: { id: number; kind_id: number; code: string; name: LocalizedName; sla_hours: number };
}

export interface Holiday {
  date: string;
  name: string;
}

/** `GET /api/settings/calendar`. */
export interface CalendarSettings {
  week: Record<keyof WeekSchedule, { from: string; to: string }[]>;
  holidays: Holiday[];
}

export const KEYS = {
  requestTypes: ['settings', 'type-request-landlord'],
  calendar: ['settings', 'calendar'],
  qrcode: ['settings', 'qrcode'],
  applicationFormLink: ['settings', 'application-form-link'],
} as const;

/** The server's field errors (`{errors: {field: 'validation.key'}}`) of a failed call, if any. */
export const fieldErrorsOf = (error: unknown): Record<string, string> | null =>
  error instanceof ApiError && error.body.errors ? error.body.errors : null;

/** An i18n key for a failed call: the server's message key, else a generic one. */
export const messageOf = (error: unknown) =>
  error instanceof ApiError && error.body.message?.startsWith('app.')
    ? error.body.message
    : error instanceof ApiError && error.status === 403
      ? 'app.errors.forbidden'
      : 'app.errors.server';

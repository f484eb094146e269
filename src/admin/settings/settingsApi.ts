import type { LocalizedName } from '../../domain/reference';
import type { WeekSchedule } from '../../domain/sla';

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

import type { ContractStatus } from '../../domain/contracts';
import type { ScheduleMonth } from '../../domain/rentSchedule';
import type { UploadedFile } from '../../providers/customMethods';

/** A leased room as a contract's row names it. */
export interface ContractRoom {
  id: number;
  number: string;
  floor: number;
  area: number;
}

/** A contract as `GET /api/contracts` lists it: its terms and the names of what it links. */
export interface ContractRow {
  id: number;
  landlord_id: number;
  number: string;
  signed_on: string;
  renter_id: number;
  renter_name: string;
  object_id: number;
  object_name: string;
  room_ids: number[];
  rooms: ContractRoom[];
  area: number;
  rate_per_m2: number;
  monthly_rent: number;
  deposit: number;
  starts_on: string;
  ends_on: string;
  indexation_percent: number | null;
  payment_day: number;
  free_months: number;
  notice_days: number;
  notice_by: string;
  responsible_id: number | null;
  responsible_name: string | null;
  status: ContractStatus;
  terminated_on: string | null;
  termination_reason: string | null;
  previous_id: number | null;
  previous_number: string | null;
  next_id: number | null;
  next_number: string | null;
  comment: string | null;
  file_ids: number[];
  files: UploadedFile[];
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** The days a lease's people must not miss. */
export interface CriticalDates {
  ends_on: string;
  notice_by: string;
  indexations: string[];
}

/** A contract as `GET /api/contracts/{id}` shows it: the row, its schedule and critical dates. */
export interface ContractView extends ContractRow {
  schedule: ScheduleMonth[];
  critical_dates: CriticalDates;
}

/** Another contract named by a refusal: the one whose rooms and term overlap. */
export interface ContractRef {
  id: number;
  number: string;
}

import { z } from 'zod';
import { type AccessUser, readScope } from './access';
import { dayNumber } from './rentSchedule';
import { optionalReferenceId } from './validation';

/** A room's state on the stacking plan, by its lease today (or a draft, or what staff set). */
export const PLAN_STATES = [
  'vacant',
  'reserved',
  'draft',
  'occupied',
  'ending_365',
  'ending_180',
  'ending_90',
] as const;
export type PlanState = (typeof PLAN_STATES)[number];

/** The state of a room leased until `endsOn`, seen on `today`. */
export const leaseState = (endsOn: string, today: string): PlanState => {
  const days = dayNumber(endsOn) - dayNumber(today);
  if (days <= 90) return 'ending_90';
  if (days <= 180) return 'ending_180';
  if (days <= 365) return 'ending_365';
  return 'occupied';
};

/** `YYYY-MM`: a month of the rent roll. */
export const monthString = z
  .string({ error: 'validation.required' })
  .regex(/^(20\d{2})-(0[1-9]|1[0-2])$/, { error: 'validation.invalid' });

export const rentRollQuery = z.object({
  month: monthString,
  object_id: optionalReferenceId(),
});

/** One line of the rent roll: a lease's rooms in an object, or a room no lease covers. */
export type RentRollRow = {
  object_id: number;
  object_name: string;
  floor: number;
  rooms: string[];
  area: number;
  /** Null for a vacant room. */
  contract_id: number | null;
  number: string | null;
  renter_id: number | null;
  renter: string | null;
  rate_per_m2: number | null;
  /** The month's rent after indexation and free months. */
  rent: number | null;
  ends_on: string | null;
};

/** Leased and vacant m², occupancy (%), the month's rent and the area-weighted rate. */
export interface RentRollTotals {
  occupied_area: number;
  vacant_area: number;
  occupancy: number | null;
  rent: number;
  average_rate: number | null;
}

/** `GET /api/contracts/rent-roll`: a month's rows, each object's totals and the organization's. */
export interface RentRoll {
  month: string;
  rows: RentRollRow[];
  objects: (RentRollTotals & { object_id: number; object_name: string })[];
  totals: RentRollTotals;
}

/** What the rent roll is asked for: a month (`YYYY-MM`) and, optionally, one object. */
export interface RentRollParams {
  month: string;
  object_id?: number | null;
}

/** A room of the stacking plan, with the lease that covers it today (or its draft). */
export type PlanRoom = {
  id: number;
  number: string;
  area: number;
  state: PlanState;
  contract_id: number | null;
  renter: string | null;
  ends_on: string | null;
  /** This month's rent of the lease. */
  rent: number | null;
};

export interface PlanFloor {
  floor: number;
  rooms: PlanRoom[];
}

/** `GET /api/objects/{id}/plan`: the object's floors, top floor first. */
export interface ObjectPlan {
  object_id: number;
  name: string;
  floors: PlanFloor[];
}

/**
 * Who may read the rent roll and the stacking plan (the server's rule): they show every lease of
 * the organization, so the landlord and an employee whose `contracts` level reads them all; not
 * a renter, and not the superadmin, who belongs to no organization.
 */
export const mayReadAllLeases = (user: AccessUser | null | undefined): boolean =>
  !!user && user.role !== 'superadmin' && readScope(user, 'contracts') === 'all';

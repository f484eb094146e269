import { bigint, date, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { DashboardAnswer } from '../../../src/domain/dashboard';
import { landlordRef } from './workColumns';

/**
 * How many times an organization's leases, their rooms, its rooms or its objects have changed:
 * triggers on those tables add one per statement that touches the organization's rows
 * (migration 0030), so a figure computed at a version is current while the version stands.
 */
export const leaseVersions = pgTable('lease_versions', {
  landlord_id: landlordRef().primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** The organization-wide lease figures of the dashboard as of `day` (Almaty) and `version`. */
export interface LeaseSummary {
  leases: NonNullable<DashboardAnswer['leases']>;
  occupancy: NonNullable<DashboardAnswer['charts']['occupancy']>;
}

/**
 * The dashboard's lease figures of a whole organization, kept until its leases change or the
 * day ends (`modules/dashboard/leaseSummary.ts`): they sum every lease's month rent and every
 * room's occupancy, which a request should not scan each time.
 */
export const leaseSummaries = pgTable('lease_summaries', {
  landlord_id: landlordRef().primaryKey(),
  day: date('day').notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
  summary: jsonb('summary').$type<LeaseSummary>().notNull(),
});

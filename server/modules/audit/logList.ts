import { eq, gte, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_PERIOD_MAX_DAYS,
  type AuditLogRow,
} from '../../../src/domain/audit';
import { isCalendarDate } from '../../../src/domain/validation';
import type { Db } from '../../db/client';
import { auditLog, landlords, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { type ListSpec, organizationFilter } from '../../lib/list';

/** A `YYYY-MM-DD` filter value of `field`, else 400 on it. */
const dayOf = (field: string, value: unknown): string => {
  if (typeof value !== 'string' || !isCalendarDate(value.slice(0, 10))) {
    throw badRequest({ [`filter.${field}`]: 'validation.invalid' });
  }
  return value.slice(0, 10);
};

/** The start or the end of a day in Almaty (both days of the period included). */
const periodBound =
  (field: string, end: boolean) =>
  (value: unknown): SQL => {
    const day = dayOf(field, value);
    return end
      ? lte(auditLog.at, `${day}T23:59:59.999+05:00`)
      : gte(auditLog.at, `${day}T00:00:00+05:00`);
  };

/** The audit log's filters and order: every filter an index serves, newest first. */
export const auditLogSpec: ListSpec = {
  idColumn: auditLog.id,
  defaultSort: ['at', 'DESC'],
  sortable: { at: auditLog.at, id: auditLog.id },
  filters: {
    ...organizationFilter(auditLog.landlord_id),
    entity: { column: auditLog.entity, type: 'string', values: AUDIT_ENTITIES },
    entity_id: { column: auditLog.entity_id, type: 'number' },
    user_id: { column: auditLog.user_id, type: 'number' },
    action: { column: auditLog.action, type: 'string', values: AUDIT_ACTIONS },
  },
  custom: { at_from: periodBound('at_from', false), at_to: periodBound('at_to', true) },
  customDocs: {
    at_from: 'a date (YYYY-MM-DD): changes from the start of that day in Almaty',
    at_to: `a date (YYYY-MM-DD): changes up to the end of that day in Almaty (at most ${AUDIT_PERIOD_MAX_DAYS} days after \`at_from\`)`,
  },
};

const DAY_MS = 86_400_000;

/**
 * The period's two ends together (each was checked alone by the list): the end not before the
 * start, and at most `AUDIT_PERIOD_MAX_DAYS` days from it; else 400 on `filter.at_to`.
 */
export const assertAuditPeriod = (query: Record<string, unknown>): undefined => {
  const filter = typeof query.filter === 'string' ? JSON.parse(query.filter) : query.filter;
  const { at_from: from, at_to: to } = (filter ?? {}) as Record<string, unknown>;
  if (!from || !to) return undefined;
  const days = (Date.parse(dayOf('at_to', to)) - Date.parse(dayOf('at_from', from))) / DAY_MS;
  if (days < 0) throw badRequest({ 'filter.at_to': 'validation.period' });
  if (days >= AUDIT_PERIOD_MAX_DAYS)
    throw badRequest({ 'filter.at_to': 'validation.audit_period' });
  return undefined;
};

/** An audit row with its organization's and its author's names joined (no query per row). */
export const auditLogSelect = (db: Db) =>
  db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      landlord_id: auditLog.landlord_id,
      landlord_name: landlords.name,
      user_id: auditLog.user_id,
      user_name: users.full_name,
      user_login: users.login,
      entity: auditLog.entity,
      entity_id: auditLog.entity_id,
      action: auditLog.action,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .leftJoin(landlords, eq(landlords.id, auditLog.landlord_id))
    .leftJoin(users, eq(users.id, auditLog.user_id));

export type AuditLogRaw = Awaited<ReturnType<ReturnType<typeof auditLogSelect>['where']>>[number];

/** A joined row as the API sends it: the organization and the author as small records. */
export const auditLogView = (row: AuditLogRaw): AuditLogRow => ({
  id: row.id,
  at: row.at,
  landlord_id: row.landlord_id,
  landlord:
    row.landlord_id !== null && row.landlord_name !== null
      ? { id: row.landlord_id, name: row.landlord_name }
      : null,
  user_id: row.user_id,
  user:
    row.user_id !== null && row.user_name !== null && row.user_login !== null
      ? { id: row.user_id, full_name: row.user_name, login: row.user_login }
      : null,
  entity: row.entity,
  entity_id: row.entity_id,
  action: row.action as AuditLogRow['action'],
  changes: row.changes,
});

const fieldChange = z.object({ from: z.unknown(), to: z.unknown() });

/** `GET /api/audit-log`'s row, as `/api/docs` documents it. */
export const auditLogRow = z.object({
  id: z.number(),
  at: z.string(),
  landlord_id: z.number().nullable(),
  landlord: z.object({ id: z.number(), name: z.string() }).nullable(),
  user_id: z.number().nullable(),
  user: z.object({ id: z.number(), full_name: z.string(), login: z.string() }).nullable(),
  entity: z.string(),
  entity_id: z.number(),
  action: z.enum(AUDIT_ACTIONS),
  changes: z.record(z.string(), fieldChange),
});

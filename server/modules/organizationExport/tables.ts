import { or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  attachments,
  auditLog,
  bidComments,
  bidEvents,
  bids,
  businessCalendars,
  calendarEventExceptions,
  calendarEvents,
  contractors,
  contractRooms,
  contracts,
  devices,
  documentEvents,
  documentPrefixes,
  documents,
  employeeAccess,
  employees,
  files,
  holidays,
  landlordRequestTypes,
  landlords,
  notificationRecipients,
  notifications,
  objects,
  passEvents,
  questionnaireEvents,
  questionnaires,
  renters,
  rooms,
  taskCategories,
  taskComments,
  taskEvents,
  tasks,
  timeMarks,
  timeSettings,
  users,
  visitorMessages,
} from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { organizationRows } from '../../lib/scope';

/** One CSV of the export: an organization's rows of one table, read in keyset batches. */
export interface ExportTable {
  /** The file's name in the archive, without `.csv`. */
  file: string;
  table: PgTable;
  /** The caller's organization's rows of the table (through the one row-scope rule). */
  rows: (user: AuthUser) => SQL | undefined;
  /** Columns that order the rows and tell each from the next (the keyset). */
  keys: AnyPgColumn[];
  /** Columns left out: secrets, and text the server derives for its search. */
  omit?: string[];
}

/** The rows of a table that carries `landlord_id`: the caller's organization's. */
const own = (column: AnyPgColumn) => (user: AuthUser) => organizationRows(user, column);

/** A table of the organization's own: its `landlord_id`, its `id` for the keyset. */
const owned = (
  file: string,
  table: PgTable & { landlord_id: AnyPgColumn; id: AnyPgColumn },
  omit?: string[],
): ExportTable => ({ file, table, rows: own(table.landlord_id), keys: [table.id], omit });

const SEARCH_TEXT = ['search_text'];

/**
 * Everything an organization keeps, one CSV per table: the organization itself, its people
 * (accounts without password hashes), properties, tenants, contractors, requests with their
 * comments and history, tasks, leases, letters, calendar, notifications, visitors' messages,
 * the waiting list, time tracking (devices without their keys), attachments, files and the audit
 * log. Tokens of sessions, public links, push and calendar feeds are left out: they are keys.
 */
export const EXPORT_TABLES: readonly ExportTable[] = [
  { file: 'organization', table: landlords, rows: own(landlords.id), keys: [landlords.id] },
  owned('users', users, ['password_hash']),
  owned('employees', employees),
  {
    file: 'employee_access',
    table: employeeAccess,
    rows: own(employeeAccess.landlord_id),
    keys: [employeeAccess.employee_id, employeeAccess.module],
  },
  owned('objects', objects),
  owned('rooms', rooms),
  owned('renters', renters),
  owned('contractors', contractors),
  owned('contracts', contracts, SEARCH_TEXT),
  {
    file: 'contract_rooms',
    table: contractRooms,
    rows: own(contractRooms.landlord_id),
    keys: [contractRooms.contract_id, contractRooms.room_id],
  },
  owned('requests', bids, SEARCH_TEXT),
  owned('request_comments', bidComments),
  owned('request_history', bidEvents),
  owned('request_type_settings', landlordRequestTypes),
  owned('tasks', tasks, SEARCH_TEXT),
  owned('task_categories', taskCategories),
  owned('task_comments', taskComments),
  owned('task_history', taskEvents),
  owned('documents', documents, SEARCH_TEXT),
  owned('document_history', documentEvents),
  {
    file: 'document_prefixes',
    table: documentPrefixes,
    rows: own(documentPrefixes.landlord_id),
    keys: [documentPrefixes.landlord_id],
  },
  owned('calendar_events', calendarEvents),
  {
    file: 'calendar_event_exceptions',
    table: calendarEventExceptions,
    rows: (user) => sql`${calendarEventExceptions.event_id} in (${calendarEventIds(user)})`,
    keys: [calendarEventExceptions.event_id, calendarEventExceptions.occurrence_at],
  },
  {
    file: 'working_hours',
    table: businessCalendars,
    rows: own(businessCalendars.landlord_id),
    keys: [businessCalendars.landlord_id],
  },
  {
    file: 'holidays',
    table: holidays,
    rows: own(holidays.landlord_id),
    keys: [holidays.date],
  },
  owned('notifications', notifications),
  {
    file: 'notification_recipients',
    table: notificationRecipients,
    rows: (user) => sql`${notificationRecipients.notification_id} in (${notificationIds(user)})`,
    keys: [notificationRecipients.notification_id, notificationRecipients.user_id],
  },
  owned('visitor_messages', visitorMessages),
  owned('waiting_list', questionnaires),
  owned('waiting_list_history', questionnaireEvents),
  owned('time_devices', devices, ['key_hash']),
  owned('time_pass_events', passEvents),
  {
    file: 'time_marks',
    table: timeMarks,
    rows: own(timeMarks.landlord_id),
    keys: [timeMarks.employee_id, timeMarks.day],
  },
  {
    file: 'time_settings',
    table: timeSettings,
    rows: own(timeSettings.landlord_id),
    keys: [timeSettings.landlord_id],
  },
  {
    file: 'attachments',
    table: attachments,
    rows: own(attachments.landlord_id),
    keys: [attachments.entity, attachments.entity_id, attachments.file_id],
  },
  {
    file: 'files',
    table: files,
    rows: (user) => organizationFiles(user),
    keys: [files.id],
    omit: ['storage_key'],
  },
  {
    file: 'audit_log',
    table: auditLog,
    rows: own(auditLog.landlord_id),
    keys: [auditLog.at, auditLog.id],
  },
];

/** The organization's calendar events' ids, as a subquery. */
const calendarEventIds = (user: AuthUser) =>
  sql`select ${calendarEvents.id} from ${calendarEvents} where ${organizationRows(user, calendarEvents.landlord_id)}`;

/** The organization's notifications' ids, as a subquery. */
const notificationIds = (user: AuthUser) =>
  sql`select ${notifications.id} from ${notifications} where ${organizationRows(user, notifications.landlord_id)}`;

/**
 * The organization's uploads, and its logo (which the superadmin may have uploaded for it, so
 * not among its own uploads).
 */
export const organizationFiles = (user: AuthUser) =>
  or(
    organizationRows(user, files.landlord_id),
    sql`${files.id} = (select ${landlords.logo_id} from ${landlords} where ${organizationRows(user, landlords.id)})`,
  );

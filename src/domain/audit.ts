/** What a write does to a record, as the audit log keeps it. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The records the server writes to the audit log (`recordAudit`'s `entity`): the audit viewer's
 * filter takes these, and names each in words.
 */
export const AUDIT_ENTITIES = [
  'landlords',
  'objects',
  'rooms',
  'renters',
  'employees',
  'employee',
  'contractors',
  'contractor-form-link',
  'bids',
  'tasks',
  'task-categories',
  'contracts',
  'documents',
  'document_prefixes',
  'notification',
  'application-forms',
  'application-form-link',
  'visitor-messages',
  'visitor-link',
  'calendar',
  'calendar_event',
  'type-request-landlord',
  'device',
  'pass_event',
  'time_mark',
  'time_settings',
  'type-object',
  'type-request',
  'social-network',
  'demo-requests',
  'support-messages',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** The longest period the audit viewer's filter takes (`at_from` … `at_to`), in days. */
export const AUDIT_PERIOD_MAX_DAYS = 366;

/** One change of a field: its value before and after. */
export type FieldChange = { from: unknown; to: unknown };

/** `GET /api/history/<resource>/{id}`: one audit entry of a record, with its changed fields. */
export interface AuditEntry {
  id: number;
  action: AuditAction;
  changes: Record<string, FieldChange>;
  at: string;
  user_name: string | null;
}

/** `GET /api/audit-log`: one write of any organization, for the superadmin. */
export interface AuditLogRow {
  id: number;
  at: string;
  landlord_id: number | null;
  landlord: { id: number; name: string } | null;
  user_id: number | null;
  user: { id: number; full_name: string; login: string } | null;
  entity: string;
  entity_id: number;
  action: AuditAction;
  changes: Record<string, FieldChange>;
}

/** `GET /api/history/<resource>/{id}`: one audit entry of a record, with its changed fields. */
export interface AuditEntry {
  id: number;
  action: 'create' | 'update' | 'delete' | 'restore';
  changes: Record<string, { from: unknown; to: unknown }>;
  at: string;
  user_name: string | null;
}

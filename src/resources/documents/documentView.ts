import type { DocumentDelivery, DocumentDirection, DocumentStatus } from '../../domain/documents';
import type { UploadedFile } from '../../providers/customMethods';

/** A letter another one is linked with: the one it answers, or one of its answers. */
export interface LinkedLetter {
  id: number;
  number: string;
  direction: DocumentDirection;
  status: DocumentStatus;
  registered_on: string;
}

/** A letter as `GET /api/documents` lists it and `GET /api/documents/{id}` shows it. */
export interface DocumentRow {
  id: number;
  landlord_id: number;
  direction: DocumentDirection;
  year: number;
  sequence: number;
  number: string;
  registered_on: string;
  sender_number: string | null;
  sender_date: string | null;
  renter_id: number | null;
  contractor_id: number | null;
  correspondent: string;
  subject: string;
  summary: string | null;
  delivery: DocumentDelivery;
  responsible_id: number | null;
  responsible_name: string | null;
  due_on: string | null;
  reply_to_id: number | null;
  reply_to: LinkedLetter | null;
  replies: LinkedLetter[];
  status: DocumentStatus;
  /** Staff's own note: null for a renter. */
  comment: string | null;
  created_by: number | null;
  overdue: boolean;
  file_ids: number[];
  files: UploadedFile[];
  created_at: string;
  updated_at: string;
}

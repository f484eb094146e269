import { enumChoices } from '../../admin/common/enumChoices';
import {
  DOCUMENT_DELIVERIES,
  DOCUMENT_DIRECTIONS,
  DOCUMENT_STATUSES,
  type DocumentStatus,
} from '../../domain/documents';
import type { DocumentRow } from './documentView';

export const documentDirectionChoices = enumChoices('document_direction', DOCUMENT_DIRECTIONS);
export const documentStatusChoices = enumChoices('document_status', DOCUMENT_STATUSES);
export const documentDeliveryChoices = enumChoices('document_delivery', DOCUMENT_DELIVERIES);

/** Status chip colours: a new letter waits, one in work runs, an answered one is done. */
export const DOCUMENT_STATUS_COLORS: Record<
  DocumentStatus,
  'info' | 'warning' | 'success' | 'default'
> = {
  registered: 'info',
  in_work: 'warning',
  answered: 'success',
  archived: 'default',
};

/** The history's coded fields, named in words. */
export const HISTORY_ENUMS = {
  status: 'document_status',
  direction: 'document_direction',
  delivery: 'document_delivery',
};

/**
 * The letter as the permission rule reads a record: its responsible person is the one it is
 * assigned to (an employee who works assigned letters works this one).
 */
export const accessRecordOf = (letter: DocumentRow) => ({
  id: letter.id,
  created_by: letter.created_by,
  executor_id: letter.responsible_id,
  renter_id: letter.renter_id,
});

import { enumChoices } from '../../admin/common/enumChoices';
import { VISITOR_CATEGORIES, VISITOR_STATUSES } from '../../domain/visitors';

export const categoryChoices = enumChoices('visitor_category', VISITOR_CATEGORIES);
export const statusChoices = enumChoices('visitor_status', VISITOR_STATUSES);
export const STATUS_COLORS = { new: 'info', processed: 'success', rejected: 'default' } as const;
export const CATEGORY_COLORS = {
  complaint: 'error',
  suggestion: 'info',
  gratitude: 'success',
  question: 'warning',
} as const;

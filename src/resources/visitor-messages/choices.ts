import { VISITOR_CATEGORIES, VISITOR_STATUSES } from '../../domain/visitors';

export const categoryChoices = VISITOR_CATEGORIES.map((id) => ({
  id,
  name: `enums.visitor_category.${id}`,
}));
export const statusChoices = VISITOR_STATUSES.map((id) => ({
  id,
  name: `enums.visitor_status.${id}`,
}));
export const STATUS_COLORS = { new: 'info', processed: 'success', rejected: 'default' } as const;
export const CATEGORY_COLORS = {
  complaint: 'error',
  suggestion: 'info',
  gratitude: 'success',
  question: 'warning',
} as const;

import { enumChoices } from '../../admin/common/enumChoices';
import {
  QUESTIONNAIRE_SEGMENTS,
  QUESTIONNAIRE_STATUSES,
  type QuestionnaireStatus,
  STORE_FORMATS,
} from '../../domain/waitingList';

export const questionnaireStatusChoices = enumChoices(
  'questionnaire_status',
  QUESTIONNAIRE_STATUSES,
);
export const segmentChoices = enumChoices('questionnaire_segment', QUESTIONNAIRE_SEGMENTS);
export const storeFormatChoices = enumChoices('store_format', STORE_FORMATS);

/** New ones stand out; the waiting list is the good outcome, a rejection fades. */
export const QUESTIONNAIRE_STATUS_COLORS: Record<
  QuestionnaireStatus,
  'info' | 'warning' | 'success' | 'default'
> = {
  new: 'info',
  in_process: 'warning',
  waiting: 'success',
  reject: 'default',
};

import {
  QUESTIONNAIRE_SEGMENTS,
  QUESTIONNAIRE_STATUSES,
  type QuestionnaireStatus,
  STORE_FORMATS,
} from '../../domain/waitingList';

export const questionnaireStatusChoices = QUESTIONNAIRE_STATUSES.map((id) => ({
  id,
  name: `enums.questionnaire_status.${id}`,
}));
export const segmentChoices = QUESTIONNAIRE_SEGMENTS.map((id) => ({
  id,
  name: `enums.questionnaire_segment.${id}`,
}));
export const storeFormatChoices = STORE_FORMATS.map((id) => ({
  id,
  name: `enums.store_format.${id}`,
}));

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

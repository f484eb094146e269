import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Questionnaire } from '../../domain/waitingList';
import { QUESTIONNAIRE_STATUS_COLORS } from './applicationFormChoices';

export const QuestionnaireStatusChip = (_props: {
  label?: string;
  sortBy?: string;
  source?: string;
}) => {
  const translate = useTranslate();
  const record = useRecordContext<Questionnaire>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={QUESTIONNAIRE_STATUS_COLORS[record.status]}
      label={translate(`enums.questionnaire_status.${record.status}`)}
    />
  );
};

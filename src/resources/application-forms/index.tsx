import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import type { ResourceProps } from 'react-admin';
import type { Questionnaire } from '../../domain/questionnaire';
import { QuestionnaireList } from './QuestionnaireList';
import { QuestionnaireShow } from './QuestionnaireShow';

/** `/application-forms`: the waiting list and `/:id` (questionnaires arrive by the public form). */
export default {
  list: QuestionnaireList,
  show: QuestionnaireShow,
  icon: AssignmentIndIcon,
  recordRepresentation: (r: Questionnaire) => r.brand_name,
} satisfies Omit<ResourceProps, 'name'>;

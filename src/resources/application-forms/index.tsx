import type { ResourceProps } from 'react-admin';
import { QuestionnaireList } from './QuestionnaireList';
import { QuestionnaireShow } from './QuestionnaireShow';

/** `/application-forms`: the waiting list and `/:id` (questionnaires arrive by the public form). */
export default {
  list: QuestionnaireList,
  show: QuestionnaireShow,
} satisfies Omit<ResourceProps, 'name'>;

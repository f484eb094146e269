import { useRecordContext, useTranslate } from 'react-admin';
import { TransitionButtons } from '../../admin/common/TransitionButtons';
import type { Questionnaire } from '../../domain/questionnaire';
import { QUESTIONNAIRE_TRANSITIONS, type QuestionnaireStatus } from '../../domain/waitingList';

/** The button's words: what moving to `to` from `from` means to the person. */
const actionOf = (from: QuestionnaireStatus, to: QuestionnaireStatus) =>
  to === 'in_process' ? (from === 'new' ? 'take' : 'return') : to;

/**
 * The moves the questionnaire's status allows (new → in process → waiting | reject; waiting →
 * in process), for those who may work on it; a rejection, which is final, asks first.
 */
export const QuestionnaireMoves = () => {
  const translate = useTranslate();
  const record = useRecordContext<Questionnaire>();
  return (
    <TransitionButtons<QuestionnaireStatus>
      resource="application-forms"
      transitions={QUESTIONNAIRE_TRANSITIONS}
      look={(to, from) => ({
        label: `resources.application-forms.action.${actionOf(from, to)}`,
        variant: to === 'reject' ? 'outlined' : 'contained',
        color: to === 'reject' ? 'error' : 'primary',
        ask:
          to === 'reject'
            ? {
                title: translate('resources.application-forms.reject_title', {
                  name: record?.brand_name,
                }),
                content: translate('resources.application-forms.reject_content'),
                confirmColor: 'warning',
              }
            : undefined,
      })}
      done={(status) => ({
        message: 'resources.application-forms.status_changed',
        args: { status: translate(`enums.questionnaire_status.${status}`) },
      })}
    />
  );
};

import { Button } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import {
  QUESTIONNAIRE_TRANSITIONS,
  type Questionnaire,
  type QuestionnaireStatus,
} from '../../domain/waitingList';
import { ApiError, api } from '../../providers/api';

/** The button's words: what moving to `to` from `from` means to the person. */
const actionOf = (from: QuestionnaireStatus, to: QuestionnaireStatus) =>
  to === 'in_process' ? (from === 'new' ? 'take' : 'return') : to;

/**
 * The moves the questionnaire's status allows (new → in process → waiting | reject; waiting →
 * in process), for those who may work on it; a rejection, which is final, asks first.
 */
export const StatusButtons = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<Questionnaire>();
  const { canAccess } = useCanAccess({ resource: 'application-forms', action: 'edit', record });
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !canAccess) return null;

  const move = async (status: QuestionnaireStatus) => {
    setBusy(true);
    try {
      await api(`/application-forms/${record.id}/status`, { method: 'PUT', body: { status } });
      notify('resources.application-forms.status_changed', {
        type: 'success',
        messageArgs: { status: translate(`enums.questionnaire_status.${status}`) },
      });
    } catch (failure) {
      const errors = failure instanceof ApiError ? failure.body.errors : undefined;
      notify(errors?.status ?? 'app.errors.server', { type: 'error' });
    } finally {
      setBusy(false);
      setRejecting(false);
      refresh();
    }
  };

  return (
    <>
      {QUESTIONNAIRE_TRANSITIONS[record.status].map((status) => (
        <Button
          key={status}
          variant={status === 'reject' ? 'outlined' : 'contained'}
          color={status === 'reject' ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => (status === 'reject' ? setRejecting(true) : void move(status))}
        >
          {translate(`resources.application-forms.action.${actionOf(record.status, status)}`)}
        </Button>
      ))}
      <Confirm
        isOpen={rejecting}
        loading={busy}
        title="resources.application-forms.reject_title"
        content="resources.application-forms.reject_content"
        titleTranslateOptions={{ name: record.brand_name }}
        confirmColor="warning"
        onConfirm={() => void move('reject')}
        onClose={() => setRejecting(false)}
      />
    </>
  );
};

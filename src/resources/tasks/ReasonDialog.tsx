import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MoveDialog } from '../../admin/common/MoveDialog';
import type { TaskStatus } from '../../domain/tasks';
import { moveLabel, reasonLabel } from './taskChoices';
import type { MoveResult } from './useTaskMove';

/** A move that needs a reason (reject, return for revision): asks for it, then sends it. */
export const ReasonDialog = ({
  asking,
  busy,
  onSend,
  onClose,
}: {
  asking: { from: TaskStatus; to: TaskStatus } | null;
  busy: boolean;
  onSend: (reason: string) => Promise<MoveResult>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setNote('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!note.trim()) {
      setError('validation.reason_required');
      return;
    }
    const result = await onSend(note.trim());
    if (!result.ok && result.reasonError) setError(result.reasonError);
    else close();
  };
  return (
    <MoveDialog
      question={
        asking && {
          title: translate(moveLabel(asking.to, asking.from)),
          note: { field: 'reason', label: reasonLabel(asking.to), required: true },
          confirmColor: asking.to === 'rejected' ? 'error' : 'primary',
        }
      }
      note={note}
      onNote={(value) => {
        setNote(value);
        setError(null);
      }}
      error={error}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
};

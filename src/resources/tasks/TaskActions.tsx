import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { DeleteButton, EditButton, useCanAccess, useTranslate } from 'react-admin';
import { isCurrentTask, type TaskStatus } from '../../domain/tasks';
import { ExtendDeadlineButton } from './ExtendDeadlineButton';
import { ReasonDialog } from './ReasonDialog';
import { moveLabel, needsReason } from './taskChoices';
import type { TaskView } from './taskView';
import { useTaskMove } from './useTaskMove';

/**
 * What this caller may do with the task now: only the moves the server listed (`moves`), a
 * reason asked first where one is needed; the creator extends the deadline and edits an open
 * task; a manager deletes it.
 */
export const TaskActions = ({ task }: { task: TaskView }) => {
  const translate = useTranslate();
  const { move, busy } = useTaskMove();
  const [asking, setAsking] = useState<TaskStatus | null>(null);
  const { canAccess: canDelete } = useCanAccess({ resource: 'tasks', action: 'delete' });
  const { canAccess: canManage } = useCanAccess({ resource: 'tasks', action: 'manage' });
  const decides = task.actors.includes('creator') || canManage;
  const open = isCurrentTask(task.status);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {task.moves.map((to) => {
        const quiet = to === 'rejected' || to === 'for_revision';
        return (
          <Button
            key={to}
            variant={quiet ? 'outlined' : 'contained'}
            color={to === 'rejected' ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => (needsReason(to) ? setAsking(to) : void move(task.id, to))}
          >
            {translate(moveLabel(to, task.status))}
          </Button>
        );
      })}
      {decides && open && <ExtendDeadlineButton task={task} />}
      {decides && open && <EditButton />}
      {canDelete && <DeleteButton mutationMode="pessimistic" redirect="list" />}
      <ReasonDialog
        asking={asking && { from: task.status, to: asking }}
        busy={busy}
        onSend={(reason) =>
          asking ? move(task.id, asking, reason) : Promise.resolve({ ok: true })
        }
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
};

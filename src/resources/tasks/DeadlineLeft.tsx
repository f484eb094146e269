import { useRecordContext } from 'react-admin';
import { TimeLeftLabel } from '../../admin/assignedWork/TimeLeftLabel';
import { isCurrentTask, type TaskStatus } from '../../domain/tasks';
import { minutesLeft } from './deadline';

const TEXTS = { left: 'resources.tasks.left', late: 'resources.tasks.late' };

/**
 * Time to an open task's deadline ("2 d 3 h left"), red once it has passed; nothing for a
 * finished task.
 */
export const DeadlineLeft = (_props: { label?: string; sortBy?: string }) => {
  const record = useRecordContext<{ deadline: string; status: TaskStatus }>();
  if (!record || !isCurrentTask(record.status)) return null;
  const left = minutesLeft(record.deadline);
  const late = left < 0 || record.status === 'expired';
  return <TimeLeftLabel minutes={left} late={late} days texts={TEXTS} />;
};

import { type DescribeEvent, WorkHistory } from '../../admin/assignedWork/WorkHistory';
import type { TaskView } from './taskView';

const KNOWN = new Set(['created', 'edited', 'comment']);

/** A task's event in words: a move (with its reason), an assignment, a new deadline. */
const describe: DescribeEvent = (e, translate, format) => {
  const t = (key: string, args?: object) => translate(`resources.tasks.event.${key}`, args);
  const reason = e.data.reason ? ` — ${e.data.reason}` : '';
  const status = (s: string | null) => (s ? translate(`enums.task_status.${s}`) : '—');
  const move = e.to_status
    ? t('status', { from: status(e.from_status), to: status(e.to_status) })
    : '';
  if (e.type === 'assigned') return t('assigned', { name: e.executor_name ?? '—' });
  if (e.type === 'deadline') {
    const date = t('deadline', { date: e.data.to ? format.dateTime(e.data.to) : '—' });
    return move ? `${date}; ${move}` : date;
  }
  if (move) return move + reason;
  return t(KNOWN.has(e.type) ? e.type : 'other') + reason;
};

/** Who did what to the task, and when. */
export const TaskHistory = ({ task }: { task: TaskView }) => (
  <WorkHistory module="tasks" id={task.id} updatedAt={task.updated_at} describe={describe} />
);

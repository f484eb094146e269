import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormat } from '../../admin/common/useFormat';
import type { AppDataProvider } from '../../providers/dataProvider';

interface TaskEvent {
  id: number;
  type: string;
  from_status: string | null;
  to_status: string | null;
  data: { reason?: string; executor_name?: string; deadline?: string };
  user_id: number | null;
  user_name: string | null;
  at: string;
}

const KNOWN = new Set(['created', 'edited', 'comment']);

/** Who did what to the task, and when. */
export const TaskHistory = ({ taskId, updatedAt }: { taskId: number; updatedAt: string }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const format = useFormat();
  const { data = [], isSuccess } = useQuery({
    queryKey: ['tasks', taskId, 'history', updatedAt],
    queryFn: () => dataProvider.call<TaskEvent[]>(`/tasks/${taskId}/history`),
  });
  const describe = (e: TaskEvent) => {
    const t = (key: string, args?: object) => translate(`resources.tasks.event.${key}`, args);
    const reason = e.data.reason ? ` — ${e.data.reason}` : '';
    if (e.from_status || e.to_status) {
      const status = (s: string | null) => (s ? translate(`enums.task_status.${s}`) : '—');
      return t('status', { from: status(e.from_status), to: status(e.to_status) }) + reason;
    }
    if (e.type === 'assigned') return t('assigned', { name: e.data.executor_name ?? '—' });
    if (e.type === 'deadline') {
      return t('deadline', { date: e.data.deadline ? format.dateTime(e.data.deadline) : '—' });
    }
    return t(KNOWN.has(e.type) ? e.type : 'other') + reason;
  };
  if (isSuccess && data.length === 0) {
    return <Typography color="text.secondary">{translate('app.history.empty')}</Typography>;
  }
  return (
    <List dense disablePadding>
      {data.map((e) => (
        <ListItem key={e.id} disableGutters>
          <ListItemText
            primary={describe(e)}
            secondary={`${format.dateTime(e.at)} · ${e.user_name ?? translate('app.history.system')}`}
          />
        </ListItem>
      ))}
    </List>
  );
};

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
  data: { reason?: string; to?: string };
  user_id: number | null;
  user_name: string | null;
  executor_name: string | null;
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

import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { isCurrentTask, type TaskStatus } from '../../domain/tasks';
import { minutesLeft } from './deadline';

/**
 * Time to an open task's deadline ("2 d 3 h left"), red once it has passed; nothing for a
 * finished task.
 */
export const DeadlineLeft = (_props: { label?: string; sortBy?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext<{ deadline: string; status: TaskStatus }>();
  if (!record || !isCurrentTask(record.status)) return null;
  const left = minutesLeft(record.deadline);
  const minutes = Math.abs(left);
  const hours = Math.floor(minutes / 60);
  const time =
    hours >= 24
      ? translate('resources.tasks.days_hours', { d: Math.floor(hours / 24), h: hours % 24 })
      : hours > 0
        ? translate('app.sla.hours_minutes', { h: hours, m: minutes % 60 })
        : translate('app.sla.minutes', { m: minutes });
  const late = left < 0 || record.status === 'expired';
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ color: late ? 'error.main' : 'text.primary', fontWeight: late ? 600 : 400 }}
    >
      {translate(late ? 'resources.tasks.late' : 'resources.tasks.left', { time })}
    </Typography>
  );
};

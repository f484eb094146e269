import { useRecordContext } from 'react-admin';
import { TimeLeftLabel } from '../../admin/assignedWork/TimeLeftLabel';

interface WithClock {
  overdue: boolean;
  time_left_minutes: number | null;
}

const TEXTS = { left: 'app.sla.left', late: 'app.sla.late' };

/** Business time left on the SLA clock ("2 h 15 min left"), red once overdue. */
export const TimeLeft = (_props: { label?: string; sortBy?: string }) => {
  const record = useRecordContext<WithClock>();
  if (!record || record.time_left_minutes === null) return null;
  return <TimeLeftLabel minutes={record.time_left_minutes} late={record.overdue} texts={TEXTS} />;
};

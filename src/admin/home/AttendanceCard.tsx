import { useTranslate } from 'react-admin';
import type { DashboardAnswer } from '../../domain/dashboard';
import { TIME_PATH } from '../../routes';
import { useFormat } from '../common/useFormat';
import { FigureCard } from './FigureCard';

type Attendance = NonNullable<DashboardAnswer['attendance']>;

/** The timesheet's page. */

/** Today's staff from their passes: arrived of those expected and the late, or a day off. */
export const AttendanceCard = ({ attendance }: { attendance: Attendance }) => {
  const translate = useTranslate();
  const format = useFormat();
  const labels = 'resources.devices.attendance.figures';
  return (
    <FigureCard
      title="resources.devices.attendance.title"
      labels={labels}
      figures={
        attendance.working
          ? [
              {
                key: 'arrived',
                to: TIME_PATH,
                value: `${format.number(attendance.arrived, 0)} / ${format.number(attendance.expected, 0)}`,
              },
              {
                key: 'late',
                to: TIME_PATH,
                value: format.number(attendance.late, 0),
                alarm: attendance.late > 0,
              },
            ]
          : [
              {
                key: 'day_off',
                to: TIME_PATH,
                value: translate('resources.devices.attendance.day_off'),
              },
            ]
      }
    />
  );
};

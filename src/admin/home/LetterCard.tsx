import type { DashboardAnswer } from '../../domain/dashboard';
import { useFormat } from '../common/useFormat';
import { listUrl } from './dashboardLinks';
import { FigureCard } from './FigureCard';

type Letters = NonNullable<DashboardAnswer['letters']>;

/** Incoming letters awaiting their answer and the overdue ones, each opening its tab. */
export const LetterCard = ({ letters }: { letters: Letters }) => {
  const format = useFormat();
  return (
    <FigureCard
      title="app.dashboard.letters.title"
      labels="app.dashboard.letters"
      figures={[
        {
          key: 'to_answer',
          to: listUrl('/documents', { tab: 'to_answer' }),
          value: format.number(letters.to_answer, 0),
        },
        {
          key: 'overdue',
          to: listUrl('/documents', { tab: 'overdue' }),
          value: format.number(letters.overdue, 0),
          alarm: letters.overdue > 0,
        },
      ]}
    />
  );
};

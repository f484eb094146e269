import type { DashboardAnswer } from '../../domain/dashboard';
import { useFormat } from '../common/useFormat';
import { listUrl } from './dashboardLinks';
import { FigureCard } from './FigureCard';

type Leases = NonNullable<DashboardAnswer['leases']>;

/** Leases ending within 90 days (the list's tab) and this month's rent (the rent roll). */
export const LeaseCard = ({ leases }: { leases: Leases }) => {
  const format = useFormat();
  return (
    <FigureCard
      title="app.dashboard.leases.title"
      labels="app.dashboard.leases"
      figures={[
        {
          key: 'ending',
          to: listUrl('/contracts', { tab: 'ending' }),
          value: format.number(leases.ending, 0),
        },
        { key: 'month_rent', to: '/contracts/rent-roll', value: format.tenge(leases.month_rent) },
      ]}
    />
  );
};

import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardAnswer } from '../../domain/dashboard';
import { useFormat } from '../common/useFormat';
import { listUrl } from './dashboardLinks';

type Leases = NonNullable<DashboardAnswer['leases']>;

/** Leases ending within 90 days (the list's tab) and this month's rent (the rent roll). */
export const LeaseCard = ({ leases }: { leases: Leases }) => {
  const translate = useTranslate();
  const format = useFormat();
  const figures = [
    {
      key: 'ending',
      to: listUrl('/contracts', { tab: 'ending' }),
      value: format.number(leases.ending, 0),
    },
    { key: 'month_rent', to: '/contracts/rent-roll', value: format.tenge(leases.month_rent) },
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {translate('app.dashboard.leases.title')}
        </Typography>
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
          {figures.map((figure) => (
            <Link
              key={figure.key}
              component={RouterLink}
              to={figure.to}
              underline="hover"
              color="inherit"
            >
              <Typography variant="h5" component="span" sx={{ display: 'block' }}>
                {figure.value}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="span">
                {translate(`app.dashboard.leases.${figure.key}`)}
              </Typography>
            </Link>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};

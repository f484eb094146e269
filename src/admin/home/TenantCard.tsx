import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardAnswer } from '../../domain/dashboard';
import { useFormat } from '../common/useFormat';
import { listUrl } from './dashboardLinks';

type Tenants = NonNullable<DashboardAnswer['tenants']>;

const COUNTS = ['active', 'inactive', 'total'] as const;

/**
 * Renters active, inactive and in all, each a link to the renters list filtered by status (all:
 * an empty filter, so the list does not bring back the one it last showed).
 */
export const TenantCard = ({ tenants }: { tenants: Tenants }) => {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {translate('app.dashboard.tenants.title')}
        </Typography>
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
          {COUNTS.map((count) => (
            <Link
              key={count}
              component={RouterLink}
              to={listUrl('/renters', count === 'total' ? {} : { status: count })}
              underline="hover"
              color="inherit"
            >
              <Typography variant="h5" component="span" sx={{ display: 'block' }}>
                {format.number(tenants[count], 0)}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="span">
                {translate(`app.dashboard.tenants.${count}`)}
              </Typography>
            </Link>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};

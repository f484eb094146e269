import { Box, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useModuleMessages } from '../../i18n/moduleMessages';
import { useSession } from '../../providers/session';
import { REPORTS_PATH } from '../../routes';
import { PageTitle } from '../common/PageTitle';
import { NoAccess } from '../layout/NoAccess';
import { ReportCard } from './ReportCard';
import { reportsOf } from './reportCatalogue';

/**
 * `/reports`: every Excel export the user may make, in one place, each for a period of its own
 * (the records created on those days, in Asia/Almaty). Someone who may export nothing is sent home with "no access".
 */
export const ReportsPage = () => {
  const translate = useTranslate();
  const { user } = useSession();
  const [now] = useState(() => new Date());
  const texts = useModuleMessages('reports');
  if (!user || !texts) return <LinearProgress sx={{ mt: 2 }} />;
  const reports = reportsOf(user);
  if (reports.length === 0) return <NoAccess />;
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <PageTitle title={translate('app.reports.title')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.reports.intro')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
        }}
      >
        {reports.map((report) => (
          <ReportCard
            key={report.key}
            report={report}
            now={now}
            chooseOrganization={report.perOrganization === true && user.role === 'superadmin'}
          />
        ))}
      </Box>
    </Box>
  );
};

ReportsPage.path = REPORTS_PATH;

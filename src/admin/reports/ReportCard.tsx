import { Box, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ExcelDownloadButton } from '../common/ExcelDownloadButton';
import { KpiOrganizationPicker } from '../tasks-kpi/KpiOrganizationPicker';
import { presetPeriod } from '../tasks-kpi/kpiPeriod';
import { ReportPeriodFields } from './ReportPeriodFields';
import type { Report } from './reportCatalogue';
import { periodProblems } from './reportPeriod';

/**
 * One report: what its sheet holds, its period (this month unless chosen otherwise), the
 * superadmin's organization where the sheet is one organization's, and the download with its
 * progress; a period with a problem downloads nothing.
 */
export const ReportCard = ({
  report,
  now,
  chooseOrganization,
}: {
  report: Report;
  now: Date;
  /** The user picks the organization first (the superadmin, for a per-organization sheet). */
  chooseOrganization: boolean;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [period, setPeriod] = useState(() => presetPeriod('this_month', now));
  const [landlordId, setLandlordId] = useState<number | null>(null);
  const problems = periodProblems(period);
  const ready = Object.keys(problems).length === 0 && (!chooseOrganization || landlordId !== null);
  const Icon = report.icon;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Box sx={{ display: 'flex', color: 'primary.main' }} aria-hidden>
            <Icon />
          </Box>
          <Typography id={titleId} variant="h6" component="h2">
            {translate(`app.reports.items.${report.key}.title`)}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`app.reports.items.${report.key}.description`)}
        </Typography>
        <ReportPeriodFields period={period} problems={problems} now={now} onChange={setPeriod} />
        {chooseOrganization && (
          <Box sx={{ mt: 2 }}>
            <KpiOrganizationPicker value={landlordId} onChange={setLandlordId} />
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <ExcelDownloadButton
          disabled={!ready}
          fetchFile={(onProgress) =>
            report.download(dataProvider, { period, landlordId }, onProgress)
          }
        />
      </CardActions>
    </Card>
  );
};

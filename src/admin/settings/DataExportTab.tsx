import { Alert, Card, CardContent, List, ListItem, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ExcelDownloadButton } from '../common/ExcelDownloadButton';

const CONTENTS = ['tables', 'files', 'manifest'] as const;

/**
 * Settings → data export: everything the organization keeps as one ZIP (a CSV per table, the
 * uploaded files, a manifest), downloaded with its progress shown; the owner's, or an employee's
 * with full access to the settings.
 */
const DataExportTab = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.settings.export.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.settings.export.hint')}
        </Typography>
        <Typography variant="body2">{translate('app.settings.export.holds')}</Typography>
        <List dense sx={{ listStyleType: 'disc', pl: 3, mb: 1 }}>
          {CONTENTS.map((item) => (
            <ListItem key={item} sx={{ display: 'list-item', px: 0 }}>
              <Typography variant="body2">{translate(`app.settings.export.${item}`)}</Typography>
            </ListItem>
          ))}
        </List>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.settings.export.large')}
        </Alert>
        <ExcelDownloadButton
          variant="contained"
          label="app.settings.export.download"
          progress="app.settings.export.progress"
          fetchFile={(onProgress) => dataProvider.downloadOrganization(onProgress)}
        />
      </CardContent>
    </Card>
  );
};

export default DataExportTab;

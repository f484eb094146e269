import { Alert, LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useModuleMessages } from '../../../i18n/moduleMessages';
import { DevicesPanel } from './DevicesPanel';
import { ImportPanel } from './ImportPanel';
import { TimeSettingsPanel } from './TimeSettingsPanel';
import { UnknownCardsPanel } from './UnknownCardsPanel';

/**
 * Settings → time tracking: the devices that send passes and their keys, cards no employee holds,
 * a file of an access-control system, the morning digest and the timesheet's codes. Those who
 * read every timesheet see it; changing it takes the module's `manage`.
 */
const TimeTab = ({ canManage }: { canManage: boolean }) => {
  const translate = useTranslate();
  if (!useModuleMessages('devices', 'time')) return <LinearProgress />;
  return (
    <Stack sx={{ gap: 2 }}>
      {!canManage && (
        <Alert severity="info" role="note">
          {translate('resources.devices.read_only')}
        </Alert>
      )}
      <DevicesPanel canManage={canManage} />
      <UnknownCardsPanel canManage={canManage} />
      {canManage && <ImportPanel />}
      <TimeSettingsPanel canManage={canManage} />
    </Stack>
  );
};

export default TimeTab;

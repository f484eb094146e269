import AddIcon from '@mui/icons-material/Add';
import { Button, CardContent, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { messageKeyOf } from '../../../providers/http';
import type { Device } from '../../../providers/methods/timeMethods';
import { QueryStatus } from '../QueryStatus';
import { DeviceDialog } from './DeviceDialog';
import { DeviceKeyDialog } from './DeviceKeyDialog';
import { type DeviceAction, DeviceTable } from './DeviceTable';
import { TimePanel } from './TimePanel';
import { TIME_KEYS, useDevices } from './timeQueries';

const label = (name: string) => `resources.devices.${name}`;

type Editing = { device: Device | null } | null;
type Asking = { action: 'rotate' | 'revoke'; device: Device } | null;

/**
 * Turnstiles and readers: the table, adding and changing a device, a new key (shown once) and
 * revoking one, each of the last two asked once more.
 */
export const DevicesPanel = ({ canManage }: { canManage: boolean }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useDevices();
  const [editing, setEditing] = useState<Editing>(null);
  // What is asked stays set while the question closes, so its text does not change meanwhile.
  const [asking, setAsking] = useState<Asking>(null);
  const [confirming, setConfirming] = useState(false);
  const [shownKey, setShownKey] = useState<(Device & { key: string }) | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TIME_KEYS.devices });
  const act = useMutation({
    mutationFn: ({ action, device }: NonNullable<Asking>) =>
      action === 'rotate'
        ? dataProvider.rotateDeviceKey(device.id)
        : dataProvider.revokeDevice(device.id),
    onSuccess: (saved) => {
      if ('key' in saved) setShownKey(saved as Device & { key: string });
      else notify(label('revoke.done'), { type: 'success' });
      void refresh();
    },
    onError: (error) => notify(messageKeyOf(error), { type: 'error' }),
    onSettled: () => setConfirming(false),
  });
  const onAction = (action: DeviceAction, device: Device) => {
    if (action === 'edit') return setEditing({ device });
    setAsking({ action, device });
    setConfirming(true);
  };
  const devices = query.data ?? [];
  return (
    <TimePanel>
      <CardContent>
        <Stack
          direction="row"
          sx={{ gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h2">
            {translate(label('list.title'))}
          </Typography>
          {canManage && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ device: null })}
            >
              {translate(label('list.add'))}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {translate(label('list.hint'))}
        </Typography>
        <QueryStatus query={query} />
        {query.isSuccess && devices.length === 0 && (
          <Typography color="text.secondary">{translate(label('list.empty'))}</Typography>
        )}
        {devices.length > 0 && (
          <DeviceTable devices={devices} onAction={canManage ? onAction : undefined} />
        )}
      </CardContent>
      {editing && (
        <DeviceDialog
          device={editing.device}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (saved.key) setShownKey({ ...saved, key: saved.key });
            void refresh();
          }}
        />
      )}
      {shownKey && <DeviceKeyDialog device={shownKey} onClose={() => setShownKey(null)} />}
      <Confirm
        isOpen={confirming}
        loading={act.isPending}
        title={label(`${asking?.action ?? 'revoke'}.title`)}
        content={label(`${asking?.action ?? 'revoke'}.content`)}
        titleTranslateOptions={{ name: asking?.device.name ?? '' }}
        confirmColor={asking?.action === 'revoke' ? 'warning' : 'primary'}
        onConfirm={() => asking && act.mutate(asking)}
        onClose={() => setConfirming(false)}
      />
    </TimePanel>
  );
};

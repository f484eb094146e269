import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { messageKeyOf } from '../../providers/http';
import { firebaseWebConfig } from '../../push/config';
import { deviceToken, pushPermission } from '../../push/device';
import { EnablePushButton } from './EnablePushButton';

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Typography>
    <strong>{label}:</strong> {value}
  </Typography>
);

/**
 * `/fcm-test`: whether push is set up on the server and in this build, the browser's
 * permission, this device's token, and a test push to oneself that says what became of it.
 */
export const FcmTestPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = firebaseWebConfig();
  const [token, setToken] = useState(deviceToken);
  const status = useQuery({
    queryKey: ['push', 'status'],
    queryFn: () => dataProvider.pushStatus(),
  });
  const test = useMutation({
    mutationFn: () => dataProvider.pushTest(),
    onSuccess: () => status.refetch(),
    onError: (error) => notify(messageKeyOf(error), { type: 'error' }),
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token ?? '');
      notify('app.action.copied', { type: 'success' });
    } catch {
      notify('app.errors.server', { type: 'warning' });
    }
  };
  const server = status.data?.configured;
  const result = test.data;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.push.test_page')} />
      <CardContent>
        <Stack sx={{ gap: 2, maxWidth: 640 }}>
          <Fact
            label={translate('app.push.server')}
            value={
              server === undefined
                ? '…'
                : translate(server ? 'app.push.server_on' : 'app.push.server_off')
            }
          />
          <Fact
            label={translate('app.push.client')}
            value={
              client
                ? translate('app.push.client_on', { project: client.projectId })
                : translate('app.push.client_off')
            }
          />
          {(server === false || !client) && (
            <Alert severity="info">{translate('app.push.how_to')}</Alert>
          )}
          <Fact
            label={translate('app.push.permission')}
            value={translate(`app.push.permission_state.${pushPermission()}`)}
          />
          {status.data && (
            <Typography>{translate('app.push.devices', { count: status.data.devices })}</Typography>
          )}
          <Box sx={{ borderTop: 1, borderColor: 'divider' }} />
          {token ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
              <TextField
                label={translate('app.push.token')}
                value={token}
                slotProps={{ htmlInput: { readOnly: true } }}
                multiline
                fullWidth
              />
              <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
                {translate('app.action.copy')}
              </Button>
            </Stack>
          ) : (
            <Typography color="text.secondary">{translate('app.push.no_token')}</Typography>
          )}
          <EnablePushButton
            onEnabled={(t) => {
              setToken(t);
              void status.refetch();
            }}
          />
          <Box sx={{ borderTop: 1, borderColor: 'divider' }} />
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            disabled={test.isPending}
            onClick={() => test.mutate()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('app.push.send_test')}
          </Button>
          {result && (
            <Alert severity={result.result === 'sent' ? 'success' : 'warning'} role="status">
              {translate(`app.push.result.${result.result}`, {
                count: result.devices,
                error: result.error ?? '',
              })}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Alert, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError, messageKeyOf } from '../../providers/http';
import { firebaseWebConfig } from '../../push/config';
import { deviceToken, pushPermission } from '../../push/device';
import { enablePush, PushUnavailable } from '../../push/register';

const REASONS = {
  off: 'app.push.off_client',
  unsupported: 'app.push.unsupported',
  denied: 'app.push.denied',
};

/**
 * "Enable on this device": asks the browser's permission only when pressed, then registers this
 * device with the server. Says so when this build or this browser has no push.
 */
export const EnablePushButton = ({ onEnabled }: { onEnabled?: (token: string) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [problem, setProblem] = useState<string | null>(null);
  const [enabled, setEnabled] = useState(
    () => deviceToken() !== null && pushPermission() === 'granted',
  );
  const enable = useMutation({
    mutationFn: enablePush,
    onSuccess: (token) => {
      setProblem(null);
      setEnabled(true);
      notify('app.push.enabled', { type: 'success' });
      onEnabled?.(token);
    },
    onError: (error) =>
      setProblem(
        error instanceof PushUnavailable
          ? translate(REASONS[error.reason])
          : error instanceof ApiError
            ? translate(messageKeyOf(error))
            : translate('app.push.enable_failed', { error: error.message }),
      ),
  });
  if (!firebaseWebConfig())
    return <Alert severity="info">{translate('app.push.off_client')}</Alert>;
  if (pushPermission() === 'unsupported') {
    return <Alert severity="info">{translate('app.push.unsupported')}</Alert>;
  }
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      {enabled && <Alert severity="success">{translate('app.push.enabled')}</Alert>}
      <Button
        variant={enabled ? 'outlined' : 'contained'}
        startIcon={<NotificationsActiveIcon />}
        disabled={enable.isPending}
        onClick={() => enable.mutate()}
      >
        {translate(enable.isPending ? 'app.push.enabling' : 'app.push.enable')}
      </Button>
      {problem && <Alert severity="warning">{problem}</Alert>}
    </Stack>
  );
};

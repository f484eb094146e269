import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import {
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { INBOX_TRANSITIONS, type InboxStatus, inboxStatusKey } from '../../domain/waitingList';
import { ApiError, api } from '../../providers/api';

/** The row's next steps (new → contacted | closed, contacted → closed), right in the list. */
export const InboxStatusButtons = (_props: { label?: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const resource = useResourceContext() ?? '';
  const record = useRecordContext<{ id: number; status: InboxStatus }>();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const [busy, setBusy] = useState(false);
  if (!record || !canAccess) return null;

  const move = async (status: InboxStatus) => {
    setBusy(true);
    try {
      await api(`/${resource}/${record.id}/status`, { method: 'PUT', body: { status } });
      notify('app.inbox.status_changed', {
        type: 'success',
        messageArgs: { status: translate(inboxStatusKey(resource, status)) },
      });
    } catch (failure) {
      const errors = failure instanceof ApiError ? failure.body.errors : undefined;
      notify(errors?.status ?? 'app.errors.server', { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      {INBOX_TRANSITIONS[record.status].map((status) => (
        <Button
          key={status}
          size="small"
          variant={status === 'contacted' ? 'contained' : 'outlined'}
          disabled={busy}
          onClick={() => void move(status)}
        >
          {translate(`app.inbox.action.${status}`)}
        </Button>
      ))}
    </Stack>
  );
};

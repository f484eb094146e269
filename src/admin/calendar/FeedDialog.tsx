import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  Skeleton,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { messageKeyOf } from '../../providers/http';
import { useCalendarFeed, useRotateFeed } from './useCalendarData';

/**
 * "Subscribe in your phone's calendar": the private iCalendar address with a copy button, and a
 * new address on demand (after a confirmation: the old one stops working).
 */
export const FeedDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const feed = useCalendarFeed(open);
  const rotate = useRotateFeed();
  const [confirming, setConfirming] = useState(false);
  const url = feed.data?.url ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('app.calendar.feed.copied', { type: 'success' });
    } catch {
      notify('app.calendar.feed.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('app.calendar.feed.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.calendar.feed.hint')}</DialogContentText>
        {feed.isError && <Alert severity="error">{translate(messageKeyOf(feed.error))}</Alert>}
        {feed.isPending && !feed.isError ? (
          <Skeleton height={56} />
        ) : (
          url && (
            <TextField
              label={translate('app.calendar.feed.url')}
              value={url}
              fullWidth
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
                },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton onClick={copy} aria-label={translate('app.calendar.feed.copy')}>
                        <ContentCopyIcon />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
          )
        )}
        {confirming && (
          <Alert
            severity="warning"
            sx={{ mt: 2 }}
            action={
              <Button
                color="inherit"
                size="small"
                disabled={rotate.isPending}
                onClick={() =>
                  rotate.mutate(undefined, {
                    onSuccess: () => {
                      setConfirming(false);
                      notify('app.calendar.feed.rotated', { type: 'success' });
                    },
                    onError: (error) => notify(messageKeyOf(error), { type: 'error' }),
                  })
                }
              >
                {translate('app.calendar.feed.rotate_confirm')}
              </Button>
            }
          >
            {translate('app.calendar.feed.rotate_warning')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => setConfirming(true)}
          disabled={confirming || !url}
          sx={{ mr: 'auto' }}
        >
          {translate('app.calendar.feed.rotate')}
        </Button>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

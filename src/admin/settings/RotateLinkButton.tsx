import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Typography } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';

/**
 * "New link" for a public link, with what it costs said below it and asked once more: the old
 * link (and every QR code printed with it) stops working at once.
 */
export const RotateLinkButton = ({
  rotate,
  name,
  hint,
  title,
  content,
}: {
  rotate: UseMutationResult<unknown, unknown, void>;
  /** Whose link, for the confirmation's title. */
  name: string;
  hint: string;
  title: string;
  content: string;
}) => {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  return (
    <Box>
      <Button color="warning" startIcon={<RefreshIcon />} onClick={() => setConfirming(true)}>
        {translate('app.settings.qr.rotate')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {translate(hint)}
      </Typography>
      <Confirm
        isOpen={confirming}
        loading={rotate.isPending}
        title={title}
        content={content}
        titleTranslateOptions={{ name }}
        onConfirm={() => rotate.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};

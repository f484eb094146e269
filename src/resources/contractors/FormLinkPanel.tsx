import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { readScope } from '../../domain/access';
import type { AppDataProvider } from '../../providers/dataProvider';
import { messageKeyOf } from '../../providers/http';
import { useSession } from '../../providers/session';

const KEY = ['contractors', 'form-link'];

/**
 * The landlord's public contractor-form link: copy, open, or replace it with a new one. It is an
 * organization's setting, read by a level that reads every contractor: the superadmin (no
 * organization of its own) and lower levels neither see it nor ask for it.
 */
export const FormLinkPanel = () => {
  const { user } = useSession();
  const mayRead = user?.landlord_id != null && readScope(user, 'contractors') === 'all';
  return mayRead ? <FormLink /> : null;
};

const FormLink = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { canAccess: canRotate } = useCanAccess({ resource: 'contractors', action: 'manage' });
  const [confirming, setConfirming] = useState(false);
  const { data } = useQuery({
    queryKey: KEY,
    queryFn: () => dataProvider.contractorFormLink(),
  });
  const rotate = useMutation({
    mutationFn: () => dataProvider.rotateContractorFormLink(),
    onSuccess: (link) => {
      queryClient.setQueryData(KEY, link);
      notify('resources.contractors.form_link.rotated', { type: 'success' });
    },
    onError: (error) => notify(messageKeyOf(error), { type: 'error' }),
    onSettled: () => setConfirming(false),
  });
  if (!data) return null;
  const url = `${window.location.origin}${data.url}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('resources.contractors.form_link.copied', { type: 'success' });
    } catch {
      notify('resources.contractors.form_link.copy_failed', { type: 'warning' });
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent sx={{ pb: '16px !important' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('resources.contractors.form_link.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('resources.contractors.form_link.hint')}
        </Typography>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 1, alignItems: { md: 'center' } }}
        >
          <TextField
            size="small"
            value={url}
            slotProps={{
              htmlInput: {
                readOnly: true,
                'aria-label': translate('resources.contractors.form_link.title'),
              },
            }}
            onFocus={(e) => e.target.select()}
            sx={{ flex: 1 }}
          />
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {translate('resources.contractors.form_link.copy')}
          </Button>
          <Button startIcon={<OpenInNewIcon />} href={data.url} target="_blank" rel="noopener">
            {translate('resources.contractors.form_link.open')}
          </Button>
          {canRotate && (
            <Button color="warning" startIcon={<RefreshIcon />} onClick={() => setConfirming(true)}>
              {translate('resources.contractors.form_link.rotate')}
            </Button>
          )}
        </Stack>
      </CardContent>
      <Confirm
        isOpen={confirming}
        loading={rotate.isPending}
        title="resources.contractors.form_link.rotate"
        content="resources.contractors.form_link.rotate_content"
        onConfirm={() => rotate.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};

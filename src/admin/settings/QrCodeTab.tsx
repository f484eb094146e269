import PrintIcon from '@mui/icons-material/Print';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { messageKeyOf } from '../../providers/http';
import { useSession } from '../../providers/session';
import { QrLink } from './QrLink';
import { QrPoster } from './QrPoster';
import { QueryStatus } from './QueryStatus';
import { RotateLinkButton } from './RotateLinkButton';
import { KEYS } from './settingsApi';
import { TargetPicker } from './TargetPicker';

/** Settings → QR code for requests: the landlord's visitor link, or an object's, as a QR code. */
const QrCodeTab = ({ canManage }: { canManage: boolean }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [objectId, setObjectId] = useState<number | ''>('');
  const query = useQuery({
    queryKey: KEYS.qrcode,
    queryFn: () => dataProvider.qrCodes(),
  });
  const rotate = useMutation({
    mutationFn: () => dataProvider.rotateQrCode(objectId === '' ? undefined : objectId),
    onSuccess: (links) => {
      queryClient.setQueryData(KEYS.qrcode, links);
      notify('app.settings.qr.rotated', { type: 'success' });
    },
    onError: (error) => notify(messageKeyOf(error), { type: 'error' }),
  });
  if (!query.data) return <QueryStatus query={query} />;

  const organization = user?.organization?.name ?? '';
  const object = query.data.objects.find((o) => o.id === objectId);
  const url = `${window.location.origin}${(object ?? query.data).url}`;
  const name = object?.name ?? organization;

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.settings.qr.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.settings.qr.hint')}
        </Typography>
        <QrLink
          url={url}
          name={name}
          file={`qr-${object ? `object-${object.id}` : 'organization'}`}
          target={
            <TargetPicker
              value={objectId}
              onChange={setObjectId}
              organization={organization}
              objects={query.data.objects}
            />
          }
          actions={
            <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
              {translate('app.settings.qr.print')}
            </Button>
          }
        >
          {canManage && (
            <RotateLinkButton
              rotate={rotate}
              name={name}
              hint="app.settings.qr.rotate_hint"
              title="app.settings.qr.rotate_title"
              content="app.settings.qr.rotate_content"
            />
          )}
        </QrLink>
      </CardContent>
      <QrPoster url={url} organization={organization} object={object?.name} />
    </Card>
  );
};

export default QrCodeTab;

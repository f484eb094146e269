import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PrintIcon from '@mui/icons-material/Print';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { VisitorLinks } from '../../domain/visitors';
import { api } from '../../providers/api';
import { useSession } from '../../providers/session';
import { QrPoster } from './QrPoster';
import { QueryStatus } from './QueryStatus';
import { downloadPng, downloadSvg } from './qrFiles';
import { KEYS, messageOf } from './settingsApi';

/** Settings → QR code for requests: the landlord's visitor link, or an object's, as a QR code. */
const QrCodeTab = ({ canManage }: { canManage: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [objectId, setObjectId] = useState<number | ''>('');
  const [confirming, setConfirming] = useState(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const query = useQuery({ queryKey: KEYS.qrcode, queryFn: () => api<VisitorLinks>('/qrcode') });
  const rotate = useMutation({
    mutationFn: () =>
      api<VisitorLinks>('/qrcode', {
        method: 'PUT',
        body: objectId === '' ? {} : { object_id: objectId },
      }),
    onSuccess: (links) => {
      queryClient.setQueryData(KEYS.qrcode, links);
      notify('app.settings.qr.rotated', { type: 'success' });
    },
    onError: (error) => notify(messageOf(error), { type: 'error' }),
    onSettled: () => setConfirming(false),
  });
  if (!query.data) return <QueryStatus query={query} />;

  const organization = user?.organization?.name ?? '';
  const object = query.data.objects.find((o) => o.id === objectId);
  const url = `${window.location.origin}${(object ?? query.data).url}`;
  const name = object?.name ?? organization;
  const file = `qr-${object ? `object-${object.id}` : 'organization'}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('app.settings.qr.copied', { type: 'success' });
    } catch {
      notify('app.settings.qr.copy_failed', { type: 'warning' });
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.settings.qr.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.settings.qr.hint')}
        </Typography>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 3, alignItems: { xs: 'center', md: 'flex-start' } }}
        >
          <Box
            sx={{
              p: 1.5,
              bgcolor: '#fff',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              lineHeight: 0,
            }}
          >
            <QRCodeSVG
              ref={svgRef}
              value={url}
              size={232}
              marginSize={2}
              title={translate('app.settings.qr.image', { name })}
              role="img"
              aria-label={translate('app.settings.qr.image', { name })}
            />
            <QRCodeCanvas
              ref={canvasRef}
              value={url}
              size={1024}
              marginSize={4}
              style={{ display: 'none' }}
            />
          </Box>
          <Stack sx={{ gap: 2, flex: 1, width: '100%', minWidth: 0 }}>
            <TextField
              select
              size="small"
              label={translate('app.settings.qr.target')}
              value={objectId}
              onChange={(e) => setObjectId(e.target.value === '' ? '' : Number(e.target.value))}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">
                {translate('app.settings.qr.whole_organization', { name: organization })}
              </MenuItem>
              {query.data.objects.map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  {o.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={translate('app.settings.qr.link')}
              value={url}
              onFocus={(e) => e.target.select()}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                startIcon={<ContentCopyIcon />}
                onClick={() => void copy()}
              >
                {translate('app.settings.qr.copy')}
              </Button>
              <Button startIcon={<OpenInNewIcon />} href={url} target="_blank" rel="noopener">
                {translate('app.settings.qr.open')}
              </Button>
              <Button
                startIcon={<DownloadIcon />}
                onClick={() => canvasRef.current && downloadPng(canvasRef.current, `${file}.png`)}
              >
                {translate('app.settings.qr.download_png')}
              </Button>
              <Button
                startIcon={<DownloadIcon />}
                onClick={() => svgRef.current && downloadSvg(svgRef.current, `${file}.svg`)}
              >
                {translate('app.settings.qr.download_svg')}
              </Button>
              <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
                {translate('app.settings.qr.print')}
              </Button>
            </Stack>
            {canManage && (
              <Box>
                <Button
                  color="warning"
                  startIcon={<RefreshIcon />}
                  onClick={() => setConfirming(true)}
                >
                  {translate('app.settings.qr.rotate')}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.settings.qr.rotate_hint')}
                </Typography>
              </Box>
            )}
          </Stack>
        </Stack>
      </CardContent>
      <QrPoster url={url} organization={organization} object={object?.name} />
      <Confirm
        isOpen={confirming}
        loading={rotate.isPending}
        title="app.settings.qr.rotate_title"
        content="app.settings.qr.rotate_content"
        titleTranslateOptions={{ name }}
        onConfirm={() => rotate.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};

export default QrCodeTab;

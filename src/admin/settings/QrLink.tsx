import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Stack, TextField } from '@mui/material';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { type ReactNode, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { downloadPng, downloadSvg } from './qrFiles';

/**
 * A public link as a QR code beside its text, with copy, open and PNG/SVG downloads. `target`
 * goes above the link (whose link this is), `actions` after the buttons, `children` below them.
 */
export const QrLink = ({
  url,
  name,
  file,
  target,
  actions,
  children,
}: {
  url: string;
  /** Whose code it is, for the image's accessible name. */
  name: string;
  /** The downloaded files' name, without extension. */
  file: string;
  target?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const svgRef = useRef<SVGSVGElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('app.settings.qr.copied', { type: 'success' });
    } catch {
      notify('app.settings.qr.copy_failed', { type: 'warning' });
    }
  };

  return (
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
        {target}
        <TextField
          size="small"
          label={translate('app.settings.qr.link')}
          value={url}
          onFocus={(e) => e.target.select()}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
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
          {actions}
        </Stack>
        {children}
      </Stack>
    </Stack>
  );
};

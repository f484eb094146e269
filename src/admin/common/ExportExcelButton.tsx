import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import {
  useCanAccess,
  useListContext,
  useNotify,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { clearToken, getToken } from '../../providers/token';

const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
  'export.xlsx';

/**
 * Downloads the list's current filter as Excel (`POST /api/download/excel/<path>`), showing
 * how much has arrived while the server streams it.
 */
export const ExportExcelButton = ({ path }: { path: string }) => {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource: resource ?? path, action: 'export' });
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, sort } = useListContext();
  const [received, setReceived] = useState<number | null>(null);

  const download = async () => {
    setReceived(0);
    try {
      const token = getToken();
      const response = await fetch(`/api/download/excel/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ filter: filterValues, sort: [sort.field, sort.order] }),
      });
      if (response.status === 401) clearToken();
      if (!response.ok || !response.body) throw new Error(String(response.status));
      const reader = response.body.getReader();
      const chunks: Uint8Array[] = [];
      let bytes = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        bytes += value.length;
        setReceived(bytes);
      }
      const url = URL.createObjectURL(new Blob(chunks as BlobPart[]));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response);
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      notify('app.errors.server', { type: 'error' });
    } finally {
      setReceived(null);
    }
  };

  if (!canAccess) return null;
  const busy = received !== null;
  return (
    <Button
      size="small"
      onClick={download}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    >
      {busy
        ? translate('app.export.progress', { size: (received / 1024).toFixed(0) })
        : translate('app.export.excel')}
    </Button>
  );
};

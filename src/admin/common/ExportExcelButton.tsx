import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import {
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { messageKeyOf } from '../../providers/http';
import { useFormat } from './useFormat';

/**
 * Downloads the list's current filter as Excel (`POST /api/download/excel/<path>`), showing
 * how much has arrived while the server streams it.
 */
export const ExportExcelButton = ({ path }: { path: string }) => {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource: resource ?? path, action: 'export' });
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort } = useListContext();
  const [received, setReceived] = useState<number | null>(null);

  const download = async () => {
    setReceived(0);
    try {
      const { blob, fileName } = await dataProvider.exportExcel(
        path,
        { filter: filterValues, sort: [sort.field, sort.order] },
        setReceived,
      );
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify(messageKeyOf(error), { type: 'error' });
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
        ? translate('app.export.progress', { size: format.number(received / 1024, 0) })
        : translate('app.export.excel')}
    </Button>
  );
};

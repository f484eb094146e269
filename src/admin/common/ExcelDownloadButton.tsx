import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { messageKeyOf } from '../../providers/http';
import { useFormat } from './useFormat';

/** A file the server streams, read whole, telling `onProgress` how many bytes have arrived. */
export type ExcelFetch = (
  onProgress: (bytes: number) => void,
) => Promise<{ blob: Blob; fileName: string }>;

/**
 * Saves a file the server streams (an `.xlsx` unless `label` and `progress`, i18n keys, name
 * another), showing how much has arrived meanwhile.
 */
export const ExcelDownloadButton = ({
  fetchFile,
  disabled = false,
  label = 'app.export.excel',
  progress = 'app.export.progress',
  variant = 'text',
}: {
  fetchFile: ExcelFetch;
  disabled?: boolean;
  label?: string;
  progress?: string;
  variant?: 'text' | 'contained';
}) => {
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const [received, setReceived] = useState<number | null>(null);

  const download = async () => {
    setReceived(0);
    try {
      const { blob, fileName } = await fetchFile(setReceived);
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

  const busy = received !== null;
  return (
    <Button
      size={variant === 'text' ? 'small' : 'medium'}
      variant={variant}
      onClick={download}
      disabled={disabled || busy}
      startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    >
      {busy ? translate(progress, { size: format.number(received / 1024, 0) }) : translate(label)}
    </Button>
  );
};

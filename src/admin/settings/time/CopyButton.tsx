import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, type ButtonProps } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** Copies `text` to the clipboard and says so (or says to copy it by hand). */
export const CopyButton = ({
  text,
  label,
  variant,
}: {
  text: string;
  label: string;
  variant?: ButtonProps['variant'];
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('resources.devices.key.copied', { type: 'success' });
    } catch {
      notify('resources.devices.key.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Button variant={variant} startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
      {translate(label)}
    </Button>
  );
};

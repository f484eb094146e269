import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Link, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { fileSizeText } from '../../domain/files';
import type { UploadedFile } from '../../providers/customMethods';

/** A record's attached files as links (signed for this user, valid for ten minutes). */
export const FilesField = ({
  source = 'files',
  ...props
}: {
  source?: string;
  label?: string;
  record?: Record<string, unknown>;
}) => {
  const translate = useTranslate();
  const record = useRecordContext(props);
  const files = (record?.[source] as UploadedFile[] | undefined) ?? [];
  if (files.length === 0) {
    return <Typography variant="body2">{translate('app.upload.no_files')}</Typography>;
  }
  return (
    <List dense disablePadding>
      {files.map((file) => (
        <ListItem key={file.id} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <AttachFileIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={
              <Link href={file.url} target="_blank" rel="noopener">
                {file.name}
              </Link>
            }
            secondary={fileSizeText(file.size)}
          />
        </ListItem>
      ))}
    </List>
  );
};

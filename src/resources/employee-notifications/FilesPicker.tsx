import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { DOCUMENT_ACCEPT, fileSizeText } from '../../domain/files';
import { NOTIFICATION_FILE_MAX_MB, NOTIFICATION_MAX_FILES } from '../../domain/notifications';

/** Files chosen to go with the message (sent in the same request), each removable. */
export const FilesPicker = () => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<File[]>({ source: 'files' });
  const files: File[] = field.value ?? [];
  const error = fieldState.error?.message;
  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
        {translate('resources.employee-notifications.add_files')}
        <input
          hidden
          multiple
          type="file"
          name="files"
          accept={DOCUMENT_ACCEPT}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = '';
            field.onChange([...files, ...chosen]);
          }}
        />
      </Button>
      <FormHelperText error={!!error}>
        {error
          ? translate(error)
          : translate('resources.employee-notifications.files_hint', {
              count: NOTIFICATION_MAX_FILES,
              mb: NOTIFICATION_FILE_MAX_MB,
            })}
      </FormHelperText>
      {files.length > 0 && (
        <List dense disablePadding>
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${file.size}-${file.lastModified}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={translate('resources.employee-notifications.remove_file', {
                    name: file.name,
                  })}
                  onClick={() => field.onChange(files.filter((_, i) => i !== index))}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemText primary={file.name} secondary={fileSizeText(file.size)} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};

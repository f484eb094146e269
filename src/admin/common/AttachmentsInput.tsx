import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Button, Chip, FormHelperText, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { DOCUMENT_ACCEPT } from '../../domain/files';
import type { UploadedFile } from '../../providers/customMethods';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, messageKeyOf } from '../../providers/http';

/**
 * Documents attached to a record: each chosen file is uploaded as a private attachment and its
 * id kept in `source` (the record's `files` give the names of those already attached).
 */
export const AttachmentsInput = ({
  source,
  max = 20,
  label,
  slot,
}: {
  source: string;
  max?: number;
  /** A heading instead of "Documents" (e.g. a request field's label). */
  label?: string;
  /** A request field's files live in `answer_files[slot]` of the record. */
  slot?: string;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext<{
    files?: UploadedFile[];
    answer_files?: Record<string, UploadedFile[]>;
  }>();
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const [known, setKnown] = useState<UploadedFile[]>(
    (slot ? record?.answer_files?.[slot] : record?.files) ?? [],
  );
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = (field.value as number[] | undefined) ?? [];

  const onFiles = async (list: FileList | null) => {
    const chosen = Array.from(list ?? []).slice(0, Math.max(0, max - ids.length));
    setBusy(true);
    const added: UploadedFile[] = [];
    for (const file of chosen) {
      try {
        added.push(await dataProvider.upload(file, 'attachment'));
      } catch (error) {
        notify(fieldErrorsOf(error)?.file ?? messageKeyOf(error), {
          type: 'error',
          messageArgs: { name: file.name },
        });
      }
    }
    setKnown((k) => [...k, ...added]);
    field.onChange([...ids, ...added.map((f) => f.id)]);
    setBusy(false);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Stack sx={{ gap: 1, my: 1, width: '100%' }}>
      <Typography variant="subtitle2">{label ?? translate('app.upload.attachments')}</Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {ids.map((id) => {
          const file = known.find((f) => f.id === id);
          return (
            <Chip
              key={id}
              icon={<AttachFileIcon />}
              label={file?.name ?? `#${id}`}
              onDelete={() => field.onChange(ids.filter((x) => x !== id))}
            />
          );
        })}
      </Stack>
      <div>
        <Button variant="outlined" component="label" disabled={busy || ids.length >= max}>
          {translate(busy ? 'app.upload.uploading' : 'app.upload.add_files')}
          <input
            ref={fileInput}
            hidden
            multiple
            type="file"
            accept={DOCUMENT_ACCEPT}
            onChange={(e) => void onFiles(e.target.files)}
          />
        </Button>
      </div>
      <FormHelperText error={Boolean(fieldState.error)}>
        {fieldState.error?.message
          ? translate(fieldState.error.message)
          : translate('app.upload.attachments_hint')}
      </FormHelperText>
    </Stack>
  );
};

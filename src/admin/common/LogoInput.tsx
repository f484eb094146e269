import { Avatar, Button, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, messageKeyOf } from '../../providers/http';

/** A logo: uploads an image as a public file and keeps its id in `source`. */
export const LogoInput = ({
  source,
  urlSource = 'logo_url',
}: {
  source: string;
  urlSource?: string;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext();
  const { field } = useInput({ source });
  const [preview, setPreview] = useState<string | null>((record?.[urlSource] as string) ?? null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const uploaded = await dataProvider.upload(file, 'logo');
      field.onChange(uploaded.id);
      setPreview(uploaded.url);
    } catch (error) {
      notify(fieldErrorsOf(error)?.file ?? messageKeyOf(error), { type: 'error' });
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', my: 1 }}>
      <Avatar
        src={field.value ? (preview ?? undefined) : undefined}
        variant="rounded"
        alt={translate('app.upload.logo')}
        sx={{ width: 64, height: 64 }}
      />
      <Stack sx={{ gap: 0.5 }}>
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button variant="outlined" component="label" disabled={busy}>
            {translate('app.upload.choose')}
            <input
              ref={fileInput}
              hidden
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </Button>
          {field.value ? (
            <Button color="error" onClick={() => field.onChange(null)}>
              {translate('app.upload.remove')}
            </Button>
          ) : null}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {translate('app.upload.hint')}
        </Typography>
      </Stack>
    </Stack>
  );
};
